import type { OperateAccount } from '@yunying/contracts'
import { useOperatorIdentity } from '../../../shared/lib/operator-identity.js'

/** The brand a dialog works on. */
export interface BrandRef {
  id: number
  groupId: number
  name: string
}

/** Who clicked, sent with the super-admin calls as `operateAccount` (spec 2 §7). */
export const useOperateAccount = (): OperateAccount => useOperatorIdentity()
