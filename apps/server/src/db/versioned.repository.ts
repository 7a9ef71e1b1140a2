import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { DbOrTx } from './client.js'

/** A table whose rows carry an `id` and a `version` that every write moves on by one. */
type Versioned = PgTable & { id: PgColumn; version: PgColumn }

/**
 * Writes `values` to the row `id` if it is still at `version`, and moves the version on: the
 * optimistic lock of an edit form. Answers the id, or null when someone changed or removed it first.
 */
export const updateAtVersion = async <T extends Versioned>(db: DbOrTx, table: T, id: number, version: number, values: PgUpdateSetSource<T>): Promise<number | null> => {
  const [row] = await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id })
  return (row?.id as number | undefined) ?? null
}
