import { and, eq } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { accountOrgs } from './access.table.js'

export interface OrgGrant {
  accountId: number
  orgType: number
  orgId: number
  roleId: number
}

/** Adds the grants not held yet; answers those added (an existing grant is left as it is). */
export const insertOrgGrants = (db: DbOrTx, grants: OrgGrant[]) =>
  grants.length === 0
    ? Promise.resolve([])
    : db.insert(accountOrgs).values(grants).onConflictDoNothing().returning({ id: accountOrgs.id, accountId: accountOrgs.accountId, orgId: accountOrgs.orgId })

export const deleteOrgGrantById = (db: DbOrTx, id: number) => db.delete(accountOrgs).where(eq(accountOrgs.id, id))

/** Removes the account's grants for one organisation; answers how many. */
export const deleteOrgGrants = async (db: DbOrTx, grant: { accountId: number; orgType: number; orgId: number }) =>
  (
    await db
      .delete(accountOrgs)
      .where(and(eq(accountOrgs.accountId, grant.accountId), eq(accountOrgs.orgType, grant.orgType), eq(accountOrgs.orgId, grant.orgId)))
      .returning({ id: accountOrgs.id })
  ).length

export const replacePlatformGrants = async (db: DbOrTx, accountId: number, roleIds: number[]) => {
  await db.delete(accountOrgs).where(and(eq(accountOrgs.accountId, accountId), eq(accountOrgs.orgType, OrgType.platform)))
  if (roleIds.length) await db.insert(accountOrgs).values(roleIds.map((roleId) => ({ accountId, orgType: OrgType.platform, orgId: 0, roleId })))
}
