import { date, doublePrecision, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { produceTypes } from '../services/services.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

/**
 * A store (门店) of one brand. The id is stable: aggregate-QR rules, devices and remote assistance
 * refer to it. Stores are never deleted, only closed (status 0).
 */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
    name: text('name').notNull(),
    /** The brand's own store code; unique within the brand when given. */
    code: text('code'),
    /** 1 营业, 0 停业. */
    status: smallint('status').notNull().default(1),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code'),
    regionName: text('region_name'),
    address: text('address').notNull(),
    street: text('street'),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    openDate: date('open_date', { mode: 'string' }),
    expireDate: date('expire_date', { mode: 'string' }),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps(),
    version: integer('version').notNull().default(1),
    /**
     * The 1-, 2- and 3-character pieces of the name and the code (the brands' function, migration
     * 0007), for the list's "name or code contains" (stores.repository.ts). Kept by the database.
     */
    nameGrams: integer('name_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`brand_name_grams(name || chr(10) || coalesce(code, ''))`),
  },
  (t) => [
    uniqueIndex('stores_brand_code_uq').on(t.brandId, t.code).where(sql`${t.code} is not null`),
    index('stores_name_grams_idx').using('gin', t.nameGrams),
    index('stores_brand_idx').on(t.brandId, t.id),
    index('stores_expire_idx').on(t.expireDate),
    // Open stores by expiry: the renewal prompt's count, read on every home page, from the index alone.
    index('stores_open_expire_idx').on(t.expireDate).where(sql`${t.status} = 1`),
  ],
)

/**
 * The store-level services a store has opened (catalogue services of granularity 1 门店), each with
 * its period. The store's `expire_date` is kept equal to the earliest end date among them (written
 * in the same transaction), so lists, the renewal prompt and the shop-expiry export read one column.
 */
export const storeServices = pgTable(
  'store_services',
  {
    id: serial('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    produceTypeId: integer('produce_type_id')
      .notNull()
      .references(() => produceTypes.id),
    beginDate: date('begin_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('store_services_store_service_uq').on(t.storeId, t.produceTypeId), index('store_services_end_idx').on(t.endDate)],
)
