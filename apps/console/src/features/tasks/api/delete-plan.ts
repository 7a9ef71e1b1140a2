import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DOWNLOAD_APP, type Plan } from '@yunying/contracts'
import { dispatch } from '../../../shared/lib/request.js'
import { planKeys } from './list-plans.js'

/** `plan/del` (spec 1 §7); the caller shows the server's message either way (spec 1 §8). */
export const deletePlan = (id: number) => dispatch<null>({ appName: DOWNLOAD_APP, method: 'POST', url: 'plan/del', requestBody: { id } }, { silent: true })

export const useDeletePlan = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: (plan: Plan) => deletePlan(plan.id), onSettled: () => client.invalidateQueries({ queryKey: planKeys.all }) })
}
