import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { AdminType, OrgType } from '@yunying/contracts'
import type { Db, DbOrTx } from '../client.js'
import { accountOrgs, menus, roleMenus, roles } from '../../modules/access/access.table.js'
import { SYSTEM_ROLES } from '../../modules/access/system-roles.js'
import { accounts } from '../../modules/accounts/accounts.table.js'
import { hashPassword } from '../../modules/accounts/password.js'
import { industries } from '../../modules/brands/brands.table.js'
import { baseData } from '../seed-steps.table.js'
import { BRAND_INDUSTRIES } from './dictionaries.js'
import { MENU_TREE, flattenMenuTree } from './menu-tree.js'

export interface BaseDataOptions {
  adminPhone: string
  adminPassword?: string | undefined
}

/**
 * A versioned piece of base data besides the menu tree and the system roles: applied once, in
 * order, like a migration. Modules that need a dictionary to run add a step here.
 */
export interface BaseStep {
  name: string
  run(tx: DbOrTx): Promise<void>
}

const STEPS: BaseStep[] = [
  {
    name: '0001-brand-industries',
    async run(tx) {
      const existing = await tx.select({ brandType: industries.brandType, name: industries.name }).from(industries)
      const have = new Set(existing.map((r) => `${r.brandType}:${r.name}`))
      for (const { brandType, names } of BRAND_INDUSTRIES) {
        const missing = names.map((name, sort) => ({ brandType, name, sort })).filter((r) => !have.has(`${r.brandType}:${r.name}`))
        if (missing.length > 0) await tx.insert(industries).values(missing)
      }
    },
  },
]

/** 16 characters from an alphabet without look-alikes; always has a letter and a digit. */
const generatePassword = () => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const body = Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('')
  return `${body.slice(0, 14)}a7`
}

/** What the definition is made of: when its hash is unchanged and the operator exists, a start skips the work. */
const definitionHash = () =>
  createHash('sha256')
    .update(JSON.stringify({ menus: MENU_TREE, roles: SYSTEM_ROLES, steps: STEPS.map((s) => s.name) }))
    .digest('hex')

const ensureSystemRoles = async (tx: DbOrTx) => {
  const ids = {} as Record<keyof typeof SYSTEM_ROLES, number>
  for (const [name, role] of Object.entries(SYSTEM_ROLES) as Array<[keyof typeof SYSTEM_ROLES, (typeof SYSTEM_ROLES)[keyof typeof SYSTEM_ROLES]]>) {
    const [found] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, role.key)).limit(1)
    ids[name] = found?.id ?? (await tx.insert(roles).values({ key: role.key, name: role.name, scope: role.scope }).returning({ id: roles.id }))[0]!.id
  }
  return ids
}

/**
 * Inserts the menu nodes never applied before (found by key; nodes of databases made before keys
 * are adopted by parent, name, path and code) and grants each new node to the system roles its
 * definition names. Nodes applied before are left as an administrator may have changed them.
 */
const syncMenuTree = async (tx: DbOrTx, roleIds: Record<keyof typeof SYSTEM_ROLES, number>) => {
  const applied = new Set((await tx.select({ name: baseData.name }).from(baseData)).map((r) => r.name))
  const keyed = new Map((await tx.select({ id: menus.id, key: menus.key }).from(menus)).filter((r) => r.key).map((r) => [r.key!, r.id]))
  for (const { node, key, parentKey, sort } of flattenMenuTree(MENU_TREE)) {
    if (applied.has(`menu:${key}`)) continue
    const pid = parentKey === null ? 0 : keyed.get(parentKey)
    // The parent was removed by an administrator: its subtree stays removed.
    if (pid === undefined) continue
    let id = keyed.get(key)
    if (id === undefined) {
      const [legacy] = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.pid, pid), eq(menus.name, node.name), eq(menus.path, node.path ?? ''), eq(menus.code, node.code ?? ''), isNull(menus.key)))
        .limit(1)
      if (legacy) {
        id = legacy.id
        await tx.update(menus).set({ key }).where(eq(menus.id, id))
      } else {
        id = (
          await tx
            .insert(menus)
            .values({
              pid,
              key,
              name: node.name,
              path: node.path ?? '',
              sort,
              type: node.t ?? 2,
              icon: node.icon ?? '',
              code: node.code ?? '',
              keepAlive: node.keepAlive ?? false,
              menuStatus: node.hidden ? 0 : 1,
            })
            .returning({ id: menus.id })
        )[0]!.id
      }
      keyed.set(key, id)
    }
    const grantees = [roleIds.platformAdmin, ...(node.staff ? [roleIds.brandStaff] : []), ...(node.groupOps ? [roleIds.groupOps] : [])]
    await tx.insert(roleMenus).values(grantees.map((roleId) => ({ roleId, menuId: id! }))).onConflictDoNothing()
    await tx.insert(baseData).values({ name: `menu:${key}` }).onConflictDoNothing()
  }
}

const ensureFirstOperator = async (tx: DbOrTx, options: BaseDataOptions, operatorRoleId: number): Promise<string | null> => {
  const claimed = await tx.insert(baseData).values({ name: 'step:first-operator' }).onConflictDoNothing().returning()
  if (claimed.length === 0) return null
  const password = options.adminPassword ?? generatePassword()
  const [admin] = await tx
    .insert(accounts)
    .values({ username: options.adminPhone, name: '平台管理员', passwordHash: await hashPassword(password), adminType: AdminType.platformAdmin })
    .onConflictDoNothing()
    .returning()
  if (!admin) return null
  await tx.insert(accountOrgs).values({ accountId: admin.id, orgType: OrgType.platform, orgId: 0, roleId: operatorRoleId })
  return options.adminPassword ? null : password
}

/**
 * Applies what the product needs to run, on every start and whether or not demo data is wanted:
 * the system roles, the menu tree with its permission codes, the dictionaries of `STEPS` and the
 * first operator. Idempotent; a second process starting at the same time waits, then finds it done.
 * Answers the first operator's generated password the one time it is created.
 */
export const applyBaseData = async (db: Db, options: BaseDataOptions): Promise<{ generatedPassword: string | null }> => {
  const hash = definitionHash()
  const [current] = await db.select({ hash: baseData.hash }).from(baseData).where(eq(baseData.name, 'hash:base')).limit(1)
  if (current?.hash === hash) return { generatedPassword: null }
  return db.transaction(async (tx) => {
    // One applier at a time: the row lock serialises concurrent starts on one database.
    await tx.insert(baseData).values({ name: 'hash:base', hash: '' }).onConflictDoNothing()
    const [locked] = await tx.select({ hash: baseData.hash }).from(baseData).where(eq(baseData.name, 'hash:base')).for('update')
    if (locked?.hash === hash) return { generatedPassword: null }
    const roleIds = await ensureSystemRoles(tx)
    await syncMenuTree(tx, roleIds)
    for (const step of STEPS) {
      const claimed = await tx.insert(baseData).values({ name: `step:${step.name}` }).onConflictDoNothing().returning()
      if (claimed.length > 0) await step.run(tx)
    }
    const generatedPassword = await ensureFirstOperator(tx, options, roleIds.platformAdmin)
    await tx.update(baseData).set({ hash, appliedAt: new Date() }).where(eq(baseData.name, 'hash:base'))
    return { generatedPassword }
  })
}
