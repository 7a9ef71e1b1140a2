import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { likeContains } from '../../lib/sql-literal.js'
import { loginLogs } from './login-logs.table.js'

export type NewLoginLog = typeof loginLogs.$inferInsert

export const insertLoginLog = (db: DbOrTx, values: NewLoginLog) =>
  db.insert(loginLogs).values({ ...values, reason: (values.reason ?? '').slice(0, 200), userAgent: (values.userAgent ?? '').slice(0, 300) })

export interface LoginLogFilter {
  createdAtBegin: string
  createdAtEnd: string
  keyword?: string | undefined
  method?: string | undefined
  result?: 'success' | 'failure' | undefined
  ip?: string | undefined
}

/** FROM text shared by the list and the export: the attempt and the account it names, if any. */
export const LOGIN_LOG_FROM = 'login_logs l left join accounts a on a.id = l.account_id'

/** The search as one condition over `LOGIN_LOG_FROM`, in China days. */
export const loginLogConditions = (filter: LoginLogFilter): SQL => {
  const conditions: SQL[] = [
    sql`l.created_at >= ${`${filter.createdAtBegin} 00:00:00+08:00`}::timestamptz`,
    sql`l.created_at < ${`${filter.createdAtEnd} 00:00:00+08:00`}::timestamptz + interval '1 day'`,
  ]
  if (filter.keyword) conditions.push(sql`(a.name ilike ${likeContains(filter.keyword)} or l.username like ${likeContains(filter.keyword)})`)
  if (filter.method) conditions.push(sql`l.method = ${filter.method}`)
  if (filter.result) conditions.push(sql`l.success = ${filter.result === 'success'}`)
  if (filter.ip) conditions.push(sql`l.ip like ${`${filter.ip.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
  return sql.join(conditions, sql` and `)
}

export const findLoginLogPage = async (db: DbOrTx, where: SQL, offset: number, limit: number) => {
  const result = await db.execute(
    sql`select l.id, l.account_id, coalesce(a.name, '') as account_name, l.username, l.method, l.success, l.reason, l.ip, l.user_agent, l.created_at
      from ${sql.raw(LOGIN_LOG_FROM)} where ${where} order by l.created_at desc, l.id desc limit ${limit} offset ${offset}`,
  )
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    id: Number(r.id),
    accountId: r.account_id === null ? null : Number(r.account_id),
    accountName: String(r.account_name),
    username: String(r.username),
    method: String(r.method),
    success: Boolean(r.success),
    reason: String(r.reason),
    ip: String(r.ip),
    userAgent: String(r.user_agent),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  }))
}

export const countLoginLogs = async (db: DbOrTx, where: SQL) => {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.raw(LOGIN_LOG_FROM)} where ${where}`)
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0)
}
