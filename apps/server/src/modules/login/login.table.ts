import { bigserial, index, integer, pgTable, smallint, timestamp, varchar, char } from 'drizzle-orm/pg-core'

/**
 * Verification codes sent by SMS or voice. Only a hash of the code is kept. A validated code
 * becomes a ticket (also hashed) that registration or a password reset spends once.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** 1 login, 2 register, 3 reset password. */
    purpose: smallint('purpose').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ticketHash: char('ticket_hash', { length: 64 }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    index('sms_codes_ticket_idx').on(t.ticketHash),
  ],
)

/**
 * A QR sign-in: asked for by one browser (bound by a cookie whose hash is kept), scanned and
 * confirmed by a signed-in phone, spent once by the browser that asked.
 */
export const qrLogins = pgTable('qr_logins', {
  key: varchar('key', { length: 64 }).primaryKey(),
  bindingHash: char('binding_hash', { length: 64 }).notNull(),
  /** -1 expired or cancelled, 0 waiting, 1 scanned, 2 confirmed. */
  state: smallint('state').notNull().default(0),
  accountId: integer('account_id'),
  authTokenHash: char('auth_token_hash', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})
