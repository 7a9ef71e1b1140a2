import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The nonces of signed calls spent within the time window, when no Redis is configured: every
 * instance on the database refuses a nonce any of them has seen (a replay sent to another instance).
 */
export const signedNonces = pgTable(
  'signed_nonces',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signed_nonces_expires_idx').on(t.expiresAt)],
)
