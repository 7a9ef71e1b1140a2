import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

/**
 * Service categories (spec 2 §3 "Service category"): the side panel of service management.
 * 未分类 is id 0 and is not a row: a service with `produce_mold = 0` is uncategorised.
 */
export const produceMolds = pgTable(
  'produce_molds',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 20 }).notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('produce_molds_name_uq').on(t.name)],
)

/**
 * The service catalogue (spec 2 §3 "Service (produce type)"): every brand's services come from
 * here. A row without `pid` is a main service, one with `pid` a sub-service of that main service.
 */
export const produceTypes = pgTable(
  'produce_types',
  {
    id: serial('id').primaryKey(),
    /** The service's code (spec: produceType); unique and fixed once created. */
    produceType: varchar('produce_type', { length: 50 }).notNull(),
    produceName: varchar('produce_name', { length: 50 }).notNull(),
    /** Category id; 0 uncategorised. */
    produceMold: integer('produce_mold').notNull().default(0),
    /** The label the brand detail groups by (企业门店, 视觉绘图, 供应链, 财务, 数据BI). */
    classDesc: varchar('class_desc', { length: 20 }).notNull(),
    produceIcon: varchar('produce_icon', { length: 500 }).notNull().default(''),
    /** Granularity: 1 store, 2 brand, 3 quantity; fixed once created. */
    level: smallint('level').notNull().default(1),
    /** The model it is sold in: 1 seat, 2 batch, 3 authorization, 31 new authorization. */
    produceModel: smallint('produce_model').notNull().default(1),
    pid: integer('pid'),
    brandTypes: jsonb('brand_types').$type<number[]>().notNull().default([]),
    /** Only when brand type 66 (餐饮2.0) is among `brandTypes`. */
    industryIds: jsonb('industry_ids').$type<number[]>().notNull().default([]),
    introduce: varchar('introduce', { length: 100 }).notNull().default(''),
    /** Rich text, sanitised when saved. */
    produceDetail: text('produce_detail').notNull().default(''),
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [uniqueIndex('produce_types_code_uq').on(t.produceType), index('produce_types_mold_idx').on(t.produceMold, t.sort), index('produce_types_pid_idx').on(t.pid)],
)

/**
 * The editions and sellable codes of a service (spec 2 §4: the reach service's 基础版 100k …
 * 至尊版 unlimited). `quota` null means unlimited. The code is unique within its service.
 */
export const produceCodes = pgTable(
  'produce_codes',
  {
    id: serial('id').primaryKey(),
    produceTypeId: belongsTo('produce_type_id', () => produceTypes.id),
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 20 }).notNull(),
    quota: integer('quota'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 100 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('produce_codes_code_uq').on(t.produceTypeId, t.code)],
)

/**
 * A brand's marketing channels (spec 1 §3: 1 WeChat mini-program, 2 Alipay mini-program,
 * 6 offline POS, 5 Douyin, 11 Xiaohongshu). One row per brand and channel: applied (0), opened
 * (1) or refused (2); a refused channel may be applied for again.
 */
export const brandChannels = pgTable(
  'brand_channels',
  {
    id: serial('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
    channel: smallint('channel').notNull(),
    status: smallint('status').notNull().default(0),
    appliedBy: integer('applied_by').references(() => accounts.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    handledBy: integer('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('brand_channels_brand_channel_uq').on(t.brandId, t.channel), index('brand_channels_status_idx').on(t.status, t.appliedAt)],
)
