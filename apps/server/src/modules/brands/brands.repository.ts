import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { groups } from '../groups/groups.table.js'
import { brands, industries } from './brands.table.js'

/** Every column but the search pieces, which only the list's WHERE reads. */
const { nameGrams: _nameGrams, ...brandColumns } = getTableColumns(brands)
export type BrandRow = Omit<typeof brands.$inferSelect, 'nameGrams'>
export type BrandRecord = BrandRow & { groupName: string; industryName: string }

export const listIndustries = (db: DbOrTx) =>
  db
    .select({ id: industries.id, name: industries.name, brandType: industries.brandType })
    .from(industries)
    .orderBy(asc(industries.brandType), asc(industries.sort), asc(industries.id))

export const insertIndustries = async (db: DbOrTx, rows: Array<typeof industries.$inferInsert>) => {
  if (rows.length > 0) await db.insert(industries).values(rows)
}

export const findIndustry = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(industries).where(eq(industries.id, id)).limit(1)
  return row ?? null
}

export const countIndustriesOfType = async (db: DbOrTx, brandType: number) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(industries).where(eq(industries.brandType, brandType))
  return row?.n ?? 0
}

/** A brand with its group's and industry's names; null when unknown. */
export const findBrand = async (db: DbOrTx, id: number, forUpdate = false): Promise<BrandRecord | null> => {
  const query = db
    .select({ brand: brandColumns, groupName: groups.name, industryName: sql<string>`coalesce(${industries.name}, '')` })
    .from(brands)
    .innerJoin(groups, eq(groups.id, brands.groupId))
    .leftJoin(industries, eq(industries.id, brands.industryId))
    .where(eq(brands.id, id))
    .limit(1)
  const [row] = forUpdate ? await query.for('update', { of: brands }) : await query
  return row ? { ...row.brand, groupName: row.groupName, industryName: row.industryName } : null
}

export const findBrandByName = async (db: DbOrTx, groupId: number, name: string) => {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.groupId, groupId), eq(brands.name, name)))
    .limit(1)
  return row ?? null
}

/** The first brands by id, of one group or all (demo seeds attach their rows to them). */
export const findFirstBrands = (db: DbOrTx, limit: number, groupId?: number) =>
  db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(groupId === undefined ? undefined : eq(brands.groupId, groupId))
    .orderBy(asc(brands.id))
    .limit(limit)

export const insertBrand = async (db: DbOrTx, values: typeof brands.$inferInsert) => {
  const [row] = await db.insert(brands).values(values).returning({ id: brands.id })
  return row!.id
}

/** Updates the brand only if it is still at `version`; null when it changed meanwhile (or is gone). */
export const updateBrandAtVersion = async (db: DbOrTx, id: number, version: number, values: Partial<typeof brands.$inferInsert>, now: Date) => {
  const [row] = await db
    .update(brands)
    .set({ ...values, version: version + 1, updatedAt: now })
    .where(and(eq(brands.id, id), eq(brands.version, version)))
    .returning({ id: brands.id })
  return row ?? null
}

/** Field changes that bump the version without a check (tag, cockpit switch, account structure). */
export const updateBrand = async (db: DbOrTx, id: number, values: Partial<typeof brands.$inferInsert>, now: Date) => {
  const [row] = await db
    .update(brands)
    .set({ ...values, version: sql`${brands.version} + 1`, updatedAt: now })
    .where(eq(brands.id, id))
    .returning({ id: brands.id, version: brands.version })
  return row ?? null
}

export const groupExists = async (db: DbOrTx, groupId: number) => {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).limit(1)
  return Boolean(row)
}
