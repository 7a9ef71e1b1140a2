import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { AdminType, OrgType } from '@yunying/contracts'
import type { Db, DbOrTx } from '../client.js'
import { accountOrgs, menus, roleMenus, roles } from '../../modules/access/access.table.js'
import { accounts } from '../../modules/accounts/accounts.table.js'
import { hashPassword } from '../../modules/accounts/password.js'
import { brands, industries } from '../../modules/brands/brands.table.js'
import { groups } from '../../modules/groups/groups.table.js'
import { customerSuggests } from '../../modules/feedback/feedback.table.js'
import { updateNotices } from '../../modules/shell/notices.table.js'
import { seedSteps } from '../seed-steps.table.js'
import { DEMO_GROUPS, DEMO_INDUSTRIES } from './demo-data.js'
import { MENU_TREE, type MenuSeed } from './menu-data.js'
import { DEMO_FEEDBACK, DEMO_GROUP_OPS_PHONE, DEMO_NOTICES, GROUP_OPS_ROLE, menuIdsWhere, syncMenus } from './shell-seed.js'
import { seedBatchShipping, seedTaskPermission } from './tasks-seed.js'
import { seedBrandServices } from './brand-services-seed.js'

export const OPERATOR_ROLE = '运营管理员'
export const BRAND_STAFF_ROLE = '品牌员工'

interface SeedOptions {
  adminPhone: string
  adminPassword?: string | undefined
  /** Set by the run once it has generated the operator's password, for the steps after it. */
  generatedPassword?: string | undefined
}

/** 16 characters from an alphabet without look-alikes; always has a letter and a digit. */
const generatePassword = () => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(16)
  const body = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
  return `${body.slice(0, 14)}a7`
}

const insertMenus = async (tx: DbOrTx, nodes: MenuSeed[], pid: number, staffIds: number[], allIds: number[]) => {
  for (const [index, node] of nodes.entries()) {
    const [row] = await tx
      .insert(menus)
      .values({
        pid,
        name: node.name,
        path: node.path ?? '',
        sort: (index + 1) * 10,
        type: node.t ?? 2,
        icon: node.icon ?? '',
        code: node.code ?? '',
        keepAlive: node.keepAlive ?? false,
      })
      .returning({ id: menus.id })
    allIds.push(row!.id)
    if (node.staff) staffIds.push(row!.id)
    if (node.items) await insertMenus(tx, node.items, row!.id, staffIds, allIds)
  }
}

type Step = { name: string; run: (tx: DbOrTx, options: SeedOptions) => Promise<{ generatedPassword?: string } | void> }

const STEPS: Step[] = [
  {
    name: '0001-access-and-operator',
    async run(tx, options) {
      const staffIds: number[] = []
      const allIds: number[] = []
      await insertMenus(tx, MENU_TREE, 0, staffIds, allIds)
      const [operatorRole] = await tx.insert(roles).values({ name: OPERATOR_ROLE, scope: 0 }).returning()
      const [staffRole] = await tx.insert(roles).values({ name: BRAND_STAFF_ROLE, scope: OrgType.brand }).returning()
      await tx.insert(roleMenus).values(allIds.map((menuId) => ({ roleId: operatorRole!.id, menuId })))
      await tx.insert(roleMenus).values(staffIds.map((menuId) => ({ roleId: staffRole!.id, menuId })))
      const password = options.adminPassword ?? generatePassword()
      const [admin] = await tx
        .insert(accounts)
        .values({ username: options.adminPhone, name: '平台管理员', passwordHash: await hashPassword(password), adminType: AdminType.platformAdmin })
        .onConflictDoNothing()
        .returning()
      if (!admin) return {}
      await tx.insert(accountOrgs).values({ accountId: admin.id, orgType: OrgType.platform, orgId: 0, roleId: operatorRole!.id })
      return options.adminPassword ? {} : { generatedPassword: password }
    },
  },
  {
    name: '0002-demo-groups-and-brands',
    async run(tx) {
      for (const { brandType, names } of DEMO_INDUSTRIES) {
        await tx.insert(industries).values(names.map((name, i) => ({ brandType, name, sort: i })))
      }
      const industryRows = await tx.select().from(industries)
      let n = 0
      for (const g of DEMO_GROUPS) {
        const [group] = await tx
          .insert(groups)
          .values({ name: g.name, contactName: g.contactName, contactPhone: g.contactPhone, username: g.contactPhone, status: n % 2 })
          .returning({ id: groups.id })
        for (const [name, brandType] of g.brands) {
          n++
          const industry = industryRows.find((i) => i.brandType === brandType)
          await tx.insert(brands).values({
            groupId: group!.id,
            name,
            brandType,
            industryId: industry?.id ?? null,
            isTest: n % 4 === 0 ? 1 : 0,
            status: [1, 2, 1, 5, 1, 4][n % 6]!,
            accountVersion: n % 5 === 0 ? null : 1,
            produceVersion: [10001, 10002, 10003][n % 3]!,
            produceModel: [1, 2, 3][n % 3]!,
            bossCockpitOpen: n % 2,
            isAllowUpgrade: n % 3 === 0 ? 1 : 0,
            address: '安徽省合肥市蜀山区长江西路 100 号',
            createdAt: sql`now() - make_interval(days => ${n * 7})`,
          })
        }
      }
    },
  },
  {
    name: '0003-demo-brand-staff',
    async run(tx, options) {
      // A brand-staff account acting for two brands: it chooses one after login and can switch.
      const staffRole = await findRoleByName(tx, BRAND_STAFF_ROLE)
      const firstBrands = await tx.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(2)
      const password = options.adminPassword ?? options.generatedPassword
      if (!staffRole || firstBrands.length === 0 || !password) return
      const [staff] = await tx
        .insert(accounts)
        .values({ username: DEMO_STAFF_PHONE, name: '品牌店长', passwordHash: await hashPassword(password), adminType: AdminType.brandAdmin })
        .onConflictDoNothing()
        .returning()
      if (!staff) return
      await tx.insert(accountOrgs).values(firstBrands.map((b) => ({ accountId: staff.id, orgType: OrgType.brand, orgId: b.id, roleId: staffRole.id })))
    },
  },
  {
    name: '0100-shell-menu-sync',
    async run(tx) {
      // Databases seeded before the shell's menu nodes (feedback, store list, permission codes) get them
      // here; on a fresh database step 0001 already inserted the whole tree and this changes nothing.
      const operatorRole = await findRoleByName(tx, OPERATOR_ROLE)
      const staffRole = await findRoleByName(tx, BRAND_STAFF_ROLE)
      if (!operatorRole || !staffRole) return
      await syncMenus(tx, MENU_TREE, 0, { operator: operatorRole.id, staff: staffRole.id })
    },
  },
  {
    name: '0101-shell-group-operations',
    async run(tx, options) {
      // A second set of menus for one account: it acts for a group (group operations) or for a brand
      // (brand staff), and switching between them rebuilds the console's menu in place.
      const [groupRole] = await tx.insert(roles).values({ name: GROUP_OPS_ROLE, scope: OrgType.group }).returning()
      const ids = await menuIdsWhere(tx, MENU_TREE, (node) => Boolean(node.groupOps))
      if (ids.length > 0) await tx.insert(roleMenus).values(ids.map((menuId) => ({ roleId: groupRole!.id, menuId }))).onConflictDoNothing()
      const staffRole = await findRoleByName(tx, BRAND_STAFF_ROLE)
      const [firstGroup] = await tx.select({ id: groups.id }).from(groups).orderBy(groups.id).limit(1)
      const [firstBrand] = firstGroup ? await tx.select({ id: brands.id }).from(brands).where(eq(brands.groupId, firstGroup.id)).orderBy(brands.id).limit(1) : []
      const password = options.adminPassword ?? options.generatedPassword
      if (!staffRole || !firstGroup || !firstBrand || !password) return
      const [account] = await tx
        .insert(accounts)
        .values({ username: DEMO_GROUP_OPS_PHONE, name: '集团运营经理', passwordHash: await hashPassword(password), adminType: AdminType.brandAdmin })
        .onConflictDoNothing()
        .returning()
      if (!account) return
      await tx.insert(accountOrgs).values([
        { accountId: account.id, orgType: OrgType.group, orgId: firstGroup.id, roleId: groupRole!.id },
        { accountId: account.id, orgType: OrgType.brand, orgId: firstBrand.id, roleId: staffRole.id },
      ])
    },
  },
  {
    name: '0102-shell-update-notices',
    async run(tx) {
      await tx.insert(updateNotices).values(DEMO_NOTICES.map(({ daysAgo, ...n }) => ({ ...n, createdAt: sql`now() - make_interval(days => ${daysAgo})` })))
    },
  },
  {
    name: '0103-shell-feedback',
    async run(tx) {
      const brandRows = await tx.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(6)
      if (brandRows.length === 0) return
      const rows = Array.from({ length: 72 }, (_, i) => {
        const [content, contact] = DEMO_FEEDBACK[i % DEMO_FEEDBACK.length]!
        return {
          brandId: brandRows[i % brandRows.length]!.id,
          content,
          contact,
          channel: [1, 2, 5, 6, 11][i % 5]!,
          status: i % 3 === 0 ? 1 : 0,
          createdAt: sql`now() - make_interval(hours => ${i * 5 + 1})`,
          handledAt: i % 3 === 0 ? sql`now() - make_interval(hours => ${i * 5})` : null,
        }
      })
      await tx.insert(customerSuggests).values(rows)
    },
  },
  {
    name: '0200-tasks-permission',
    run: (tx) => seedTaskPermission(tx, OPERATOR_ROLE),
  },
  {
    name: '0201-tasks-demo-batch-shipping',
    run: (tx, options) => seedBatchShipping(tx, options.adminPhone),
  },
  {
    name: '0300-brand-services',
    run: (tx) => seedBrandServices(tx),
  },
]

/** The demo brand-staff account; it shares the first operator's password. */
export const DEMO_STAFF_PHONE = '13900000001'

/**
 * Applies the demo steps not applied yet, each in its own transaction, so running it again
 * changes nothing and later issues extend it by adding steps.
 */
export const seedDemo = async (db: Db, options: SeedOptions): Promise<{ generatedPassword: string | null; applied: string[] }> => {
  let generatedPassword: string | null = null
  const applied: string[] = []
  const stepOptions: SeedOptions = { ...options }
  for (const step of STEPS) {
    await db.transaction(async (tx) => {
      // The insert is the claim: a second process seeding at the same time waits here, then skips.
      const claimed = await tx.insert(seedSteps).values({ name: step.name }).onConflictDoNothing().returning()
      if (claimed.length === 0) return
      const result = await step.run(tx, stepOptions)
      if (result && result.generatedPassword) {
        generatedPassword = result.generatedPassword
        stepOptions.generatedPassword = result.generatedPassword
      }
      applied.push(step.name)
    })
  }
  return { generatedPassword, applied }
}

export const findRoleByName = async (db: DbOrTx, name: string) => {
  const [row] = await db.select().from(roles).where(eq(roles.name, name)).limit(1)
  return row ?? null
}
