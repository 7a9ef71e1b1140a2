import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { AdminType, OrgType } from '@yunying/contracts'
import type { Db, DbOrTx } from '../client.js'
import { grantOrg } from '../../modules/access/account-orgs.service.js'
import { ensureSystemRoles, syncMenuTree, type BaseMenuNode } from '../../modules/access/base-menus.service.js'
import { SYSTEM_ROLES } from '../../modules/access/system-roles.js'
import { createAccount, findAccountByUsername, hashPassword } from '../../modules/accounts/accounts.service.js'
import { addMissingIndustries } from '../../modules/brands/brands.service.js'
import { baseData } from '../seed-steps.table.js'
import { applyQrDictionaries } from '../../modules/qr-rules/qr-seed.service.js'
import { BRAND_INDUSTRIES, QR_DICTIONARIES } from './dictionaries.js'
import { MENU_TREE, flattenMenuTree } from './menu-tree.js'
import { applyMetadataBase } from '../../modules/metadata/metadata-seed.service.js'
import { METADATA_BASIC_FIELDS, METADATA_INDUSTRIES, METADATA_MODULES, METADATA_TOP_NODES } from './metadata-dictionaries.js'

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
    run: (tx) => addMissingIndustries(tx, BRAND_INDUSTRIES),
  },
  {
    name: '0002-qrcode-dictionaries',
    run: (tx) => applyQrDictionaries(tx, QR_DICTIONARIES),
  },
  {
    name: '0003-metadata-registry',
    run: (tx) => applyMetadataBase(tx, { modules: METADATA_MODULES, topNodes: METADATA_TOP_NODES, industries: METADATA_INDUSTRIES, basicFields: METADATA_BASIC_FIELDS }),
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

/** The menu tree as access applies it: each node with its key, its parent's and the system roles it is first granted to. */
const baseMenuNodes = (): BaseMenuNode[] =>
  flattenMenuTree(MENU_TREE).map(({ node, key, parentKey, sort }) => ({
    key,
    parentKey,
    sort,
    name: node.name,
    path: node.path ?? '',
    type: node.t ?? 2,
    icon: node.icon ?? '',
    code: node.code ?? '',
    keepAlive: node.keepAlive ?? false,
    hidden: node.hidden ?? false,
    grantTo: ['platformAdmin', ...(node.staff ? (['brandStaff'] as const) : []), ...(node.groupOps ? (['groupOps'] as const) : [])],
  }))

const applyMenuTree = async (tx: DbOrTx, roleIds: Awaited<ReturnType<typeof ensureSystemRoles>>) => {
  const applied = new Set((await tx.select({ name: baseData.name }).from(baseData)).map((r) => r.name))
  await syncMenuTree(
    tx,
    baseMenuNodes(),
    roleIds,
    (key) => applied.has(`menu:${key}`),
    async (key) => {
      await tx.insert(baseData).values({ name: `menu:${key}` }).onConflictDoNothing()
    },
  )
}

const ensureFirstOperator = async (tx: DbOrTx, options: BaseDataOptions, operatorRoleId: number): Promise<string | null> => {
  const claimed = await tx.insert(baseData).values({ name: 'step:first-operator' }).onConflictDoNothing().returning()
  if (claimed.length === 0) return null
  const password = options.adminPassword ?? generatePassword()
  if (await findAccountByUsername(tx, options.adminPhone)) return null
  const admin = await createAccount(tx, { username: options.adminPhone, name: '平台管理员', passwordHash: await hashPassword(password), adminType: AdminType.platformAdmin })
  await grantOrg(tx, { accountId: admin.id, orgType: OrgType.platform, orgId: 0, roleId: operatorRoleId })
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
    await applyMenuTree(tx, roleIds)
    for (const step of STEPS) {
      const claimed = await tx.insert(baseData).values({ name: `step:${step.name}` }).onConflictDoNothing().returning()
      if (claimed.length > 0) await step.run(tx)
    }
    const generatedPassword = await ensureFirstOperator(tx, options, roleIds.platformAdmin)
    await tx.update(baseData).set({ hash, appliedAt: new Date() }).where(eq(baseData.name, 'hash:base'))
    return { generatedPassword }
  })
}
