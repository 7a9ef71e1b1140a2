import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DOWNLOAD_APP, TASK_BIZ_TYPE } from '@yunying/contracts'
import { dispatch } from '../../../shared/lib/request.js'
import { planKeys } from './list-plans.js'

/** `plan/update`: id, remark, bizType 105, adminId (spec 1 §7). */
export const updatePlanRemark = (input: { id: number; remark: string; adminId: number | null }) =>
  dispatch<null>({
    appName: DOWNLOAD_APP,
    method: 'POST',
    url: 'plan/update',
    requestBody: { id: input.id, remark: input.remark, bizType: TASK_BIZ_TYPE, adminId: input.adminId ?? undefined },
  })

export const useUpdatePlanRemark = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: updatePlanRemark, onSuccess: () => client.invalidateQueries({ queryKey: planKeys.all }) })
}
