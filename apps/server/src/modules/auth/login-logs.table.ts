import { bigserial, boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Every sign-in attempt. A success is written in the transaction that opens the session; a failure
 * by the login-log hook from the answer the user got. Never a password or a code.
 */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id'),
    /** The mobile number tried (the account's username), or '' when none was given. */
    username: varchar('username', { length: 32 }).notNull().default(''),
    method: varchar('method', { length: 16 }).notNull(),
    success: boolean('success').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt, t.id), index('login_logs_account_idx').on(t.accountId, t.createdAt)],
)
