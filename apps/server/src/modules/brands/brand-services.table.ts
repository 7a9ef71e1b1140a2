import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar, date, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from './brands.table.js'

/**
 * The services a brand can have (spec 2 §3 "Service (produce type)"): the catalogue the brand
 * detail groups by `classDesc` and the open-service application offers. Only the columns the
 * brand screens read; the service-management screens may add theirs.
 */
export const produceTypes = pgTable(
  'produce_types',
  {
    id: serial('id').primaryKey(),
    /** The service's code (spec: produceType). */
    produceType: varchar('produce_type', { length: 50 }).notNull(),
    produceName: varchar('produce_name', { length: 50 }).notNull(),
    /** The group label (企业门店, 视觉绘图, 供应链, 财务, 数据BI). */
    classDesc: varchar('class_desc', { length: 20 }).notNull(),
    produceIcon: varchar('produce_icon', { length: 500 }).notNull().default(''),
    /** Granularity: 1 store, 2 brand, 3 quantity. */
    level: smallint('level').notNull().default(1),
    /** The model it is sold in: 1 seat, 2 batch, 3 authorization, 31 new authorization. */
    produceModel: smallint('produce_model').notNull().default(1),
    pid: integer('pid'),
    introduce: varchar('introduce', { length: 100 }).notNull().default(''),
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('produce_types_code_uq').on(t.produceType)],
)

/** A seat batch that ends on one date. */
export interface SeatEndDate {
  endDate: string
  expNum: number
}

/**
 * A service a brand has opened (spec 2 §3 "Service product"). Sub-items (subProducts) point to
 * their parent row. Seat and batch services are read by `produce/list-brand-produce`,
 * authorization ones by `product/list-produce`.
 */
export const brandServices = pgTable(
  'brand_services',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    produceTypeId: integer('produce_type_id').notNull().references(() => produceTypes.id),
    parentId: integer('parent_id').references((): AnyPgColumn => brandServices.id, { onDelete: 'cascade' }),
    produceModel: smallint('produce_model').notNull(),
    /** Seat/batch: 1 in effect, 0 not opened. New authorization: 0 in effect, 1 opened, 2 expired. */
    status: smallint('status').notNull().default(1),
    totalNum: integer('total_num').notNull().default(0),
    usedNum: integer('used_num').notNull().default(0),
    totalSeatNum: integer('total_seat_num').notNull().default(0),
    usedSeatNum: integer('used_seat_num').notNull().default(0),
    firstBeginDate: date('first_begin_date'),
    nowBeginDate: date('now_begin_date'),
    nowEndDate: date('now_end_date'),
    seatEndDateList: jsonb('seat_end_date_list').$type<SeatEndDate[]>().notNull().default([]),
    /** JSON text; a reach service keeps its edition as `{"version": n}`. */
    attr: text('attr'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_services_brand_idx').on(t.brandId, t.produceModel), index('brand_services_created_idx').on(t.createdAt, t.id)],
)

/** An open-service application (spec 2 §3 dialog): someone from the platform calls the contact back. */
export const brandServiceApplies = pgTable(
  'brand_service_applies',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    produceTypeId: integer('produce_type_id').notNull().references(() => produceTypes.id),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    /** 0 male, 1 female (spec 2 §3). */
    gender: smallint('gender').notNull().default(0),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    /** 0 waiting for a call back, 1 handled. */
    status: smallint('status').notNull().default(0),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('brand_service_applies_brand_idx').on(t.brandId, t.produceTypeId)],
)
