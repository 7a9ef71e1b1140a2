import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { QrBindSettings, QrCodeExtend, QrThirdType } from '@yunying/contracts'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { stores } from '../stores/stores.table.js'
import { belongsTo } from '../../db/columns.js'

/**
 * A Douyin link its server made and the time (ISO) Douyin stops honouring it. A bare URL is a link
 * kept before expiries were: its expiry is unknown.
 */
export type StoredProviderLink = string | { link: string; expireAt: string }

/** An aggregate-QR rule (spec 2 §3). Names follow the API's words. */
export const qrRules = pgTable(
  'qr_rules',
  {
    id: serial('id').primaryKey(),
    applyStoreType: smallint('apply_store_type').notNull(),
    alias: text('alias').notNull().default(''),
    /** The page's name, taken from the `qrcode_type` dictionary row chosen as `typeId`. */
    name: text('name').notNull(),
    typeId: text('type_id').notNull(),
    /** Without a leading `/` and without a query. */
    pagePath: text('page_path').notNull(),
    allowBlankQrcode: smallint('allow_blank_qrcode').notNull().default(0),
    allowAppScanBind: smallint('allow_app_scan_bind').notNull().default(0),
    isMiniProgram: smallint('is_mini_program').notNull().default(1),
    wechatVersion: text('wechat_version').notNull().default(''),
    alipayVersion: text('alipay_version').notNull().default(''),
    tiktokVersion: text('tiktok_version').notNull().default(''),
    h5Url: text('h5_url').notNull().default(''),
    /** Sanitised rich text (the services module's rules). */
    descr: text('descr').notNull().default(''),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    bindSettings: jsonb('bind_settings').$type<QrBindSettings>().notNull(),
    /** As saved, brand names as they were; answers take the brands' current names from `qr_rule_brands`. */
    bindThirdTypes: jsonb('bind_third_types').$type<QrThirdType[]>().notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('qr_rules_store_type_idx').on(t.applyStoreType, t.status)],
)

/** The brands each rule names per third type (applySellerList), for scope and the brand filter. */
export const qrRuleBrands = pgTable(
  'qr_rule_brands',
  {
    ruleId: belongsTo('rule_id', () => qrRules.id),
    thirdType: smallint('third_type').notNull(),
    brandId: belongsTo('brand_id', () => brands.id),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.thirdType, t.brandId] }), index('qr_rule_brands_brand_idx').on(t.brandId)],
)

/** The rows of `sys/dict/list` (base data): `qrcode_bind_channel`, `qrcode_type`, `qrcode_bind_qrcode_type`. */
export const qrDictItems = pgTable(
  'qr_dict_items',
  {
    id: serial('id').primaryKey(),
    dictCode: text('dict_code').notNull(),
    dataKey: text('data_key').notNull(),
    dataValue: text('data_value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('qr_dict_items_code_key_uq').on(t.dictCode, t.dataKey)],
)

/** A printed code: blank (its brand's) or bound to a store, a rule and extend-code parameters. */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    brandId: belongsTo('brand_id', () => brands.id),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    ruleId: integer('rule_id').references(() => qrRules.id, { onDelete: 'set null' }),
    extend: jsonb('extend').$type<QrCodeExtend>().notNull().default({}),
    /** The page it opened when last resolved by the refresh job, to count what a rule change moved. */
    lastPage: text('last_page').notNull().default(''),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('qr_codes_token_uq').on(t.token),
    index('qr_codes_store_idx').on(t.storeId, t.ruleId).where(sql`${t.storeId} is not null`),
    index('qr_codes_rule_idx').on(t.ruleId, t.id).where(sql`${t.ruleId} is not null`),
    index('qr_codes_brand_idx').on(t.brandId, t.id),
    // The rule page counts each rule's bound codes from this index alone (no table rows read).
    index('qr_codes_rule_bound_idx').on(t.ruleId).where(sql`${t.ruleId} is not null and ${t.storeId} is not null`),
  ],
)

/**
 * Resolutions and landings per code, channel, outcome and day (written in batches, off the request path).
 * `code_id` has no foreign key: the flush writes only codes that exist (`addScanCounts`), and a
 * code's counts are deleted with it by the statement trigger `qr_codes_counts_gone` (migration 0037).
 * The key's check on each counted row cost the flush a fifth of its time, on the server's own thread on PGlite.
 */
export const qrScanCounts = pgTable(
  'qr_scan_counts',
  {
    codeId: integer('code_id').notNull(),
    channel: smallint('channel').notNull(),
    /** `open`, `blank`, `disabled`, `version`, `channel`, `landing`… */
    outcome: text('outcome').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.channel, t.outcome, t.day] })],
)

/**
 * Resolutions and landings per rule and day (the rule the code opened under when scanned), written
 * with `qr_scan_counts` in the same flush, so the rule page reads a rule's last 7 days from at most
 * 7 rows instead of summing the counts of every code bound to it.
 */
export const qrRuleScanCounts = pgTable(
  'qr_rule_scan_counts',
  {
    ruleId: belongsTo('rule_id', () => qrRules.id),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.day] })],
)

/**
 * Per channel and app id, the normal-link QR rule registered on the platform: the prefix, the
 * router page, whether it is published, the verification file the platform asks for, and the
 * paths declared for WeChat's plain-text URL Scheme.
 */
export const qrAppRegistrations = pgTable(
  'qr_app_registrations',
  {
    id: serial('id').primaryKey(),
    channel: smallint('channel').notNull(),
    appId: text('app_id').notNull(),
    prefix: text('prefix').notNull(),
    routerPage: text('router_page').notNull().default(''),
    published: smallint('published').notNull().default(0),
    verifyFileName: text('verify_file_name').notNull().default(''),
    verifyFileContent: text('verify_file_content').notNull().default(''),
    declaredPaths: jsonb('declared_paths').$type<string[]>().notNull().default([]),
    debugLinks: jsonb('debug_links').$type<string[]>().notNull().default([]),
    /** Douyin: links its server API generated, by page path and query, cached with their expiry. */
    providerLinks: jsonb('provider_links').$type<Record<string, StoredProviderLink>>().notNull().default({}),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('qr_app_registrations_channel_app_uq').on(t.channel, t.appId)],
)

/** WeChat plain-text scheme launches per app id per day, against the platform's daily cap. */
export const qrSchemeLaunches = pgTable(
  'qr_scheme_launches',
  {
    appId: text('app_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day] })],
)
