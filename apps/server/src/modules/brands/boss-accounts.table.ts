import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from './brands.table.js'
import { belongsTo } from '../../db/columns.js'

/**
 * A brand's boss-cockpit accounts (spec 2 §3, §7): the person's name and mobile live on the
 * account; this row gives them the brand's cockpit.
 */
export const brandBossAccounts = pgTable(
  'brand_boss_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
    groupId: integer('group_id').notNull(),
    accountId: belongsTo('account_id', () => accounts.id),
    accountType: smallint('account_type').notNull().default(1),
    /** Where it was created: pc (this console) or app. */
    createChannel: varchar('create_channel', { length: 10 }).notNull().default('pc'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brand_boss_accounts_uq').on(t.brandId, t.accountType, t.accountId),
    index('brand_boss_accounts_list_idx').on(t.brandId, t.accountType, t.createdAt),
  ],
)
