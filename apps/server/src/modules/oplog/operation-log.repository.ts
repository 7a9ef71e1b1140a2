import { sql, type SQL } from 'drizzle-orm'
import { OPERATION_LOG_COUNT_CAP } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { countUpTo } from '../../db/paging.js'
import { likeContains } from '../../lib/sql-literal.js'
import { orgRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { operationLogs } from './operation-log.table.js'

export interface RawLogRow {
  id: number
  created_at: string | Date
  account_name: string
  username: string
  org_name: string
  method: string
  route: string
  operating_url: string
  page_title: string
  status_code: number
  code: number | null
  ip: string
  request_id: string
  detail: unknown
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * The log with its person, organisation and page title (`m`: the menu page whose path is
 * `operating_url`). Every join is on a unique key, so PostgreSQL drops those a query does not
 * read, and the menu titles are one small hash table rather than a lookup per entry.
 */
/** FROM text, shared with the export. */
export const OPERATION_LOG_FROM = `operation_logs l
  left join accounts a on a.id = l.account_id
  left join groups g on l.org_type = 1 and g.id = l.org_id
  left join brands b on l.org_type = 2 and b.id = l.org_id
  left join (select distinct on (path) path, name from menus where path <> '' order by path, id) m on m.path = l.operating_url`
const FROM = sql.raw(OPERATION_LOG_FROM)

/** A page of entries matching `where`, newest first; the `created_at` index keeps it a range scan. */
export const findLogPage = async (db: DbOrTx, where: SQL, offset: number, limit: number) =>
  rowsOf<RawLogRow>(
    await db.execute(sql`select l.id::int as id, l.created_at, coalesce(a.name, '') as account_name, coalesce(a.username, '') as username,
        case l.org_type when 0 then '平台' when 1 then coalesce(g.name, '') when 2 then coalesce(b.name, '') else '' end as org_name,
        l.method, l.route, l.operating_url, coalesce(m.name, '') as page_title, l.status_code, l.code, l.ip, l.request_id, l.detail
      from ${FROM} where ${where} order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`),
  )

/** Matching entries counted up to the cap, as the brand list does. */
export const countLogsCapped = (db: DbOrTx, where: SQL) => countUpTo(db, sql`select 1 from ${FROM} where ${where}`, OPERATION_LOG_COUNT_CAP)

export interface LogFilter {
  createdAtBegin: string
  createdAtEnd: string
  operator?: string | undefined
  keyword?: string | undefined
  result?: 'success' | 'failure' | undefined
}

/**
 * The search as one condition over `FROM`: China days, the session's tenant scope (operators every
 * entry; a group its own and its brands'; a brand its own), person, keyword (also matching the
 * routes whose summary has it) and result.
 */
export const logConditions = (filter: LogFilter, scope: TenantScope, keywordRoutes: readonly string[]): SQL => {
  const conditions: SQL[] = [
    sql`l.created_at >= ${`${filter.createdAtBegin} 00:00:00+08:00`}::timestamptz`,
    sql`l.created_at < ${`${filter.createdAtEnd} 00:00:00+08:00`}::timestamptz + interval '1 day'`,
  ]
  const scoped = orgRowsCondition(scope, { orgType: sql`l.org_type`, orgId: sql`l.org_id`, brandGroupId: sql`b.group_id` })
  if (scoped) conditions.push(scoped)
  if (filter.operator) conditions.push(sql`(a.name ilike ${likeContains(filter.operator)} or a.username like ${likeContains(filter.operator)})`)
  if (filter.keyword) {
    const like = likeContains(filter.keyword)
    const byAction = keywordRoutes.length > 0 ? sql` or l.route in (${sql.join(keywordRoutes.map((r) => sql`${r}`), sql`, `)})` : sql``
    conditions.push(sql`(l.route ilike ${like} or l.operating_url ilike ${like} or m.name ilike ${like}${byAction})`)
  }
  if (filter.result === 'success') conditions.push(sql`l.code = 0 and l.status_code < 400`)
  if (filter.result === 'failure') conditions.push(sql`(l.code is distinct from 0 or l.status_code >= 400)`)
  return sql.join(conditions, sql` and `)
}

export type NewOperationLog = typeof operationLogs.$inferInsert

export const insertOperationLog = (db: DbOrTx, values: NewOperationLog) => db.insert(operationLogs).values(values)
