import { eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client.js'

/** A table whose rows each belong to a brand. */
type BrandRows = PgTable & { id: PgColumn; brandId: PgColumn }

/** The brands table as far as this needs it (`db/` knows no module: the caller names it). */
type BrandsTable = PgTable & { id: PgColumn; groupId: PgColumn }

/**
 * Row `id` of `table` as `columns` read it, with its brand's group (the scope check needs it), locked
 * for the rest of the transaction (the row, not its brand); null when there is none.
 */
export const lockWithBrandGroup = async <S extends SelectedFields>(db: DbOrTx, table: BrandRows, brands: BrandsTable, columns: S, id: number) => {
  const [row] = await db
    // The group as plain SQL, typed here: through the untyped `brands` the column would lose its type.
    .select({ ...columns, groupId: sql<number>`${brands.groupId}` })
    .from(table)
    .innerJoin(brands, eq(brands.id, table.brandId))
    .where(eq(table.id, id))
    .for('update', { of: table })
  return row ?? null
}
