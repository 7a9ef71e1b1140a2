import type { DbOrTx } from '../../db/client.js'
import { findMenuIdsByKey, findRoleIdsByKey, findUnkeyedMenu, grantMenu, insertMenu, insertRole, setMenuKey } from './base-menus.repository.js'
import { SYSTEM_ROLES } from './system-roles.js'

// Base data of access (roles, menus, role_menus), applied on every start by db/base through these,
// inside its transaction: access writes its own tables.

export type SystemRoleIds = Record<keyof typeof SYSTEM_ROLES, number>

/** The system roles by stable key, created when missing; answers their ids. */
export const ensureSystemRoles = async (tx: DbOrTx): Promise<SystemRoleIds> => {
  const existing = await findRoleIdsByKey(tx)
  const ids = {} as SystemRoleIds
  for (const [name, role] of Object.entries(SYSTEM_ROLES) as Array<[keyof typeof SYSTEM_ROLES, (typeof SYSTEM_ROLES)[keyof typeof SYSTEM_ROLES]]>) {
    ids[name] = existing.get(role.key) ?? (await insertRole(tx, { key: role.key, name: role.name, scope: role.scope }))
  }
  return ids
}

/** One node of the base menu tree, flattened: found by its key, under its parent's. */
export interface BaseMenuNode {
  key: string
  parentKey: string | null
  sort: number
  name: string
  path: string
  type: number
  icon: string
  code: string
  keepAlive: boolean
  hidden: boolean
  /** The system roles granted the node when it is first applied. */
  grantTo: Array<keyof typeof SYSTEM_ROLES>
}

/**
 * Inserts the menu nodes never applied before (`isApplied`; nodes of databases made before keys
 * are adopted by parent, name, path and code) and grants each new node to the system roles it
 * names; `markApplied` records each. Nodes applied before are left as an administrator may have
 * changed them, and a node whose parent an administrator removed stays removed.
 */
export const syncMenuTree = async (
  tx: DbOrTx,
  nodes: BaseMenuNode[],
  roleIds: SystemRoleIds,
  isApplied: (key: string) => boolean,
  markApplied: (key: string) => Promise<void>,
) => {
  const keyed = await findMenuIdsByKey(tx)
  for (const node of nodes) {
    if (isApplied(node.key)) continue
    const pid = node.parentKey === null ? 0 : keyed.get(node.parentKey)
    if (pid === undefined) continue
    let id = keyed.get(node.key)
    if (id === undefined) {
      const legacy = await findUnkeyedMenu(tx, { pid, name: node.name, path: node.path, code: node.code })
      if (legacy !== null) {
        id = legacy
        await setMenuKey(tx, id, node.key)
      } else {
        id = await insertMenu(tx, {
          pid,
          key: node.key,
          name: node.name,
          path: node.path,
          sort: node.sort,
          type: node.type,
          icon: node.icon,
          code: node.code,
          keepAlive: node.keepAlive,
          menuStatus: node.hidden ? 0 : 1,
        })
      }
      keyed.set(node.key, id)
    }
    await grantMenu(tx, node.grantTo.map((role) => roleIds[role]), id)
    await markApplied(node.key)
  }
}
