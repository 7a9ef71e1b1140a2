import { and, eq, inArray } from 'drizzle-orm'
import { AdminType } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { brandSuperAdmins } from './brand-admins.table.js'

export const findBrandsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select({ id: brands.id, groupId: brands.groupId }).from(brands).where(inArray(brands.id, ids)) : Promise.resolve([])

export const findAccountsByUsernames = (db: DbOrTx, usernames: string[]) =>
  usernames.length
    ? db.select({ id: accounts.id, username: accounts.username, countryCode: accounts.countryCode }).from(accounts).where(inArray(accounts.username, usernames))
    : Promise.resolve([])

/** Existing (brand, account) links among the given brands. */
export const findSuperAdminLinks = (db: DbOrTx, brandIds: number[]) =>
  brandIds.length
    ? db.select({ brandId: brandSuperAdmins.brandId, accountId: brandSuperAdmins.accountId }).from(brandSuperAdmins).where(inArray(brandSuperAdmins.brandId, brandIds))
    : Promise.resolve([])

export interface SuperAdminInput {
  brandId: number
  groupId: number
  name: string
  mobile: string
  countryCode: string
}

/**
 * Makes each person a super admin of the brand: the account is found by mobile or created
 * (no password yet: they sign in by code), then linked. Runs inside the caller's transaction.
 */
export const addSuperAdmins = async (tx: DbOrTx, inputs: SuperAdminInput[]) => {
  for (let i = 0; i < inputs.length; i += 500) {
    const batch = inputs.slice(i, i + 500)
    const seen = new Set<string>()
    const fresh = batch.filter((r) => !seen.has(r.mobile) && seen.add(r.mobile))
    await tx
      .insert(accounts)
      .values(fresh.map((r) => ({ username: r.mobile, countryCode: r.countryCode, name: r.name, adminType: AdminType.brandAdmin })))
      .onConflictDoNothing()
    const ids = new Map((await findAccountsByUsernames(tx, [...seen])).map((a) => [a.username, a.id]))
    await tx
      .insert(brandSuperAdmins)
      .values(batch.map((r) => ({ brandId: r.brandId, groupId: r.groupId, accountId: ids.get(r.mobile)! })))
      .onConflictDoNothing()
  }
}

export const isSuperAdmin = async (db: DbOrTx, brandId: number, accountId: number) => {
  const rows = await db
    .select({ id: brandSuperAdmins.id })
    .from(brandSuperAdmins)
    .where(and(eq(brandSuperAdmins.brandId, brandId), eq(brandSuperAdmins.accountId, accountId)))
    .limit(1)
  return rows.length > 0
}
