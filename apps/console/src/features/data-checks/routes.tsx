import type { FeatureRoute } from '../../shared/lib/routes.js'

/** 数据标准, part 2 (issue 28): the check results and order reconciliation. */
export const routes: FeatureRoute[] = [
  {
    path: '/dataStandard/metadata/result',
    handle: { title: '检查结果' },
    lazy: async () => ({ Component: (await import('./pages/check-result-page.js')).CheckResultPage }),
  },
  {
    path: '/dataStandard/reconciliation/billDetails',
    handle: { title: '订单对账' },
    lazy: async () => ({ Component: (await import('./pages/bill-details-page.js')).BillDetailsPage }),
  },
]
