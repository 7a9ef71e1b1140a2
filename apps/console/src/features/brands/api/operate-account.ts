import type { OperateAccount } from '@yunying/contracts'
import { useAccountStore } from '../../../shared/lib/account-store.js'

/** The brand a dialog works on. */
export interface BrandRef {
  id: number
  groupId: number
  name: string
}

/** Who clicked, sent with the super-admin calls as `operateAccount` (spec 2 §7). */
export const useOperateAccount = (): OperateAccount => {
  const user = useAccountStore((s) => s.user)
  return { accountName: user?.name ?? '', accountPhone: user?.username ?? '' }
}
