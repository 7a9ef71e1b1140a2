import { toChinaTime } from '../../lib/china-time.js'
import { type Feedback, type FeedbackListQuery } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { assertBrandInScope, canSeeBrand } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { brandById } from '../brands/brands.service.js'
import { countFeedback, findFeedback, findFeedbackPage, insertFeedback, markFeedbackHandled } from './feedback.repository.js'

/**
 * Customer feedback: the not-handled count behind the menu badge and the feedback page. A session
 * sees the brands it acts for: every brand for the platform, its brands for a group, one for a brand.
 */
/** Demo seeds: customer suggestions as given (they come from the mini-programs), inside the caller's transaction. */
export const recordFeedback = (tx: DbOrTx, rows: Parameters<typeof insertFeedback>[1]) => insertFeedback(tx, rows)

export const createFeedbackService = ({ db, clock }: { db: Db; clock: Clock }) => {
  return {
    /** `store_id` narrows to one brand, which must be within the session's scope. */
    async notHandleCount(session: SessionContext, storeId?: number) {
      if (storeId !== undefined) {
        const brand = await brandById(db, storeId)
        if (!brand || !canSeeBrand(session.scope, brand)) throw new AppError('FOREIGN_TENANT')
      }
      return countFeedback(db, { scope: session.scope, brandId: storeId, status: 0 })
    },

    async list(session: SessionContext, query: FeedbackListQuery) {
      const filter = { scope: session.scope, status: query.status, keyword: query.keyword }
      const [total, rows] = await Promise.all([countFeedback(db, filter), findFeedbackPage(db, filter, query.pageNum, query.pageSize)])
      const list: Feedback[] = rows.map(({ row, brandName }) => ({
        id: row.id,
        brandId: row.brandId,
        brandName: brandName ?? '',
        content: row.content,
        contact: row.contact,
        channel: row.channel,
        status: row.status,
        createdAt: toChinaTime(row.createdAt),
        handledAt: row.handledAt ? toChinaTime(row.handledAt) : null,
      }))
      return { list, total, pageNum: query.pageNum, pageSize: query.pageSize }
    },

    async handle(session: SessionContext, id: number) {
      const found = await findFeedback(db, id)
      if (!found) throw new AppError('NOT_FOUND', '反馈不存在')
      const { row, groupId } = found
      assertBrandInScope(session.scope, { id: row.brandId, groupId })
      const updated = await markFeedbackHandled(db, id, session.accountId, clock.now())
      if (updated.length === 0) throw new AppError('CONFLICT', '该反馈已处理')
      return { id, brandId: row.brandId }
    },
  }
}

export type FeedbackService = ReturnType<typeof createFeedbackService>
