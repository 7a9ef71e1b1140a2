import { maskPhone, type OperationLogPage, type OperationLogRow } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { SessionContext } from '../auth/session-context.js'
import { OPERATION_NAMES, operationNameOf } from './operation-names.js'
import { countLogsCapped, findLogPage, insertOperationLog, logConditions, type NewOperationLog, type RawLogRow } from './operation-log.repository.js'

export interface OperationLogQuery {
  createdAtBegin: string
  createdAtEnd: string
  operator?: string | undefined
  keyword?: string | undefined
  result?: 'success' | 'failure' | undefined
  pageNum: number
  pageSize: number
}


const toRow = (r: RawLogRow): OperationLogRow => ({
  id: r.id,
  createdAt: toChinaTime(new Date(r.created_at)),
  accountName: r.account_name,
  accountPhone: maskPhone(r.username),
  orgName: r.org_name,
  method: r.method,
  route: r.route,
  action: operationNameOf(r.method, r.route),
  operatingUrl: r.operating_url,
  pageTitle: r.page_title,
  statusCode: r.status_code,
  code: r.code,
  success: r.code === 0 && r.status_code < 400,
  ip: r.ip,
  requestId: r.request_id,
  detail: r.detail ?? null,
})

/** The operations' names live in code, not in the database: the routes whose name matches go in as paths. */
export const routesMatching = (keyword: string | undefined) =>
  keyword ? Object.entries(OPERATION_NAMES).filter(([, name]) => name.includes(keyword)).map(([key]) => key.slice(key.indexOf(' ') + 1)) : []

/** The operation-log screen (spec 3 §2.9 /system/operatingLog/list). */
export const createOperationLogService = ({ db }: { db: Db }) => ({
  async list(session: SessionContext, query: OperationLogQuery): Promise<OperationLogPage> {
    const keywordRoutes = routesMatching(query.keyword)
    const where = logConditions(query, session.scope, keywordRoutes)
    const rows = await findLogPage(db, where, (query.pageNum - 1) * query.pageSize, query.pageSize)
    const count = await countLogsCapped(db, where)
    return { list: rows.map(toRow), total: count.total, totalCapped: count.capped, pageNum: query.pageNum, pageSize: query.pageSize }
  },
})

export type OperationLogService = ReturnType<typeof createOperationLogService>

/**
 * An entry written by a route that logs its own operations (the dispatcher, whose one route carries
 * several calls): the same table and fields the operation-log plugin writes.
 */
export const recordOperation = (db: Db, entry: NewOperationLog) => insertOperationLog(db, entry)
