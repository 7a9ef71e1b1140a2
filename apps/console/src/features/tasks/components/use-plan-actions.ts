import { useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import type { Plan } from '@yunying/contracts'
import { openDownload } from '../../../shared/lib/export-poll.js'
import { RequestError } from '../../../shared/lib/request.js'
import { useDeletePlan } from '../api/delete-plan.js'
import { planKeys } from '../api/list-plans.js'
import { fetchPlanDetail } from '../api/plan-detail.js'

/** Download (a fresh signed link, then the browser's download) and delete with the server's message. */
export const usePlanActions = () => {
  const { message } = App.useApp()
  const remove = useDeletePlan()
  const client = useQueryClient()
  return {
    async download(plan: Plan) {
      const detail = await fetchPlanDetail(plan.id)
      openDownload(detail.download_url)
      // Following the link marks the plan downloaded; show it once the browser has asked.
      setTimeout(() => void client.invalidateQueries({ queryKey: planKeys.all }), 1500)
    },
    remove(plan: Plan) {
      remove.mutate(plan, {
        onSuccess: () => message.success('删除成功'),
        onError: (error) => message.error(error instanceof RequestError ? error.message : '删除失败'),
      })
    },
    removing: remove.isPending ? remove.variables?.id : undefined,
  }
}
