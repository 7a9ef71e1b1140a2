import { ORDER_BATCH_OPERATE, type BatchResult } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { SessionContext } from '../auth/session-context.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { PlansService } from '../plans/plans.service.js'
import { countBatchResults, findBatchResultPage, insertBatchResults, type NewBatchResult } from './batch-results.repository.js'

/** Records per-order outcomes of a batch-shipping plan inside the caller's transaction (demo seeds; `record` of the service). */
export const recordBatchResults = (tx: DbOrTx, planId: number, rows: Omit<NewBatchResult, 'planId'>[]) => insertBatchResults(tx, rows.map((r) => ({ ...r, planId })))

/**
 * The batch-shipping results of spec 1 §2.7 and §3: one row per order of an
 * ORDER_BATCH_OPERATE plan, written by whatever ships the orders (`record`), read page by page
 * by the result dialog.
 */
export const createBatchResultsService = ({ db, plans }: { db: Db; plans: PlansService }) => ({
  /** Records per-order outcomes of a batch-shipping plan (inside the caller's transaction). */
  record: recordBatchResults,

  async page(session: SessionContext, taskId: number, pageNo: number, pageSize: number): Promise<BatchResult> {
    const plan = await plans.ownPlan(session, taskId)
    if (plan.modelName !== ORDER_BATCH_OPERATE) throw new AppError('NOT_FOUND', '该任务没有发货结果')
    const [{ total, success, failed }, rows] = [await countBatchResults(db, plan.id), await findBatchResultPage(db, plan.id, (pageNo - 1) * pageSize, pageSize)]
    return {
      data: rows.map((r) => ({
        orderNo: r.orderNo,
        actualAmount: Number(r.actualAmount).toFixed(2),
        shopName: r.shopName,
        orderAt: r.orderAt ? toChinaTime(r.orderAt) : '',
        operateFlag: r.operateFlag,
        reason: r.reason,
      })),
      total,
      successNum: success,
      failNum: failed,
    }
  },
})

export type BatchResultsService = ReturnType<typeof createBatchResultsService>
