import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar, text } from 'drizzle-orm/pg-core'
import { timestamps } from '../../db/columns.js'

/** A person who signs in. `username` is the mobile number (spec 1 §3). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    countryCode: varchar('country_code', { length: 8 }).notNull().default('+86'),
    name: varchar('name', { length: 50 }).notNull(),
    contactEmail: varchar('contact_email', { length: 100 }).notNull().default(''),
    passwordHash: text('password_hash'),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /** Admin permission type of spec 1 §6: 1 platform admin, 2 brand admin, 3 staff. */
    adminType: smallint('admin_type').notNull().default(3),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set by an administrator's password reset: the account must choose a new password before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('accounts_username_uq').on(t.username), index('accounts_created_idx').on(t.createdAt)],
)
