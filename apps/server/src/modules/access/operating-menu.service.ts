import type { MenuNodeRecord, MenuNodeSaveBody, MenuPreviewNode, OperatingMenuDetail, OperatingMenuRow } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { findAllMenusWithRoleCounts, findRoleByKey, findRoleMenus, findRolesOfMenu } from './access.repository.js'
import type { RouteEntry } from './route-access.js'
import { deleteMenu, findAllMenus, findMenu, findMenusByCode, findRole, grantMenu, insertMenu, updateMenu, type MenuRecord } from './menus.repository.js'
import { SYSTEM_ROLES } from './system-roles.js'

/** The pages (`page:`) and codes (`code:`) that routes declare as their access. */
const declaredBy = (routes: () => RouteEntry[]) => {
  const pages = new Set<string>()
  const codes = new Set<string>()
  for (const r of routes()) {
    if (r.access.startsWith('page:')) pages.add(r.access.slice(5))
    else if (r.access.startsWith('code:')) codes.add(r.access.slice(5))
  }
  return { pages, codes }
}

/** What a route declares of a node, or null (a page by its path, a button by its code). */
const declaration = (node: Pick<MenuRecord, 'type' | 'path' | 'code'>, declared: ReturnType<typeof declaredBy>) => {
  if (node.type === 4) return node.code && declared.codes.has(node.code) ? `code:${node.code}` : null
  return node.path && declared.pages.has(node.path) ? `page:${node.path}` : null
}

const TYPE_PARENTS: Record<number, number[]> = { 1: [0, 1], 2: [0, 1, 2], 4: [2] }
const TYPE_NAMES: Record<number, string> = { 0: '根', 1: '目录', 2: '页面', 4: '按钮' }

const checkPlacement = (all: MenuRecord[], type: number, pid: number, selfId?: number) => {
  const parent = pid === 0 ? null : all.find((m) => m.id === pid)
  if (pid !== 0 && !parent) throw new AppError('BAD_REQUEST', '上级节点不存在，请刷新后重试')
  if (!TYPE_PARENTS[type]!.includes(parent?.type ?? 0)) throw new AppError('BAD_REQUEST', `${TYPE_NAMES[type]}不能放在${TYPE_NAMES[parent?.type ?? 0]}下`)
  if (selfId !== undefined) {
    const byId = new Map(all.map((m) => [m.id, m]))
    for (let n = parent; n; n = n.pid ? byId.get(n.pid) : undefined) if (n.id === selfId) throw new AppError('BAD_REQUEST', '不能移动到自己或自己的下级节点下')
  }
}

/** The permission tree as the system screens show it (spec 3 §2.9: operatingMenu/list and detail). */
export const createOperatingMenuService = ({ db, routes = () => [] }: { db: Db; routes?: () => RouteEntry[] }) => {
  const rows = async (): Promise<OperatingMenuRow[]> => {
    const all = await findAllMenusWithRoleCounts(db)
    const byId = new Map(all.map(({ menu }) => [menu.id, menu]))
    const trail = (id: number): string[] => {
      const names: string[] = []
      for (let node = byId.get(id); node; node = node.pid ? byId.get(node.pid) : undefined) names.unshift(node.name)
      return names
    }
    return all.map(({ menu, roleCount }) => ({
      id: menu.id,
      pid: menu.pid,
      name: menu.name,
      path: menu.path,
      type: menu.type,
      code: menu.code,
      sort: menu.sort,
      menuStatus: menu.menuStatus,
      keepAlive: menu.keepAlive,
      trail: trail(menu.id).join(' / '),
      roleCount: Number(roleCount),
    }))
  }

  return {
    /** Rows whose name, path or code contains `name`, optionally of one type, in tree order (depth first). */
    async list(filter: { name?: string | undefined; type?: number | undefined }) {
      const all = await rows()
      const children = new Map<number, OperatingMenuRow[]>()
      for (const row of all) children.set(row.pid, [...(children.get(row.pid) ?? []), row])
      const ordered: OperatingMenuRow[] = []
      const walk = (pid: number) => {
        for (const row of children.get(pid) ?? []) {
          ordered.push(row)
          walk(row.id)
        }
      }
      walk(0)
      const needle = filter.name?.toLowerCase()
      return ordered.filter(
        (row) =>
          (filter.type === undefined || row.type === filter.type) &&
          (!needle || [row.name, row.path, row.code].some((v) => v.toLowerCase().includes(needle))),
      )
    },

    async detail(id: number): Promise<OperatingMenuDetail> {
      const all = await rows()
      const row = all.find((r) => r.id === id)
      if (!row) throw new AppError('NOT_FOUND', '菜单不存在')
      return { ...row, children: all.filter((r) => r.pid === id), roles: await findRolesOfMenu(db, id) }
    },

    /** The full record of one node, for the editor form (every field of spec 1 §3) and whether a route declares it. */
    async node(id: number) {
      const node = await findMenu(db, id)
      if (!node) throw new AppError('NOT_FOUND', '菜单不存在')
      const declared = declaration(node, declaredBy(routes))
      // Saves take only 1, 2 and 4 (MenuNodeSaveBodySchema); the column is a plain smallint.
      return { ...node, type: node.type as MenuNodeRecord['type'], declaredBy: declared, roles: await findRolesOfMenu(db, id) }
    },

    /**
     * Adds or edits a node. A new node is granted to the operator role (which holds every node). The path
     * of a page or the code of a button that a route declares cannot change (the route checks it).
     */
    async save(body: MenuNodeSaveBody) {
      if (body.type === 4 && !body.code) throw new AppError('BAD_REQUEST', '按钮必须填写权限码')
      if (body.type !== 4 && !body.path) throw new AppError('BAD_REQUEST', '目录和页面必须填写路径')
      const values = {
        pid: body.pid,
        name: body.name,
        path: body.type === 4 ? '' : body.path,
        description: body.description,
        sort: body.sort,
        type: body.type,
        clientType: body.clientType,
        menuStatus: body.menuStatus,
        icon: body.icon,
        url: body.url,
        serviceId: body.serviceId ?? null,
        code: body.type === 4 ? body.code : '',
        keepAlive: body.keepAlive,
      }
      return db.transaction(async (tx) => {
        const all = await findAllMenus(tx)
        checkPlacement(all, body.type, body.pid, body.id)
        if (values.code) {
          const same = (await findMenusByCode(tx, values.code)).filter((m) => m.id !== body.id)
          if (same.length > 0) throw new AppError('CONFLICT', `权限码「${values.code}」已被其他按钮使用`)
        }
        if (body.id === undefined) {
          const id = await insertMenu(tx, values)
          const admin = await findRoleByKey(tx, SYSTEM_ROLES.platformAdmin.key)
          await grantMenu(tx, admin ? [admin.id] : [], id)
          return { id, detail: { id, ...values } }
        }
        const current = await findMenu(tx, body.id, true)
        if (!current) throw new AppError('NOT_FOUND', '菜单不存在')
        const declared = declaration(current, declaredBy(routes))
        if (declared && (current.type !== values.type || current.path !== values.path || current.code !== values.code)) {
          throw new AppError('BAD_REQUEST', `接口按「${declared}」校验权限，不能修改该节点的类型、路径或权限码`)
        }
        await updateMenu(tx, body.id, values)
        const changed = Object.fromEntries(
          Object.entries(values)
            .filter(([k, v]) => current[k as keyof MenuRecord] !== v)
            .map(([k, v]) => [k, { from: current[k as keyof MenuRecord], to: v }]),
        )
        return { id: body.id, detail: { id: body.id, name: current.name, changed } }
      })
    },

    /** Moves a node under `pid` at position `index` among its siblings; the siblings are renumbered 10, 20, ... */
    async move(body: { id: number; pid: number; index: number }) {
      return db.transaction(async (tx) => {
        const all = await findAllMenus(tx)
        const node = all.find((m) => m.id === body.id)
        if (!node) throw new AppError('NOT_FOUND', '菜单不存在')
        checkPlacement(all, node.type, body.pid, node.id)
        const siblings = all.filter((m) => m.pid === body.pid && m.id !== node.id).sort((a, b) => a.sort - b.sort || a.id - b.id)
        siblings.splice(Math.min(body.index, siblings.length), 0, node)
        for (const [i, sibling] of siblings.entries()) {
          const sort = (i + 1) * 10
          if (sibling.sort !== sort || sibling.id === node.id) await updateMenu(tx, sibling.id, sibling.id === node.id ? { pid: body.pid, sort } : { sort })
        }
        return { id: node.id, name: node.name, pid: { from: node.pid, to: body.pid }, sort: { from: node.sort, to: (siblings.indexOf(node) + 1) * 10 } }
      })
    },

    /**
     * Deletes a leaf node. Refused for a node that has children and for one a route declares as its
     * access. Roles lose it with it; base data never brings it back (it remembers what it applied).
     */
    async remove(id: number) {
      return db.transaction(async (tx) => {
        const node = await findMenu(tx, id, true)
        if (!node) throw new AppError('NOT_FOUND', '菜单不存在')
        const declared = declaration(node, declaredBy(routes))
        if (declared) throw new AppError('BAD_REQUEST', `接口按「${declared}」校验权限，该节点不能删除`)
        const all = await findAllMenus(tx)
        const children = all.filter((m) => m.pid === id).length
        if (children > 0) throw new AppError('BAD_REQUEST', `该节点下还有 ${children} 个子节点，请先删除或移走它们`)
        const holders = await findRolesOfMenu(tx, id)
        await deleteMenu(tx, id)
        return { id, name: node.name, path: node.path, code: node.code, key: node.key, roles: holders.map((r) => r.name) }
      })
    },

    /** The menu a role would see, as the shell renders it: shown directories and pages, with their codes. */
    async preview(roleId: number): Promise<MenuPreviewNode[]> {
      const role = await findRole(db, roleId)
      if (!role) throw new AppError('NOT_FOUND', '角色不存在或已删除')
      return previewOf(db, role.status === 1 ? roleId : null)
    },
  }
}

export type OperatingMenuService = ReturnType<typeof createOperatingMenuService>

const previewOf = async (db: DbOrTx, roleId: number | null): Promise<MenuPreviewNode[]> => {
  const held = roleId === null ? [] : await findRoleMenus(db, roleId)
  const nodes = new Map<number, MenuPreviewNode & { pid: number; sort: number }>()
  for (const m of held) {
    if (m.type === 4 || m.menuStatus !== 1) continue
    nodes.set(m.id, { id: m.id, name: m.name, path: m.path, type: m.type, icon: m.icon, codes: [], children: [], pid: m.pid, sort: m.sort })
  }
  for (const m of held) if (m.type === 4 && m.code) nodes.get(m.pid)?.codes.push(m.code)
  const roots: Array<MenuPreviewNode & { sort: number }> = []
  const sorted = [...nodes.values()].sort((a, b) => a.sort - b.sort || a.id - b.id)
  for (const n of sorted) {
    const parent = n.pid ? nodes.get(n.pid) : undefined
    if (parent) parent.children.push(n)
    else if (n.pid === 0) roots.push(n)
  }
  const strip = (n: MenuPreviewNode): MenuPreviewNode => ({ id: n.id, name: n.name, path: n.path, type: n.type, icon: n.icon, codes: n.codes, children: n.children.map(strip) })
  return roots.map(strip)
}
