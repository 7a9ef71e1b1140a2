import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { brandSuperAdmins } from '../brands/brand-super-admins.table.js'

export const findBrandsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select({ id: brands.id, groupId: brands.groupId }).from(brands).where(inArray(brands.id, ids)) : Promise.resolve([])

export const findAccountsByUsernames = (db: DbOrTx, usernames: string[]) =>
  usernames.length
    ? db.select({ id: accounts.id, username: accounts.username, countryCode: accounts.countryCode }).from(accounts).where(inArray(accounts.username, usernames))
    : Promise.resolve([])

/** Existing (brand, account) links among the given brands (the brands module's table, read to judge the rows). */
export const findSuperAdminLinks = (db: DbOrTx, brandIds: number[]) =>
  brandIds.length
    ? db.select({ brandId: brandSuperAdmins.brandId, accountId: brandSuperAdmins.accountId }).from(brandSuperAdmins).where(inArray(brandSuperAdmins.brandId, brandIds))
    : Promise.resolve([])
