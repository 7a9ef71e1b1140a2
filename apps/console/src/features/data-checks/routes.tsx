import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** 数据标准, part 2 (issue 28): the check results and order reconciliation. */
export const routes: FeatureRoute[] = [
  lazyPage('/dataStandard/metadata/result', '检查结果', async () => (await import('./pages/check-result-page.js')).CheckResultPage),
  lazyPage('/dataStandard/reconciliation/billDetails', '订单对账', async () => (await import('./pages/bill-details-page.js')).BillDetailsPage),
]
