import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.js'

/**
 * Whether every trigger named is in place: a cache that trusts the database's change announcements
 * (ADR 0009) may keep anything only then; a database restored without them is read every time.
 */
export const hasTriggers = async (db: DbOrTx, names: readonly string[]): Promise<boolean> => {
  const result = (await db.execute(sql`select count(*)::int as n from pg_trigger where tgname in (${sql.join(names.map((t) => sql`${t}`), sql`, `)})`)) as unknown as {
    rows: Array<{ n: number }>
  }
  return Number(result.rows[0]?.n) === names.length
}
