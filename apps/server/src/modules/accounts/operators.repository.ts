import { and, eq, isNull, gt, sql, type SQL } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { likeContains } from '../../lib/sql-literal.js'
import { sessions } from '../auth/sessions.table.js'
import { accounts } from './accounts.table.js'

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export interface OperatorFilter {
  keyword?: string | undefined
  status?: number | undefined
  roleId?: number | undefined
  kind: 'platform' | 'all'
}

const operatorConditions = (f: OperatorFilter): SQL => {
  const conditions: SQL[] = [sql`true`]
  if (f.kind === 'platform') conditions.push(sql`exists (select 1 from account_orgs ao where ao.account_id = a.id and ao.org_type = ${OrgType.platform})`)
  if (f.keyword) conditions.push(sql`(a.name ilike ${likeContains(f.keyword)} or a.username like ${likeContains(f.keyword)})`)
  if (f.status !== undefined) conditions.push(sql`a.status = ${f.status}`)
  if (f.roleId !== undefined) conditions.push(sql`exists (select 1 from account_orgs ao where ao.account_id = a.id and ao.role_id = ${f.roleId})`)
  return sql.join(conditions, sql` and `)
}

export interface OperatorRecord {
  id: number
  name: string
  username: string
  status: number
  must_change_password: boolean
  created_at: Date | string
  last_login_at: Date | string | null
  online: number
}

const OPERATOR_COLUMNS = sql`a.id, a.name, a.username, a.status, a.must_change_password, a.created_at,
  (select max(l.created_at) from login_logs l where l.account_id = a.id and l.success) as last_login_at,
  (select count(*)::int from sessions s where s.account_id = a.id and s.revoked_at is null and s.expires_at > now()) as online`

export const listOperators = async (db: DbOrTx, filter: OperatorFilter, pageNum: number, pageSize: number) => {
  const where = operatorConditions(filter)
  const [page, total] = await Promise.all([
    db.execute(sql`select ${OPERATOR_COLUMNS} from accounts a where ${where} order by a.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as n from accounts a where ${where}`),
  ])
  return { rows: rowsOf<OperatorRecord>(page), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) }
}

export const findOperator = async (db: DbOrTx, id: number) => rowsOf<OperatorRecord>(await db.execute(sql`select ${OPERATOR_COLUMNS} from accounts a where a.id = ${id}`))[0] ?? null

export interface AccountRoleRecord {
  account_id: number
  org_type: number
  org_id: number
  org_name: string
  role_id: number
  role_name: string
  role_status: number
}

/** Every organisation the accounts act for, with the role there and the organisation's name. */
export const findRolesOfAccounts = async (db: DbOrTx, ids: number[]): Promise<AccountRoleRecord[]> =>
  ids.length === 0
    ? []
    : rowsOf<AccountRoleRecord>(
        await db.execute(sql`select ao.account_id, ao.org_type, ao.org_id, r.id as role_id, r.name as role_name, r.status as role_status,
            case ao.org_type when 0 then '平台' when 1 then coalesce(g.name, '') when 2 then coalesce(b.name, '') else '' end as org_name
          from account_orgs ao join roles r on r.id = ao.role_id
          left join groups g on ao.org_type = 1 and g.id = ao.org_id
          left join brands b on ao.org_type = 2 and b.id = ao.org_id
          where ao.account_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          order by ao.org_type, ao.org_id, r.id`),
      )

export interface GrantRecord {
  menu_id: number
  name: string
  path: string
  code: string
  type: number
  role_id: number
  role_name: string
  role_status: number
  org_type: number
  org_id: number
}

/** Pages and buttons the account holds through each of its roles. */
export const findAccountGrants = async (db: DbOrTx, accountId: number): Promise<GrantRecord[]> =>
  rowsOf<GrantRecord>(
    await db.execute(sql`select m.id as menu_id, m.name, m.path, m.code, m.type, r.id as role_id, r.name as role_name, r.status as role_status, ao.org_type, ao.org_id
      from account_orgs ao join roles r on r.id = ao.role_id join role_menus rm on rm.role_id = r.id join menus m on m.id = rm.menu_id
      where ao.account_id = ${accountId} and m.type in (2, 4)
      order by m.id, r.id`),
  )

export const updateAccountProfile = (db: DbOrTx, id: number, values: { name: string; username: string; status: number; at: Date }) =>
  db.update(accounts).set({ name: values.name, username: values.username, status: values.status, updatedAt: values.at, version: sql`${accounts.version} + 1` }).where(eq(accounts.id, id))

export const setAccountStatus = (db: DbOrTx, id: number, status: number, at: Date) =>
  db.update(accounts).set({ status, updatedAt: at, version: sql`${accounts.version} + 1` }).where(eq(accounts.id, id))

/** A password an administrator set: the account must change it at its next sign-in. */
export const setOneTimePassword = (db: DbOrTx, id: number, passwordHash: string, at: Date) =>
  db.update(accounts).set({ passwordHash, mustChangePassword: true, passwordChangedAt: at, updatedAt: at }).where(eq(accounts.id, id))

export const lockAccount = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1)
  return row ?? null
}

export const findLiveSessionsOf = async (db: DbOrTx, accountId: number, now: Date) =>
  db
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, orgType: sessions.orgType, orgId: sessions.orgId, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(sql`${sessions.lastSeenAt} desc`)
