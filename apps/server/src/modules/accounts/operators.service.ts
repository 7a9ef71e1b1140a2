import { OrgType, maskPhone, type AccountGrant, type AccountRole, type OperatorDetail, type OperatorRow, type SaveOperatorBody } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { setPlatformRoles } from '../access/account-orgs.service.js'
import { findMenuNodes, findRoleMenuIds, findRolesByIds } from '../access/roles.service.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { revokeSessions } from '../auth/sessions.service.js'
import { findAccountByUsername, insertAccount } from './accounts.repository.js'
import {
  findAccountGrants,
  findLiveSessionsOf,
  findOperator,
  findRolesOfAccounts,
  listOperators,
  lockAccount,
  setAccountStatus,
  setOneTimePassword,
  updateAccountProfile,
  type AccountRoleRecord,
  type OperatorFilter,
  type OperatorRecord,
} from './operators.repository.js'
import { generateOneTimePassword, hashPassword } from './password.js'

const GONE = '账号不存在或已删除'
const time = (value: Date | string | null) => (value === null ? '' : toChinaTime(value instanceof Date ? value : new Date(value)))

const toRole = (r: AccountRoleRecord): AccountRole => ({ orgType: r.org_type, orgId: r.org_id, orgName: r.org_name, roleId: r.role_id, roleName: r.role_name })

const toRow = (r: OperatorRecord, roles: AccountRoleRecord[], masked: boolean): OperatorRow => ({
  id: r.id,
  name: r.name,
  mobile: masked ? maskPhone(r.username) : r.username,
  status: r.status,
  mustChangePassword: r.must_change_password,
  roles: roles.filter((x) => x.account_id === r.id).map(toRole),
  onlineSessions: Number(r.online),
  lastLoginAt: time(r.last_login_at),
  createdAt: time(r.created_at),
})

/**
 * Operator accounts (issue 12): platform-wide sessions only. Giving roles follows the rule of role
 * management: an editor never gives a role that grants what the editor does not hold.
 */
export const createOperatorsService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const assertGivable = async (tx: DbOrTx, session: SessionContext, roleIds: number[], had: Set<number>) => {
    const found = await findRolesByIds(tx, roleIds)
    const missing = roleIds.filter((id) => !found.some((r) => r.id === id))
    if (missing.length) throw new AppError('BAD_REQUEST', `角色不存在：${missing.join('、')}`)
    const notPlatform = found.filter((r) => r.scope !== OrgType.platform)
    if (notPlatform.length) throw new AppError('BAD_REQUEST', `只能分配平台角色：${notPlatform.map((r) => r.name).join('、')}`)
    const holds = new Set(session.roleId === null ? [] : await findRoleMenuIds(tx, session.roleId))
    for (const role of found) {
      if (had.has(role.id)) continue
      const grants = await findRoleMenuIds(tx, role.id)
      if (grants.some((m) => !holds.has(m))) throw new AppError('FORBIDDEN', `不能分配权限超出您自己的角色：${role.name}`)
    }
  }

  const detailOf = async (id: number): Promise<OperatorDetail> => {
    const record = await findOperator(db, id)
    if (!record) throw new AppError('NOT_FOUND', GONE)
    const [roles, grants, nodes] = await Promise.all([findRolesOfAccounts(db, [id]), findAccountGrants(db, id), findMenuNodes(db)])
    const byId = new Map(nodes.map((n) => [n.id, n]))
    const trail = (menuId: number) => {
      const names: string[] = []
      for (let n = byId.get(menuId); n; n = n.pid ? byId.get(n.pid) : undefined) names.unshift(n.name)
      return names.join(' / ')
    }
    const orgName = new Map(roles.map((r) => [`${r.org_type}:${r.org_id}`, r.org_name]))
    const merged = new Map<number, AccountGrant>()
    for (const g of grants) {
      const entry = merged.get(g.menu_id) ?? { menuId: g.menu_id, name: g.name, trail: trail(g.menu_id), path: g.path, code: g.code, type: g.type, via: [] }
      entry.via.push({ roleId: g.role_id, roleName: g.role_name, orgName: orgName.get(`${g.org_type}:${g.org_id}`) ?? '', enabled: g.role_status === 1 })
      merged.set(g.menu_id, entry)
    }
    return { ...toRow(record, roles, false), grants: [...merged.values()] }
  }

  return {
    async list(session: SessionContext, body: OperatorFilter & { pageNum: number; pageSize: number }) {
      assertPlatformWide(session.scope)
      const { rows, total } = await listOperators(db, body, body.pageNum, body.pageSize)
      const roles = await findRolesOfAccounts(db, rows.map((r) => r.id))
      return { list: rows.map((r) => toRow(r, roles, true)), total, pageNum: body.pageNum, pageSize: body.pageSize }
    },

    async detail(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      return detailOf(id)
    },

    /** Creates or edits an operator; a new one without a password gets a one-time password, answered once. */
    async save(session: SessionContext, body: SaveOperatorBody & { status: 0 | 1 }) {
      assertPlatformWide(session.scope)
      if (body.id && body.password) throw new AppError('BAD_REQUEST', '修改账号时不能直接设置密码，请使用“重置密码”')
      const at = clock.now()
      const oneTime = body.id || body.password ? null : generateOneTimePassword()
      const passwordHash = body.id ? null : await hashPassword(body.password ?? oneTime!)
      const roleIds = [...new Set(body.roleIds)]
      const result = await db.transaction(async (tx) => {
        const same = await findAccountByUsername(tx, body.mobile)
        if (same && same.id !== body.id) throw new AppError('CONFLICT', '该手机号已有账号')
        if (body.id) {
          const current = await lockAccount(tx, body.id)
          if (!current) throw new AppError('NOT_FOUND', GONE)
          if (current.id === session.accountId && body.status === 0) throw new AppError('BAD_REQUEST', '不能停用您自己的账号')
          const before = (await findRolesOfAccounts(tx, [current.id])).filter((r) => r.org_type === OrgType.platform).map((r) => r.role_id)
          await assertGivable(tx, session, roleIds, new Set(before))
          await updateAccountProfile(tx, current.id, { name: body.name, username: body.mobile, status: body.status, at })
          await setPlatformRoles(tx, current.id, roleIds)
          if (body.status === 0) await revokeSessions(tx, { accountId: current.id }, at)
          return { id: current.id, detail: { id: current.id, name: body.name, mobile: maskPhone(body.mobile), roleIds: { from: before, to: roleIds }, status: body.status } }
        }
        await assertGivable(tx, session, roleIds, new Set())
        const created = await insertAccount(tx, { username: body.mobile, name: body.name, passwordHash, status: body.status, adminType: 1, mustChangePassword: oneTime !== null })
        await setPlatformRoles(tx, created.id, roleIds)
        return { id: created.id, detail: { id: created.id, name: body.name, mobile: maskPhone(body.mobile), roleIds, status: body.status, oneTimePassword: oneTime !== null } }
      })
      return { saved: { id: result.id, oneTimePassword: oneTime }, detail: result.detail }
    },

    async setStatus(session: SessionContext, id: number, status: 0 | 1) {
      assertPlatformWide(session.scope)
      if (id === session.accountId && status === 0) throw new AppError('BAD_REQUEST', '不能停用您自己的账号')
      const at = clock.now()
      return db.transaction(async (tx) => {
        const current = await lockAccount(tx, id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        await setAccountStatus(tx, id, status, at)
        const ended = status === 0 ? await revokeSessions(tx, { accountId: id }, at) : 0
        return { id, name: current.name, status: { from: current.status, to: status }, endedSessions: ended }
      })
    },

    /** A new one-time password: every session of the account ends and the next sign-in must change it. */
    async resetPassword(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      const password = generateOneTimePassword()
      const passwordHash = await hashPassword(password)
      const at = clock.now()
      const detail = await db.transaction(async (tx) => {
        const current = await lockAccount(tx, id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        await setOneTimePassword(tx, id, passwordHash, at)
        const ended = await revokeSessions(tx, { accountId: id }, at)
        return { id, name: current.name, endedSessions: ended }
      })
      return { password, detail }
    },

    async sessions(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      if (!(await findOperator(db, id))) throw new AppError('NOT_FOUND', GONE)
      const rows = await findLiveSessionsOf(db, id, clock.now())
      const roles = await findRolesOfAccounts(db, [id])
      return rows.map((s) => ({
        id: s.id,
        ip: s.ip,
        userAgent: s.userAgent,
        orgName: s.orgType === null ? '未选择组织' : (roles.find((r) => r.org_type === s.orgType && r.org_id === s.orgId)?.org_name ?? ''),
        createdAt: toChinaTime(s.createdAt),
        lastSeenAt: toChinaTime(s.lastSeenAt),
      }))
    },

    /** Ends one session of the account, or all of them: their next request answers 50002. */
    async kick(session: SessionContext, id: number, sessionId?: number) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      return db.transaction(async (tx) => {
        const current = await lockAccount(tx, id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        const ended = await revokeSessions(tx, { accountId: id, sessionIds: sessionId ? [sessionId] : undefined }, at)
        if (sessionId && ended === 0) throw new AppError('NOT_FOUND', '该会话已结束')
        return { id, name: current.name, sessionId: sessionId ?? null, endedSessions: ended }
      })
    },
  }
}

export type OperatorsService = ReturnType<typeof createOperatorsService>
