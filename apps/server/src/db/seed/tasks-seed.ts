import { ORDER_BATCH_OPERATE, OrgType, PlanStatus, TASK_BIZ_TYPE } from '@yunying/contracts'
import type { DbOrTx } from '../client.js'
import { findAccountByUsername } from '../../modules/accounts/accounts.service.js'
import { recordBatchResults } from '../../modules/batch-results/batch-results.service.js'
import { recordPlan } from '../../modules/plans/plans.service.js'

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

const SHOPS = ['合肥银泰店', '南京新街口店', '上海徐家汇店', '杭州湖滨店']
const FAILURES = ['订单已发货', '订单已取消，不能发货', '收货地址不完整', '快递单号格式不正确']

/** A finished batch-shipping plan of the first operator, with per-order results for the result dialog. */
export const seedBatchShipping = async (tx: DbOrTx, adminPhone: string) => {
  const admin = await findAccountByUsername(tx, adminPhone)
  if (!admin) return
  const plan = await recordPlan(tx, {
    accountId: admin.id,
    orgType: OrgType.platform,
    orgId: 0,
    bizType: TASK_BIZ_TYPE,
    kind: 'batch',
    modelName: ORDER_BATCH_OPERATE,
    modelNameDesc: '订单批量发货',
    fileName: '批量发货_示例.xlsx',
    exportPerson: admin.username,
    exportPersonName: admin.name,
    status: PlanStatus.generated,
    flowNo: `demo-batch-${admin.id}`,
    rowsDone: 23,
    rowsTotal: 23,
    rowsFailed: 5,
    createdAt: hoursAgo(2),
    finishedAt: hoursAgo(2),
  })
  await recordBatchResults(
    tx,
    plan.id,
    Array.from({ length: 23 }, (_, i) => {
      const failed = i % 4 === 3
      return {
        orderNo: `DD2026${String(100_000 + i * 37).padStart(8, '0')}`,
        actualAmount: (58 + ((i * 13) % 90) + 0.5).toFixed(2),
        shopName: SHOPS[i % SHOPS.length]!,
        orderAt: hoursAgo(3 + i),
        operateFlag: failed ? 0 : 1,
        reason: failed ? FAILURES[i % FAILURES.length]! : '',
      }
    }),
  )
}
