import { index, jsonb, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

/**
 * The one-key sync pushes this deployment received (issue 14), one row per request id: the same id
 * again answers the stored result without writing twice. `bodyHash` tells a retry (same body) from a
 * reuse of the id for another push (refused).
 */
export const dictionarySync = pgTable(
  'dictionary_sync',
  {
    requestId: uuid('request_id').primaryKey(),
    /** The sender's DEPLOYMENT_STAGE (the key of its secret in SYNC_ACCEPT). */
    source: varchar('source', { length: 10 }).notNull(),
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    /** The HTTP status and envelope answered the first time. */
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dictionary_sync_created_idx').on(t.createdAt)],
)
