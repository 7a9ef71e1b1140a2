import type { DbOrTx } from '../../db/client.js'
import { metadataBasicFields } from './metadata.table.js'

export type BasicFieldRecord = typeof metadataBasicFields.$inferSelect

export const insertBasicFields = async (db: DbOrTx, rows: Array<Omit<typeof metadataBasicFields.$inferInsert, 'id'>>) => {
  if (rows.length > 0) await db.insert(metadataBasicFields).values(rows).onConflictDoNothing()
}
