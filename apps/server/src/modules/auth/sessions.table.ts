import { bigserial, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar, char } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { belongsTo } from '../../db/columns.js'

/**
 * A signed-in browser. Only the SHA-256 of the token is stored, so a leaked table
 * signs nobody in. The chosen organisation lives here, never in the client's hands.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    accountId: belongsTo('account_id', () => accounts.id),
    /** OrgType of the organisation acted for; null until chosen. */
    orgType: smallint('org_type'),
    orgId: integer('org_id'),
    roleId: integer('role_id'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
)
