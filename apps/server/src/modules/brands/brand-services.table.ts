import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar, date, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { produceTypes } from '../services/services.table.js'
import { brands } from './brands.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

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
    brandId: belongsTo('brand_id', () => brands.id),
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
    ...timestamps(),
  },
  (t) => [index('brand_services_brand_idx').on(t.brandId, t.produceModel), index('brand_services_created_idx').on(t.createdAt, t.id)],
)

/**
 * An open-service application (spec 2 §3 dialog): someone from the platform calls the contact back.
 * A brand has at most one waiting application per service (`brand_service_applies_pending_uq`), so
 * two applications sent at once cannot both be recorded; the second answers 409.
 */
export const brandServiceApplies = pgTable(
  'brand_service_applies',
  {
    id: serial('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
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
  (t) => [
    index('brand_service_applies_brand_idx').on(t.brandId, t.produceTypeId),
    uniqueIndex('brand_service_applies_pending_uq').on(t.brandId, t.produceTypeId).where(sql`${t.status} = 0`),
  ],
)
