import { eq, sql } from 'drizzle-orm'
import { ORDER_BATCH_OPERATE, OrgType, PlanStatus, TASK_BIZ_TYPE } from '@yunying/contracts'
import type { DbOrTx } from '../client.js'
import { accounts } from '../../modules/accounts/accounts.table.js'
import { orderBatchResults } from '../../modules/batch-results/batch-results.table.js'
import { taskPlans } from '../../modules/plans/plans.table.js'

const SHOPS = ['合肥银泰店', '南京新街口店', '上海徐家汇店', '杭州湖滨店']
const FAILURES = ['订单已发货', '订单已取消，不能发货', '收货地址不完整', '快递单号格式不正确']

/** A finished batch-shipping plan of the first operator, with per-order results for the result dialog. */
export const seedBatchShipping = async (tx: DbOrTx, adminPhone: string) => {
  const [admin] = await tx.select().from(accounts).where(eq(accounts.username, adminPhone)).limit(1)
  if (!admin) return
  const [plan] = await tx
    .insert(taskPlans)
    .values({
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
      createdAt: sql`now() - interval '2 hours'`,
      finishedAt: sql`now() - interval '2 hours'`,
    })
    .returning({ id: taskPlans.id })
  await tx.insert(orderBatchResults).values(
    Array.from({ length: 23 }, (_, i) => {
      const failed = i % 4 === 3
      return {
        planId: plan!.id,
        orderNo: `DD2026${String(100_000 + i * 37).padStart(8, '0')}`,
        actualAmount: (58 + ((i * 13) % 90) + 0.5).toFixed(2),
        shopName: SHOPS[i % SHOPS.length]!,
        orderAt: sql`now() - make_interval(hours => ${3 + i})`,
        operateFlag: failed ? 0 : 1,
        reason: failed ? FAILURES[i % FAILURES.length]! : '',
      }
    }),
  )
}
