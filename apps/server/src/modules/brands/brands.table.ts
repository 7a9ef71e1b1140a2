import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { FLAG_CODE_SQL, FLAG_DOMAINS } from '../../lib/brand-flag-code.js'
import { groups } from '../groups/groups.table.js'
import { timestamps } from '../../db/columns.js'

/** Industries offered per brand type (brand-type list items carry their industries, spec 2 §3). */
export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  brandType: smallint('brand_type').notNull(),
  name: varchar('name', { length: 30 }).notNull(),
  sort: integer('sort').notNull().default(0),
})

/** A brand: the tenant (spec 2 §3). Column names follow the API's words. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull().references(() => groups.id),
    name: varchar('name', { length: 20 }).notNull(),
    brandType: smallint('brand_type').notNull(),
    industryId: integer('industry_id'),
    logo: varchar('logo', { length: 500 }).notNull().default(''),
    address: varchar('address', { length: 50 }).notNull().default(''),
    isTest: smallint('is_test').notNull().default(1),
    isAssetExchange: smallint('is_asset_exchange').notNull().default(1),
    isAllowUpgrade: smallint('is_allow_upgrade').notNull().default(0),
    /** 1 for the new-version account structure; null when the brand has no accounts yet. */
    accountVersion: smallint('account_version'),
    produceVersion: integer('produce_version').notNull().default(10001),
    produceModel: smallint('produce_model').notNull().default(1),
    bossCockpitOpen: smallint('boss_cockpit_open').notNull().default(0),
    abandonFlag: smallint('abandon_flag').notNull().default(0),
    /** 0 not opened, 1 formal, 2 trial, 3 abandoned, 4 test, 5 expired, 6 internal test. */
    status: smallint('status').notNull().default(0),
    sysVersion: smallint('sys_version').notNull().default(2),
    ...timestamps(),
    version: integer('version').notNull().default(1),
    /**
     * The name's 1-, 2- and 3-character pieces (lower-cased), hashed to integers, for "name
     * contains" (brand-filters.ts). Kept by the database (function in migration 0007), so a row
     * checks it in about a microsecond and ANALYZE knows how common each piece is.
     */
    nameGrams: integer('name_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`brand_name_grams(name)`),
    /** The search's five flags packed into one number (`FLAG_CODE_SQL`, brand-filters.ts), kept by the database. */
    flagCode: smallint('flag_code')
      .notNull()
      .generatedAlwaysAs(sql.raw(FLAG_CODE_SQL)),
  },
  (t) => [
    index('brands_created_idx').on(t.createdAt, t.id),
    // Brand names are unique inside a group (spec 2 / issue 5: a duplicate gets a clear message).
    uniqueIndex('brands_group_name_uq').on(t.groupId, t.name),
    index('brands_type_created_idx').on(t.brandType, t.createdAt, t.id),
    index('brands_status_created_idx').on(t.status, t.createdAt, t.id),
    // The list's usual combinations (bench/brands.ts): type with test flag and edition, and type
    // with status. Equality on the leading columns keeps both the first page and the capped
    // count an index range, however large the table.
    index('brands_type_test_version_created_idx').on(t.brandType, t.isTest, t.produceVersion, t.createdAt, t.id),
    index('brands_type_status_created_idx').on(t.brandType, t.status, t.createdAt, t.id),
    // "Name contains" through the name's pieces: searches of one or two Chinese characters use
    // it too, which pg_trgm cannot do.
    index('brands_name_grams_idx').using('gin', t.nameGrams),
    // Searches that combine only the low-cardinality flags (bench/brands.ts): the allowed codes as an in-list.
    index('brands_flag_code_created_idx').on(t.flagCode, t.createdAt, t.id),
    // The values the flags may hold: with them the packed code is exact, and a flag-only search
    // is decided by the index alone.
    ...Object.entries(FLAG_DOMAINS).map(([column, condition]) => check(`brands_${column}_check`, sql.raw(condition))),
  ],
)
