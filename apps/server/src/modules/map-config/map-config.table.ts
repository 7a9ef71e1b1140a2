import { integer, jsonb, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import type { MapKeyInfo } from '@yunying/contracts'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

/** A brand's map-service keys per provider (spec 2 §3 "Brand map config"): one row per brand. */
export const brandMapConfigs = pgTable(
  'brand_map_configs',
  {
    id: serial('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
    /** `[{ type: 1 | 2, keys: string[] }]`, providers in type order. */
    infoList: jsonb('info_list').$type<MapKeyInfo[]>().notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('brand_map_configs_brand_uq').on(t.brandId)],
)
