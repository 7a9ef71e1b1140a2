import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

/** A group: a chain or enterprise that owns brands (spec 2 §3). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 20 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 100 }).notNull().default(''),
    remark: varchar('remark', { length: 50 }).notNull().default(''),
    logo: varchar('logo', { length: 500 }).notNull().default(''),
    /** Fixed at 2 (spec 2 §3). */
    sysVersion: smallint('sys_version').notNull().default(2),
    /** Group configuration status: 0 unconfigured, otherwise configured. */
    status: smallint('status').notNull().default(0),
    username: varchar('username', { length: 11 }).notNull().default(''),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('groups_name_idx').on(t.name), index('groups_created_idx').on(t.createdAt, t.id)],
)

/**
 * A group's boss-cockpit accounts (spec 2 §2, the group row's button): the person's name and mobile
 * live on the account; this row lets them see the whole group in the boss app.
 */
export const groupBossAccounts = pgTable(
  'group_boss_accounts',
  {
    id: serial('id').primaryKey(),
    groupId: belongsTo('group_id', () => groups.id),
    accountId: belongsTo('account_id', () => accounts.id),
    /** Where it was created: pc (this console) or h5 (the boss app). */
    createChannel: varchar('create_channel', { length: 10 }).notNull().default('pc'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_boss_accounts_uq').on(t.groupId, t.accountId), index('group_boss_accounts_list_idx').on(t.groupId, t.createdAt)],
)
