import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { brands, industries } from '../brands/brands.table.js'
import { groups } from '../groups/groups.table.js'
import { accountOrgs } from './access.table.js'

export type AccountOrgRow = typeof accountOrgs.$inferSelect

export const findAccountOrgs = (db: DbOrTx, accountId: number): Promise<AccountOrgRow[]> =>
  db.select().from(accountOrgs).where(eq(accountOrgs.accountId, accountId)).orderBy(asc(accountOrgs.id))

export const findAccountOrg = async (db: DbOrTx, accountId: number, orgType: number, orgId: number) => {
  const [row] = await db
    .select()
    .from(accountOrgs)
    .where(and(eq(accountOrgs.accountId, accountId), eq(accountOrgs.orgType, orgType), eq(accountOrgs.orgId, orgId)))
    .orderBy(asc(accountOrgs.id))
    .limit(1)
  return row ?? null
}

export const findBrandSummaries = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: brands.id,
          name: brands.name,
          brandType: brands.brandType,
          logo: brands.logo,
          groupId: brands.groupId,
          industryName: industries.name,
        })
        .from(brands)
        .leftJoin(industries, eq(industries.id, brands.industryId))
        .where(inArray(brands.id, ids))

export const findGroupSummaries = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: groups.id, name: groups.name, img: groups.logo }).from(groups).where(inArray(groups.id, ids)).orderBy(asc(groups.id))
