import { OrgType, type RoleDetail, type RoleRow, type RoleTreeNode, type SaveRoleBody } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import type { SessionContext } from '../auth/session-context.js'
import { normaliseMenuChoice } from './role-tree.js'
import {
  countRoleHolders,
  deleteRole,
  findExistingGroupIds,
  findMenuHolders,
  findMenuNodes,
  findRoleByName,
  findRoleMenuIds,
  findRoleWithCounts,
  insertRole,
  listRoles,
  lockRole,
  replaceRoleMenus,
  setRoleStatus,
  updateRole,
  type RoleFilter,
} from './roles.repository.js'
import { SYSTEM_ROLES } from './system-roles.js'
import { assertPlatformWide } from './tenant-scope.js'

const GONE = '角色不存在或已删除'
const OPERATOR_KEY = SYSTEM_ROLES.platformAdmin.key

type Counted = NonNullable<Awaited<ReturnType<typeof findRoleWithCounts>>>

const OPERATOR_NOT_DISABLED = '运营管理员角色不能停用'
const OWN_NOT_DISABLED = '不能停用您当前使用的角色'

/** Why `session` may not switch the role off, or null (the status route refuses with the same words). */
const disableRefusalOf = (role: { id: number; key: string | null }, session: SessionContext | null) =>
  role.key === OPERATOR_KEY ? OPERATOR_NOT_DISABLED : session && role.id === session.roleId ? OWN_NOT_DISABLED : null

const toRow = ({ role, accountCount, grantCount }: Counted, session: SessionContext | null = null): RoleRow => ({
  id: role.id,
  name: role.name,
  orgType: role.scope,
  status: role.status,
  remark: role.remark,
  system: role.key !== null,
  accountCount: Number(accountCount),
  disableRefusal: disableRefusalOf(role, session),
  grantCount: Number(grantCount),
  dataScopeGroupIds: role.dataScopeGroupIds ?? null,
  updatedAt: toChinaTime(role.updatedAt),
  version: role.version,
})

/** The names of nodes, as a refusal lists them: at most five, then how many more. */
const nameList = (names: string[]) => (names.length > 5 ? `${names.slice(0, 5).join('、')} 等 ${names.length} 项` : names.join('、'))

/**
 * Role management (issue 12): roles are platform objects, read by platform sessions and changed only by
 * platform-wide ones. A role never grants what its editor does not hold, and the saved choice is
 * normalised (a button brings its page, a page its directories). Grants are read fresh on every
 * request (`grants.ts`), so a change applies to the holders' very next request.
 */
export const createRolesService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const editorHolds = async (tx: DbOrTx, session: SessionContext) => new Set(session.roleId === null ? [] : await findRoleMenuIds(tx, session.roleId))

  const assertPlatform = (session: SessionContext) => {
    if (session.scope.kind !== 'platform' && session.scope.kind !== 'groups') throw new AppError('FORBIDDEN')
    if (session.orgType !== OrgType.platform) throw new AppError('FORBIDDEN')
  }

  /** Normalised node ids for a choice, refusing unknown nodes and grants the editor lacks that the role did not have. */
  const checkedChoice = async (tx: DbOrTx, session: SessionContext, chosen: number[], before: number[]) => {
    const nodes = await findMenuNodes(tx)
    const { menuIds, unknown } = normaliseMenuChoice(nodes, chosen)
    if (unknown.length) throw new AppError('BAD_REQUEST', `菜单节点不存在或已删除：${unknown.slice(0, 5).join('、')}`)
    const holds = await editorHolds(tx, session)
    const had = new Set(before)
    const byId = new Map(nodes.map((n) => [n.id, n]))
    const beyond = menuIds.filter((id) => !had.has(id) && !holds.has(id))
    if (beyond.length) throw new AppError('FORBIDDEN', `不能授予您自己没有的权限：${nameList(beyond.map((id) => byId.get(id)!.name))}`)
    return menuIds
  }

  const checkedGroups = async (tx: DbOrTx, orgType: number, ids: number[] | null | undefined) => {
    if (ids === undefined || ids === null || ids.length === 0) return null
    if (orgType !== OrgType.platform) throw new AppError('BAD_REQUEST', '只有平台角色可以限定数据范围')
    const unique = [...new Set(ids)]
    const found = new Set(await findExistingGroupIds(tx, unique))
    const missing = unique.filter((id) => !found.has(id))
    if (missing.length) throw new AppError('BAD_REQUEST', `集团不存在：${missing.slice(0, 5).join('、')}`)
    return unique.sort((a, b) => a - b)
  }

  const detailOf = async (id: number, session: SessionContext | null = null): Promise<RoleDetail> => {
    const row = await findRoleWithCounts(db, id)
    if (!row) throw new AppError('NOT_FOUND', GONE)
    return { ...toRow(row, session), menuIds: (await findRoleMenuIds(db, id)).sort((a, b) => a - b) }
  }

  return {
    async list(session: SessionContext, filter: RoleFilter & { pageNum: number; pageSize: number }) {
      assertPlatform(session)
      const { rows, total } = await listRoles(db, filter, filter.pageNum, filter.pageSize)
      return { list: rows.map((row) => toRow(row, session)), total, pageNum: filter.pageNum, pageSize: filter.pageSize }
    },

    async detail(session: SessionContext, id: number) {
      assertPlatform(session)
      return detailOf(id, session)
    },

    /** The whole menu tree for the editor: which nodes the editor may grant and which roles hold each. */
    async tree(session: SessionContext): Promise<RoleTreeNode[]> {
      assertPlatform(session)
      const [nodes, holders, holds] = await Promise.all([findMenuNodes(db), findMenuHolders(db), editorHolds(db, session)])
      const heldBy = new Map<number, Array<{ id: number; name: string }>>()
      for (const h of holders) heldBy.set(h.menuId, [...(heldBy.get(h.menuId) ?? []), { id: h.id, name: h.name }])
      return nodes.map((n) => ({ id: n.id, pid: n.pid, name: n.name, path: n.path, code: n.code, type: n.type, grantable: holds.has(n.id), heldBy: heldBy.get(n.id) ?? [] }))
    },

    async save(session: SessionContext, body: SaveRoleBody & { menuIds: number[]; remark: string }) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const result = await db.transaction(async (tx) => {
        const current = body.id ? await lockRole(tx, body.id) : null
        if (body.id && !current) throw new AppError('NOT_FOUND', GONE)
        if (current && body.version !== undefined && body.version !== current.version) throw new AppError('CONFLICT', '该角色已被他人修改，请刷新后重试')
        if (current?.key && current.scope !== body.orgType) throw new AppError('BAD_REQUEST', '系统角色不能修改所属组织类型')
        if (await findRoleByName(tx, body.name, body.orgType, current?.id)) throw new AppError('CONFLICT', '角色名称已存在')
        const before = current ? await findRoleMenuIds(tx, current.id) : []
        const values = { name: body.name, scope: body.orgType, remark: body.remark, dataScopeGroupIds: await checkedGroups(tx, body.orgType, body.dataScopeGroupIds), at }
        if (current?.key === OPERATOR_KEY) {
          // The operator role holds the whole tree, always: only its name and remark change.
          if (values.dataScopeGroupIds) throw new AppError('BAD_REQUEST', '运营管理员角色不能限定数据范围')
          await updateRole(tx, current.id, values)
          return { id: current.id, detail: { id: current.id, name: { from: current.name, to: body.name } } }
        }
        const menuIds = await checkedChoice(tx, session, body.menuIds, before)
        const id = current ? current.id : await insertRole(tx, values)
        if (current) await updateRole(tx, id, values)
        await replaceRoleMenus(tx, id, menuIds)
        const had = new Set(before)
        const now = new Set(menuIds)
        return {
          id,
          detail: {
            id,
            name: current && current.name !== body.name ? { from: current.name, to: body.name } : body.name,
            orgType: body.orgType,
            granted: menuIds.filter((m) => !had.has(m)),
            revoked: before.filter((m) => !now.has(m)),
            dataScopeGroupIds: values.dataScopeGroupIds,
          },
        }
      })
      return { role: await detailOf(result.id), detail: result.detail }
    },

    async copy(session: SessionContext, id: number, name?: string) {
      assertPlatformWide(session.scope)
      const source = await detailOf(id)
      const copyName = name ?? `${source.name} 副本`
      const at = clock.now()
      const newId = await db.transaction(async (tx) => {
        if (await findRoleByName(tx, copyName, source.orgType)) throw new AppError('CONFLICT', `角色名称已存在：${copyName}`)
        const menuIds = await checkedChoice(tx, session, source.menuIds, [])
        const created = await insertRole(tx, { name: copyName, scope: source.orgType, remark: source.remark, dataScopeGroupIds: source.dataScopeGroupIds, at })
        await replaceRoleMenus(tx, created, menuIds)
        return created
      })
      return { role: await detailOf(newId), detail: { id: newId, copiedFrom: id, name: copyName } }
    },

    async setStatus(session: SessionContext, id: number, status: 0 | 1) {
      assertPlatformWide(session.scope)
      const detail = await db.transaction(async (tx) => {
        const current = await lockRole(tx, id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        const refusal = disableRefusalOf(current, session)
        if (refusal && status === 0) throw new AppError('BAD_REQUEST', refusal)
        await setRoleStatus(tx, id, status, clock.now())
        return { id, name: current.name, status: { from: current.status, to: status } }
      })
      return { role: await detailOf(id), detail }
    },

    async remove(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      return db.transaction(async (tx) => {
        const current = await lockRole(tx, id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        if (current.key) throw new AppError('BAD_REQUEST', '系统角色不能删除')
        const holders = await countRoleHolders(tx, id)
        if (holders > 0) throw new AppError('CONFLICT', `有 ${holders} 个账号持有该角色，请先为这些账号更换角色再删除`)
        await deleteRole(tx, id)
        return { id, name: current.name }
      })
    },
  }
}

export type RolesService = ReturnType<typeof createRolesService>

/** What other modules read of roles and menus (the operators page shows an account's grants). */
export { findMenuNodes, findRoleMenuIds, findRolesByIds } from './roles.repository.js'
