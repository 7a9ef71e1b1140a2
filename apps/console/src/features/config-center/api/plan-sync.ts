import { useMutation } from '@tanstack/react-query'
import type { SyncPlan, SyncType } from '@yunying/contracts'
import { useOperatorIdentity, type OperatorIdentity } from '../../../shared/lib/operator-identity.js'
import { post } from '../../../shared/lib/request.js'
import { CONFIG_APP, SYNC_URL } from './config-keys.js'

export interface PlanSyncInput {
  fieldCode: string
  syncType: SyncType
}

/**
 * `POST /pandora/field-config/onekey-sync` with mode plan: what pushing the field would change on the
 * target (a diff per property and the target's version). Silent: the dialog shows the refusal itself.
 */
export const planSync = (input: PlanSyncInput, saver: OperatorIdentity) => post<SyncPlan>(CONFIG_APP, SYNC_URL, { ...saver, ...input, mode: 'plan' }, { silent: true })

export const usePlanSync = () => {
  const saver = useOperatorIdentity()
  return useMutation({ mutationFn: (input: PlanSyncInput) => planSync(input, saver) })
}
