import { and, desc, eq, exists, ilike, like, or, sql } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { accountOrgs } from '../access/access.table.js'
import { brandRowsCondition, isPlatformWide, managedGroupsCondition, type TenantScope } from '../access/tenant-scope.js'
import { accounts } from '../accounts/accounts.table.js'
import { brandSuperAdmins } from './brand-super-admins.table.js'
import { brandBossAccounts } from './boss-accounts.table.js'
import { brands } from './brands.table.js'
import { likeContains } from '../../lib/sql-literal.js'

/**
 * The account with this mobile, only when it is already tied to the scope: it acts for a brand or a
 * group of the scope, or holds a boss-cockpit account of one of its brands. A platform-wide scope
 * sees every account; nobody else learns whether a person outside their organisations exists.
 */
export const findAccountByMobile = async (db: DbOrTx, mobile: string, scope: TenantScope) => {
  const byBrand = brandRowsCondition(scope, { brandId: brands.id, groupId: brands.groupId })
  const byGroup = managedGroupsCondition(scope, accountOrgs.orgId)
  const tied = isPlatformWide(scope)
    ? undefined
    : or(
        exists(
          db
            .select({ one: sql`1` })
            .from(accountOrgs)
            .innerJoin(brands, and(eq(accountOrgs.orgType, OrgType.brand), eq(brands.id, accountOrgs.orgId)))
            .where(and(eq(accountOrgs.accountId, accounts.id), byBrand)),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(accountOrgs)
            .where(and(eq(accountOrgs.accountId, accounts.id), eq(accountOrgs.orgType, OrgType.group), byGroup)),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(brandBossAccounts)
            .innerJoin(brands, eq(brands.id, brandBossAccounts.brandId))
            .where(and(eq(brandBossAccounts.accountId, accounts.id), byBrand)),
        ),
      )
  const [row] = await db
    .select({ accountId: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.username, mobile), tied))
    .limit(1)
  return row ?? null
}

// ───────────────────────────── super admins ─────────────────────────────

export const hasSuperAdmin = async (db: DbOrTx, brandId: number, accountId: number) =>
  (
    await db
      .select({ id: brandSuperAdmins.id })
      .from(brandSuperAdmins)
      .where(and(eq(brandSuperAdmins.brandId, brandId), eq(brandSuperAdmins.accountId, accountId)))
      .limit(1)
  ).length > 0

export type SuperAdminLink = typeof brandSuperAdmins.$inferInsert

export const insertSuperAdmin = async (tx: DbOrTx, values: SuperAdminLink) => (await tx.insert(brandSuperAdmins).values(values).returning())[0]!

/** Adds the links not there yet (an import adds many at once). */
export const insertSuperAdminLinks = async (tx: DbOrTx, values: SuperAdminLink[]) => {
  if (values.length) await tx.insert(brandSuperAdmins).values(values).onConflictDoNothing()
}

const superAdminColumns = {
  id: brandSuperAdmins.id,
  accountId: brandSuperAdmins.accountId,
  brandId: brandSuperAdmins.brandId,
  groupId: brandSuperAdmins.groupId,
  name: accounts.name,
  mobile: accounts.username,
  countryCode: accounts.countryCode,
  createdAt: brandSuperAdmins.createdAt,
}

export const listSuperAdmins = async (db: DbOrTx, brandId: number, pageNum: number, pageSize: number) => {
  const where = eq(brandSuperAdmins.brandId, brandId)
  const query = db.select(superAdminColumns).from(brandSuperAdmins).innerJoin(accounts, eq(accounts.id, brandSuperAdmins.accountId)).where(where)
  const rows = await pageRows(query.$dynamic(), [desc(brandSuperAdmins.createdAt), desc(brandSuperAdmins.id)], pageNum, pageSize)
  return { rows, total: await db.$count(brandSuperAdmins, where) }
}

export const findSuperAdmin = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ ...superAdminColumns, accountOrgId: brandSuperAdmins.accountOrgId })
    .from(brandSuperAdmins)
    .innerJoin(accounts, eq(accounts.id, brandSuperAdmins.accountId))
    .where(eq(brandSuperAdmins.id, id))
    .limit(1)
  return row ?? null
}

export const deleteSuperAdmin = (tx: DbOrTx, id: number) => tx.delete(brandSuperAdmins).where(eq(brandSuperAdmins.id, id))

// ───────────────────────────── boss-cockpit accounts ─────────────────────────────

const bossColumns = {
  id: brandBossAccounts.id,
  accountId: brandBossAccounts.accountId,
  brandId: brandBossAccounts.brandId,
  groupId: brandBossAccounts.groupId,
  name: accounts.name,
  mobile: accounts.username,
  countryCode: accounts.countryCode,
  accountType: brandBossAccounts.accountType,
  createChannel: brandBossAccounts.createChannel,
  createdAt: brandBossAccounts.createdAt,
}

export const listBossAccounts = async (
  db: DbOrTx,
  filter: { brandId: number; accountType: number; keyword?: string | undefined },
  pageNum: number,
  pageSize: number,
) => {
  const keyword = filter.keyword ? likeContains(filter.keyword) : null
  const where = and(
    eq(brandBossAccounts.brandId, filter.brandId),
    eq(brandBossAccounts.accountType, filter.accountType),
    keyword ? or(ilike(accounts.name, keyword), like(accounts.username, keyword)) : undefined,
  )
  const query = db.select(bossColumns).from(brandBossAccounts).innerJoin(accounts, eq(accounts.id, brandBossAccounts.accountId)).where(where)
  const rows = await pageRows(query.$dynamic(), [desc(brandBossAccounts.createdAt), desc(brandBossAccounts.id)], pageNum, pageSize)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(brandBossAccounts)
    .innerJoin(accounts, eq(accounts.id, brandBossAccounts.accountId))
    .where(where)
  return { rows, total: count?.n ?? 0 }
}

/** Adds the boss account; null when the person already has one of this type for the brand. */
export const insertBossAccount = async (tx: DbOrTx, values: typeof brandBossAccounts.$inferInsert) => {
  const [row] = await tx.insert(brandBossAccounts).values(values).onConflictDoNothing().returning({ id: brandBossAccounts.id })
  return row ?? null
}

export const findBossAccount = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(bossColumns)
    .from(brandBossAccounts)
    .innerJoin(accounts, eq(accounts.id, brandBossAccounts.accountId))
    .where(eq(brandBossAccounts.id, id))
    .limit(1)
  return row ?? null
}

export const deleteBossAccount = (tx: DbOrTx, id: number) => tx.delete(brandBossAccounts).where(eq(brandBossAccounts.id, id))
