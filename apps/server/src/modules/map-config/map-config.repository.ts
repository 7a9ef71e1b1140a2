import { and, count, desc, eq, ilike, sql } from 'drizzle-orm'
import type { MapKeyInfo } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { lockWithBrandGroup } from '../../db/brand-rows.js'
import { pageRows } from '../../db/paging.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { groups } from '../groups/groups.table.js'
import { brandMapConfigs } from './map-config.table.js'
import { likeContains } from '../../lib/sql-literal.js'

export interface MapConfigFilter {
  sellerName?: string | undefined
  sellerId?: number | undefined
  scope: TenantScope
}

const ROW = {
  id: brandMapConfigs.id,
  sellerId: brandMapConfigs.brandId,
  sellerName: brands.name,
  groupName: groups.name,
  infoList: brandMapConfigs.infoList,
  updatedAt: brandMapConfigs.updatedAt,
  updatedBy: sql<string>`coalesce(nullif(${accounts.name}, ''), ${accounts.username}, '')`,
  version: brandMapConfigs.version,
}

const joined = (db: DbOrTx, select: typeof ROW) =>
  db
    .select(select)
    .from(brandMapConfigs)
    .innerJoin(brands, eq(brands.id, brandMapConfigs.brandId))
    .innerJoin(groups, eq(groups.id, brands.groupId))
    .leftJoin(accounts, eq(accounts.id, brandMapConfigs.updatedBy))

/** A page of configurations, most recently changed first. */
export const listMapConfigs = async (db: DbOrTx, filter: MapConfigFilter, pageNumber: number, pageSize: number) => {
  const where = and(
    filter.sellerName ? ilike(brands.name, likeContains(filter.sellerName)) : undefined,
    filter.sellerId === undefined ? undefined : eq(brandMapConfigs.brandId, filter.sellerId),
    brandRowsCondition(filter.scope, { brandId: brands.id, groupId: brands.groupId }),
  )
  const [total] = await db
    .select({ n: count() })
    .from(brandMapConfigs)
    .innerJoin(brands, eq(brands.id, brandMapConfigs.brandId))
    .where(where)
  const rows = await pageRows(joined(db, ROW).where(where).$dynamic(), [desc(brandMapConfigs.updatedAt), desc(brandMapConfigs.id)], pageNumber, pageSize)
  return { rows, total: total?.n ?? 0 }
}

export const findMapConfigRow = async (db: DbOrTx, id: number) => (await joined(db, ROW).where(eq(brandMapConfigs.id, id)).limit(1))[0] ?? null

/** The configuration with its brand's group, for scope checks; locked for the rest of the transaction. */
export const findMapConfigForUpdate = (db: DbOrTx, id: number) => lockWithBrandGroup(db, brandMapConfigs, brands, { config: brandMapConfigs }, id)

export const findMapConfigByBrand = async (db: DbOrTx, brandId: number) =>
  (await db.select({ id: brandMapConfigs.id }).from(brandMapConfigs).where(eq(brandMapConfigs.brandId, brandId)).limit(1))[0] ?? null

export const insertMapConfig = async (db: DbOrTx, values: { brandId: number; infoList: MapKeyInfo[]; updatedBy: number; at: Date }) => {
  const [row] = await db
    .insert(brandMapConfigs)
    .values({ brandId: values.brandId, infoList: values.infoList, updatedBy: values.updatedBy, createdAt: values.at, updatedAt: values.at })
    .onConflictDoNothing()
    .returning({ id: brandMapConfigs.id })
  return row?.id ?? null
}

/** Writes the keys if the row is still at `version`; null when it changed or went meanwhile. */
export const updateMapConfigAtVersion = async (db: DbOrTx, id: number, version: number, values: { infoList: MapKeyInfo[]; updatedBy: number; at: Date }) => {
  const [row] = await db
    .update(brandMapConfigs)
    .set({ infoList: values.infoList, updatedBy: values.updatedBy, updatedAt: values.at, version: sql`${brandMapConfigs.version} + 1` })
    .where(and(eq(brandMapConfigs.id, id), eq(brandMapConfigs.version, version)))
    .returning({ id: brandMapConfigs.id })
  return row?.id ?? null
}

export const deleteMapConfig = async (db: DbOrTx, id: number) =>
  (await db.delete(brandMapConfigs).where(eq(brandMapConfigs.id, id)).returning({ id: brandMapConfigs.id })).length > 0

/** The brand a configuration is for, with its group (for the scope check). */
