import { toChinaTime } from '../../lib/china-time.js'
import { AdminType, OrgType, type CreateGroupBossAccountBody, type GroupDetail, type SaveGroupBody } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { grantOrg, revokeOrgGrants, systemRoleId } from '../access/account-orgs.service.js'
import { SYSTEM_ROLES } from '../access/system-roles.js'
import { findOrCreateAccount } from '../accounts/accounts.service.js'
import { revokeSessions } from '../auth/sessions.service.js'
import { assertGroupManageable, isPlatformWide } from '../access/tenant-scope.js'
import { assertCode } from '../access/grants.js'
import type { SessionContext } from '../auth/session-context.js'
import { accountTiedToScope } from '../brands/brand-accounts.service.js'
import {
  deleteGroupBossAccount,
  insertGroupBossAccount,
  listGroupBossAccounts,
  findAccountIdByUsername,
  findGroup,
  findGroupByName,
  findFirstGroupIds,
  insertGroup,
  listGroupAccounts,
  listGroupOptions,
  listGroups,
  markGroupStatusConfigured,
  updateGroupAtVersion,
  type GroupRecord,
} from './groups.repository.js'

const EDITABLE = ['name', 'contactName', 'contactPhone', 'contactEmail', 'username', 'remark'] as const

const toDetail = (g: GroupRecord): GroupDetail => ({
  id: g.id,
  name: g.name,
  contactName: g.contactName,
  contactPhone: g.contactPhone,
  contactEmail: g.contactEmail,
  username: g.username,
  remark: g.remark,
  sysVersion: g.sysVersion,
  version: g.version,
})

/** A session manages the groups of its tenant scope: operators all, a group itself, a brand none. */
const assertInScope = (session: SessionContext, groupId: number) => assertGroupManageable(session.scope, groupId)

/** Demo seeds: a group row as given (no checks), inside the caller's transaction; answers its id. */
export const recordGroup = async (tx: DbOrTx, values: Parameters<typeof insertGroup>[1]) => (await insertGroup(tx, values)).id

/** The first groups' ids, oldest first (demo seeds attach their rows to them). */
export const firstGroupIds = (db: DbOrTx, limit: number) => findFirstGroupIds(db, limit)

/** Group configuration status 0 (未配置) becomes 1 on the first save of its configuration (spec 2 §4), inside the caller's transaction. */
export const markGroupConfigured = (db: DbOrTx, groupId: number): Promise<void> => markGroupStatusConfigured(db, groupId)

export const createGroupsService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const mustFind = async (id: number) => {
    const group = await findGroup(db, id)
    if (!group) throw new AppError('NOT_FOUND', '集团不存在或已删除')
    return group
  }

  return {
    async list(session: SessionContext, name: string | undefined, pageNum: number, pageSize: number) {
      const { rows, total } = await listGroups(db, { name, scope: session.scope }, pageNum, pageSize)
      return { list: rows.map((r) => ({ ...r, createdAt: toChinaTime(r.createdAt) })), total, pageNum, pageSize }
    },

    listAll: (session: SessionContext, name: string | undefined) => listGroupOptions(db, name, session.scope),

    async detail(session: SessionContext, id: number) {
      assertInScope(session, id)
      return toDetail(await mustFind(id))
    },

    /** Creates (group.create.btn) or edits (group.edit.btn, at the version the editor loaded). */
    async save(session: SessionContext, body: SaveGroupBody) {
      const values = Object.fromEntries(EDITABLE.map((k) => [k, body[k]])) as Pick<SaveGroupBody, (typeof EDITABLE)[number]>
      return db.transaction(async (tx) => {
        const sameName = await findGroupByName(tx, values.name)
        if (!body.id) {
          await assertCode(tx, session, 'group.create.btn')
          if (!isPlatformWide(session.scope)) throw new AppError('FORBIDDEN')
          if (sameName) throw new AppError('CONFLICT', '集团名称已存在')
          const created = await insertGroup(tx, { ...values, sysVersion: 2, createdAt: clock.now(), updatedAt: clock.now() })
          return { group: toDetail(created), change: { created: values } }
        }
        await assertCode(tx, session, 'group.edit.btn')
        assertInScope(session, body.id)
        const before = await findGroup(tx, body.id)
        if (!before) throw new AppError('NOT_FOUND', '集团不存在或已删除')
        if (sameName && sameName.id !== body.id) throw new AppError('CONFLICT', '集团名称已存在')
        const after = await updateGroupAtVersion(tx, body.id, body.version ?? before.version, values)
        if (!after) throw new AppError('CONFLICT', '该集团已被他人修改，请刷新后重试')
        const changed = Object.fromEntries(EDITABLE.filter((k) => before[k] !== after[k]).map((k) => [k, { from: before[k], to: after[k] }]))
        return { group: toDetail(after), change: { changed } }
      })
    },

    /**
     * Binds an existing account to the group with the group role. A session limited to some groups or
     * brands finds only an account already tied to them (as `hq-account-by-mobile` does): it can
     * neither learn that a mobile belongs to another tenant's person nor give that person its group.
     */
    async bind(session: SessionContext, groupId: number, username: string) {
      assertInScope(session, groupId)
      await mustFind(groupId)
      const accountId = (await accountTiedToScope(db, username, session.scope))?.accountId ?? null
      if (accountId === null) {
        throw new AppError('NOT_FOUND', isPlatformWide(session.scope) ? '该手机号尚未注册账号' : '未找到该手机号的账号，仅可绑定本集团及旗下品牌已有的账号')
      }
      const roleId = await systemRoleId(db, SYSTEM_ROLES.groupOps.key)
      if (roleId === null) throw new AppError('BAD_REQUEST', '集团角色未配置，请联系管理员')
      if ((await grantOrg(db, { accountId, orgType: OrgType.group, orgId: groupId, roleId })) === null) throw new AppError('CONFLICT', '该账号已绑定此集团')
      return { accountId }
    },

    /** Unbinds, and ends the account's sessions that act for the group. */
    async unbind(session: SessionContext, groupId: number, username: string) {
      assertInScope(session, groupId)
      const accountId = await findAccountIdByUsername(db, username)
      return db.transaction(async (tx) => {
        if (accountId === null || !(await revokeOrgGrants(tx, { accountId, orgType: OrgType.group, orgId: groupId }))) throw new AppError('NOT_FOUND', '该账号未绑定此集团')
        await revokeSessions(tx, { accountId, org: { orgType: OrgType.group, orgId: groupId } }, clock.now())
        return { accountId }
      })
    },

    async accounts(session: SessionContext, groupId: number, username: string | undefined, pageNum: number, pageSize: number) {
      assertInScope(session, groupId)
      return listGroupAccounts(db, groupId, username, pageNum, pageSize)
    },

    /** The group's boss-cockpit accounts (spec 2 §2), 20 a page. */
    async bossAccounts(session: SessionContext, body: { groupId: number; keyword?: string | undefined; pageNum: number; pageSize: number }) {
      assertInScope(session, body.groupId)
      if (!(await findGroup(db, body.groupId))) throw new AppError('NOT_FOUND', '集团不存在或已删除')
      const { rows, total } = await listGroupBossAccounts(db, body.groupId, body.keyword, body.pageNum, body.pageSize)
      return { list: rows.map((r) => ({ ...r, createdAt: toChinaTime(r.createdAt) })), total, pageNum: body.pageNum, pageSize: body.pageSize }
    },

    /** Adds a boss-cockpit account to the group: the account with that mobile, created when there is none. */
    async createBossAccount(session: SessionContext, body: CreateGroupBossAccountBody) {
      assertInScope(session, body.groupId)
      return db.transaction(async (tx) => {
        if (!(await findGroup(tx, body.groupId))) throw new AppError('NOT_FOUND', '集团不存在或已删除')
        const account = await findOrCreateAccount(tx, body, AdminType.brandAdmin)
        const row = await insertGroupBossAccount(tx, { groupId: body.groupId, accountId: account.id, createChannel: body.createChannel, createdBy: session.accountId, createdAt: clock.now() })
        if (!row) throw new AppError('CONFLICT', '该手机号已是本集团的老板驾驶舱账号')
        return { id: row.id, accountId: account.id, groupId: body.groupId, name: account.name, mobile: account.username, countryCode: account.countryCode, createChannel: row.createChannel, createdAt: toChinaTime(row.createdAt) }
      })
    },

    async deleteBossAccount(session: SessionContext, body: { id: number; groupId: number }) {
      assertInScope(session, body.groupId)
      return db.transaction(async (tx) => {
        const removed = await deleteGroupBossAccount(tx, body.id, body.groupId)
        if (!removed) throw new AppError('NOT_FOUND', '该老板驾驶舱账号不存在或已删除')
        return { groupId: body.groupId, accountId: removed.accountId }
      })
    },
  }
}

export type GroupsService = ReturnType<typeof createGroupsService>
