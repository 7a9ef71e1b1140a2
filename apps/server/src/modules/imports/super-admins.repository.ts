import { and, eq, inArray } from 'drizzle-orm'
import { AdminType, OrgType } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { accountOrgs, roles } from '../access/access.table.js'
import { accounts } from '../accounts/accounts.table.js'
import { SYSTEM_ROLES } from '../access/system-roles.js'
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
 * Makes each person a super admin of the brand, as the super-admin dialog does: the account is
 * found by mobile or created (no password yet: they sign in by code), it gets the brand grant
 * (the brand role) so that it can act for the brand, and the link remembers a grant it added,
 * so that removing the super admin takes back only that. Runs inside the caller's transaction.
 */
export const addSuperAdmins = async (tx: DbOrTx, inputs: SuperAdminInput[]) => {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, SYSTEM_ROLES.brandStaff.key)).limit(1)
  for (let i = 0; i < inputs.length; i += 500) {
    const batch = inputs.slice(i, i + 500)
    const seen = new Set<string>()
    const fresh = batch.filter((r) => !seen.has(r.mobile) && seen.add(r.mobile))
    await tx
      .insert(accounts)
      .values(fresh.map((r) => ({ username: r.mobile, countryCode: r.countryCode, name: r.name, adminType: AdminType.brandAdmin })))
      .onConflictDoNothing()
    const ids = new Map((await findAccountsByUsernames(tx, [...seen])).map((a) => [a.username, a.id]))
    // Only grants added here are returned: an existing grant (another role) stays the person's own.
    const added = role
      ? await tx
          .insert(accountOrgs)
          .values(batch.map((r) => ({ accountId: ids.get(r.mobile)!, orgType: OrgType.brand, orgId: r.brandId, roleId: role.id })))
          .onConflictDoNothing()
          .returning({ id: accountOrgs.id, accountId: accountOrgs.accountId, orgId: accountOrgs.orgId })
      : []
    const grantOf = new Map(added.map((g) => [`${g.accountId}:${g.orgId}`, g.id]))
    await tx
      .insert(brandSuperAdmins)
      .values(
        batch.map((r) => {
          const accountId = ids.get(r.mobile)!
          return { brandId: r.brandId, groupId: r.groupId, accountId, accountOrgId: grantOf.get(`${accountId}:${r.brandId}`) ?? null }
        }),
      )
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
