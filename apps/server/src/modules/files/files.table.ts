import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/** A stored file: the bytes live in the file store under `key`, the facts here. */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: varchar('key', { length: 80 }).primaryKey(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** image, video, document, export, import. */
    kind: varchar('kind', { length: 20 }).notNull(),
    ownerAccountId: integer('owner_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_created_idx').on(t.createdAt)],
)
