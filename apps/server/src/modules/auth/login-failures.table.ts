import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Failed sign-ins, by account (`acct:<username>`) and by client address (`ip:<addr>`).
 * Kept in the database so that every server instance sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
)
