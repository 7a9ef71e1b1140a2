import { and, desc, eq, ilike, like, or, sql } from 'drizzle-orm'
import { AdminType, OrgType } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { accountOrgs, roles } from '../access/access.table.js'
import { SYSTEM_ROLES } from '../access/system-roles.js'
import { accounts } from '../accounts/accounts.table.js'
import { sessions } from '../auth/sessions.table.js'
import { brandSuperAdmins } from '../imports/brand-admins.table.js'
import { brandBossAccounts } from './boss-accounts.table.js'
import { likeContains } from '../../lib/sql-literal.js'


export interface PersonInput {
  name: string
  mobile: string
  countryCode: string
}

/** The account with this mobile, created (without a password: they sign in by SMS code) when there is none. */
export const findOrCreateAccount = async (tx: DbOrTx, person: PersonInput) => {
  await tx
    .insert(accounts)
    .values({ username: person.mobile, countryCode: person.countryCode, name: person.name, adminType: AdminType.brandAdmin })
    .onConflictDoNothing()
  const [row] = await tx.select().from(accounts).where(eq(accounts.username, person.mobile)).limit(1)
  return row!
}

export const findAccountByMobile = async (db: DbOrTx, mobile: string) => {
  const [row] = await db.select({ accountId: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.username, mobile)).limit(1)
  return row ?? null
}

// ───────────────────────────── super admins ─────────────────────────────

/**
 * Makes the person a super admin of the brand: a real account (found by mobile or created) that
 * may act for the brand after signing in (an `account_orgs` grant with the brand role).
 */
export const grantSuperAdmin = async (tx: DbOrTx, input: PersonInput & { brandId: number; groupId: number; createdBy: number | null }) => {
  const account = await findOrCreateAccount(tx, input)
  const [existing] = await tx
    .select({ id: brandSuperAdmins.id })
    .from(brandSuperAdmins)
    .where(and(eq(brandSuperAdmins.brandId, input.brandId), eq(brandSuperAdmins.accountId, account.id)))
    .limit(1)
  if (existing) throw new AppError('CONFLICT', '该手机号已是本品牌的超级管理员')
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, SYSTEM_ROLES.brandStaff.key)).limit(1)
  const [grant] = role
    ? await tx
        .insert(accountOrgs)
        .values({ accountId: account.id, orgType: OrgType.brand, orgId: input.brandId, roleId: role.id })
        .onConflictDoNothing()
        .returning({ id: accountOrgs.id })
    : []
  const [row] = await tx
    .insert(brandSuperAdmins)
    .values({ brandId: input.brandId, groupId: input.groupId, accountId: account.id, accountOrgId: grant?.id ?? null, createdBy: input.createdBy })
    .returning()
  return row!
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
  const rows = await db
    .select(superAdminColumns)
    .from(brandSuperAdmins)
    .innerJoin(accounts, eq(accounts.id, brandSuperAdmins.accountId))
    .where(where)
    .orderBy(desc(brandSuperAdmins.createdAt), desc(brandSuperAdmins.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(brandSuperAdmins).where(where)
  return { rows, total: count?.n ?? 0 }
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

/** Removes the link and the brand grant it added, and ends the person's sessions that act for the brand through it. */
export const removeSuperAdmin = async (tx: DbOrTx, admin: { id: number; brandId: number; accountId: number; accountOrgId: number | null }, now: Date) => {
  await tx.delete(brandSuperAdmins).where(eq(brandSuperAdmins.id, admin.id))
  if (admin.accountOrgId === null) return
  await tx.delete(accountOrgs).where(eq(accountOrgs.id, admin.accountOrgId))
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, admin.accountId), eq(sessions.orgType, OrgType.brand), eq(sessions.orgId, admin.brandId)))
}

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
  const rows = await db
    .select(bossColumns)
    .from(brandBossAccounts)
    .innerJoin(accounts, eq(accounts.id, brandBossAccounts.accountId))
    .where(where)
    .orderBy(desc(brandBossAccounts.createdAt), desc(brandBossAccounts.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
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
