import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from './brands.table.js'
import { belongsTo } from '../../db/columns.js'

/**
 * A brand's super-admin accounts (spec 2 §3: name, mobile, countryCode, accountId, brandId,
 * groupId, id). Name and mobile live on the account; this row links it to the brand.
 */
export const brandSuperAdmins = pgTable(
  'brand_super_admins',
  {
    id: serial('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
    groupId: integer('group_id').notNull(),
    accountId: belongsTo('account_id', () => accounts.id),
    /** The brand grant (`account_orgs` row) this link added, removed with it; null when the person already had one. */
    accountOrgId: integer('account_org_id'),
    /** The operator who added it (null for imports and seeds). */
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_super_admins_uq').on(t.brandId, t.accountId), index('brand_super_admins_account_idx').on(t.accountId)],
)
