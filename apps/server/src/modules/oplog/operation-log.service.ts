import { sql, type SQL } from 'drizzle-orm'
import { OrgType, maskPhone, type OperationLogPage, type OperationLogRow } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import type { SessionContext } from '../auth/session-context.js'
import { ROUTE_SUMMARIES } from './operation-log.plugin.js'
import { countLogsCapped, findLogPage, type RawLogRow } from './operation-log.repository.js'
import { likeContains } from '../../lib/sql-literal.js'

export interface OperationLogQuery {
  createdAtBegin: string
  createdAtEnd: string
  operator?: string | undefined
  keyword?: string | undefined
  result?: 'success' | 'failure' | undefined
  pageNum: number
  pageSize: number
}

/** China time (UTC+8, no daylight saving), as every list shows times. */
const CHINA = '+08:00'
const chinaTime = (value: string | Date) => new Date(new Date(value).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

const toRow = (r: RawLogRow): OperationLogRow => ({
  id: r.id,
  createdAt: chinaTime(r.created_at),
  accountName: r.account_name,
  accountPhone: maskPhone(r.username),
  orgName: r.org_name,
  method: r.method,
  route: r.route,
  action: ROUTE_SUMMARIES.get(`${r.method} ${r.route}`) ?? '',
  operatingUrl: r.operating_url,
  pageTitle: r.page_title,
  statusCode: r.status_code,
  code: r.code,
  success: r.code === 0 && r.status_code < 400,
  ip: r.ip,
  requestId: r.request_id,
  detail: r.detail ?? null,
})

/** The operation-log screen (spec 3 §2.9 /system/operatingLog/list). */
export const createOperationLogService = ({ db }: { db: Db }) => ({
  async list(session: SessionContext, query: OperationLogQuery): Promise<OperationLogPage> {
    const conditions: SQL[] = [
      sql`l.created_at >= ${`${query.createdAtBegin} 00:00:00${CHINA}`}::timestamptz`,
      sql`l.created_at < ${`${query.createdAtEnd} 00:00:00${CHINA}`}::timestamptz + interval '1 day'`,
    ]
    // Operators read every entry; a session acting for a group or brand reads that organisation's.
    if (session.orgType !== OrgType.platform) conditions.push(sql`l.org_type = ${session.orgType ?? -1} and l.org_id = ${session.orgId ?? -1}`)
    if (query.operator) conditions.push(sql`(a.name ilike ${likeContains(query.operator)} or a.username like ${likeContains(query.operator)})`)
    if (query.keyword) {
      const like = likeContains(query.keyword)
      // The call's words live in the route table, not in the database: match them here.
      const routes = [...ROUTE_SUMMARIES].filter(([, summary]) => summary.includes(query.keyword!)).map(([key]) => key.slice(key.indexOf(' ') + 1))
      const byAction = routes.length > 0 ? sql` or l.route in (${sql.join(routes.map((r) => sql`${r}`), sql`, `)})` : sql``
      conditions.push(sql`(l.route ilike ${like} or l.operating_url ilike ${like} or m.name ilike ${like}${byAction})`)
    }
    if (query.result === 'success') conditions.push(sql`l.code = 0 and l.status_code < 400`)
    if (query.result === 'failure') conditions.push(sql`(l.code is distinct from 0 or l.status_code >= 400)`)
    const where = sql.join(conditions, sql` and `)
    const rows = await findLogPage(db, where, (query.pageNum - 1) * query.pageSize, query.pageSize)
    const count = await countLogsCapped(db, where)
    return { list: rows.map(toRow), total: count.total, totalCapped: count.capped, pageNum: query.pageNum, pageSize: query.pageSize }
  },
})

export type OperationLogService = ReturnType<typeof createOperationLogService>
