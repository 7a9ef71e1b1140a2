import type { DbOrTx } from '../../db/client.js'
import { deleteOrgGrantById, deleteOrgGrants, insertOrgGrants, replacePlatformGrants, type OrgGrant } from './account-orgs.repository.js'
import { findRoleByKey } from './access.repository.js'

export type { OrgGrant } from './account-orgs.repository.js'
/** What an account may act for and do, read when its session opens (auth). */
export { findAccountOrgs } from './orgs.repository.js'
export { findRoleMenus } from './access.repository.js'
export { buildMenuTree } from './menu-tree.js'

// What an account may act for (`account_orgs`) belongs to access: other modules grant or take back
// an organisation only through these, inside their own transaction when they pass one.

/** Grants the account the organisation with the role; answers the new grant's id, or null when it was held already. */
export const grantOrg = async (db: DbOrTx, grant: OrgGrant): Promise<number | null> => (await insertOrgGrants(db, [grant]))[0]?.id ?? null

/** `grantOrg` for many: answers the grants added (id, account, organisation), not those held already. */
export const grantOrgs = (db: DbOrTx, grants: OrgGrant[]) => insertOrgGrants(db, grants)

/** Takes back one grant by its id. */
export const revokeOrgGrant = async (db: DbOrTx, grantId: number): Promise<void> => {
  await deleteOrgGrantById(db, grantId)
}

/** Takes back the account's grants for one organisation; answers whether it held any. */
export const revokeOrgGrants = async (db: DbOrTx, grant: { accountId: number; orgType: number; orgId: number }): Promise<boolean> => (await deleteOrgGrants(db, grant)) > 0

/** The account's platform roles become exactly these. */
export const setPlatformRoles = (db: DbOrTx, accountId: number, roleIds: number[]) => replacePlatformGrants(db, accountId, roleIds)

/** A system role's id by its stable key (`SYSTEM_ROLES`); null before base data made it. */
export const systemRoleId = async (db: DbOrTx, key: string): Promise<number | null> => (await findRoleByKey(db, key))?.id ?? null
