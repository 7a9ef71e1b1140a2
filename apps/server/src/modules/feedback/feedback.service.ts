import { OrgType, type Feedback, type FeedbackListQuery } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { SessionContext } from '../auth/session-context.js'
import { countFeedback, findFeedback, findFeedbackPage, findGroupBrandIds, markFeedbackHandled } from './feedback.repository.js'

/**
 * Customer feedback: the not-handled count behind the menu badge and the feedback page. A session
 * sees the brands it acts for: every brand for the platform, its brands for a group, one for a brand.
 */
export const createFeedbackService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const scopeOf = async (session: SessionContext): Promise<number[] | null> => {
    if (session.orgType === OrgType.platform) return null
    if (session.orgType === OrgType.brand && session.orgId !== null) return [session.orgId]
    if (session.orgType === OrgType.group && session.orgId !== null) return findGroupBrandIds(db, session.orgId)
    return []
  }

  /** The brands to count: `store_id` narrows to one, which must be within the session's own. */
  const narrow = (scope: number[] | null, storeId: number | undefined) => {
    if (storeId === undefined) return scope
    if (scope && !scope.includes(storeId)) throw new AppError('FOREIGN_TENANT')
    return [storeId]
  }

  return {
    async notHandleCount(session: SessionContext, storeId?: number) {
      return countFeedback(db, { brandIds: narrow(await scopeOf(session), storeId), status: 0 })
    },

    async list(session: SessionContext, query: FeedbackListQuery) {
      const filter = { brandIds: await scopeOf(session), status: query.status, keyword: query.keyword }
      const [total, rows] = await Promise.all([countFeedback(db, filter), findFeedbackPage(db, filter, query.pageNum, query.pageSize)])
      const list: Feedback[] = rows.map(({ row, brandName }) => ({
        id: row.id,
        brandId: row.brandId,
        brandName: brandName ?? '',
        content: row.content,
        contact: row.contact,
        channel: row.channel,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        handledAt: row.handledAt?.toISOString() ?? null,
      }))
      return { list, total, pageNum: query.pageNum, pageSize: query.pageSize }
    },

    async handle(session: SessionContext, id: number) {
      const row = await findFeedback(db, id)
      if (!row) throw new AppError('NOT_FOUND', '反馈不存在')
      const scope = await scopeOf(session)
      if (scope && !scope.includes(row.brandId)) throw new AppError('FOREIGN_TENANT')
      const updated = await markFeedbackHandled(db, id, session.accountId, clock.now())
      if (updated.length === 0) throw new AppError('CONFLICT', '该反馈已处理')
      return { id, brandId: row.brandId }
    },
  }
}

export type FeedbackService = ReturnType<typeof createFeedbackService>
