import { DOWNLOADED, PlanStatus, isPlanRunning, maskPhone, planStatusText, type Plan } from '@yunying/contracts'

/** The tag colour of a status: blue while working, green done, red failed, orange partly failed. */
export const statusColor = (plan: Pick<Plan, 'status' | 'download_status'>): string => {
  if (plan.download_status === DOWNLOADED) return 'default'
  switch (plan.status) {
    case PlanStatus.generated:
    case PlanStatus.imported:
      return 'success'
    case PlanStatus.failed:
      return 'error'
    case PlanStatus.importedWithFailures:
      return 'warning'
    default:
      return isPlanRunning(plan) ? 'processing' : 'default'
  }
}

export { planStatusText }

/** The exporter as the centres show them: masked phone (3 + **** + digits 7–11) and name. */
export const exporterText = (plan: Pick<Plan, 'export_person' | 'export_person_name'>) =>
  [maskPhone(plan.export_person), plan.export_person_name].filter(Boolean).join(' ')

/** Progress in percent while a task runs (beyond the spec), or null when there is nothing to show. */
export const progressPercent = (plan: Pick<Plan, 'status' | 'rows_done' | 'rows_total'>): number | null => {
  if (!isPlanRunning(plan)) return null
  if (!plan.rows_total) return 0
  return Math.min(99, Math.floor((plan.rows_done / plan.rows_total) * 100))
}
