import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OperateAccount } from '@yunying/contracts'
import { useOperatorIdentity } from '../../../shared/lib/operator-identity.js'
import { bossKeys, brandKeys, superAdminKeys } from './brands-keys.js'

/** The brand a dialog works on. */
export interface BrandRef {
  id: number
  groupId: number
  name: string
}

/** Who clicked, sent with the super-admin calls as `operateAccount` (spec 2 §7). */
export const useOperateAccount = (): OperateAccount => useOperatorIdentity()

/** A super-admin change: the call with who clicked, then the brand's admins afresh. */
export const useSuperAdminMutation = <B>(call: (body: B & { operateAccount: OperateAccount }) => Promise<unknown>) => {
  const client = useQueryClient()
  const operateAccount = useOperateAccount()
  return useMutation({
    mutationFn: (body: B) => call({ ...body, operateAccount }),
    onSuccess: () => client.invalidateQueries({ queryKey: superAdminKeys.all }),
  })
}

/** A boss-account change, then the accounts afresh, and the brands: the first account opens the brand's boss cockpit, a column of the list. */
export const useBossMutation = <B>(call: (body: B) => Promise<unknown>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: bossKeys.all }), client.invalidateQueries({ queryKey: brandKeys.all })]),
  })
}
