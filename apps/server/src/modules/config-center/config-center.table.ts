import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { ConfigDiff, ConfigValue, OptionValue, RelatedData, RelatedDefault } from '@yunying/contracts'
import { accounts } from '../accounts/accounts.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

/** A field of the configuration dictionary (spec 2 §3 "Dictionary field config"). */
export const configFields = pgTable(
  'config_fields',
  {
    id: serial('id').primaryKey(),
    /** 1 brand config, 2 group config. */
    applyType: smallint('apply_type').notNull(),
    fieldName: varchar('field_name', { length: 50 }).notNull(),
    /** Unique, locked after creation. */
    fieldCode: varchar('field_code', { length: 50 }).notNull(),
    serverNameAndGroup: varchar('server_name_and_group', { length: 100 }).notNull(),
    manageType: smallint('manage_type').notNull().default(1),
    pageGroup: varchar('page_group', { length: 50 }).notNull().default(''),
    sortNum: numeric('sort_num', { precision: 10, scale: 2, mode: 'number' }).notNull().default(99),
    /** Comma list of business types, "1,3". */
    bizTypes: varchar('biz_types', { length: 20 }).notNull(),
    serviceModule: varchar('service_module', { length: 30 }).notNull(),
    descrip: varchar('descrip', { length: 1000 }).notNull(),
    manualText: varchar('manual_text', { length: 100 }).notNull().default(''),
    exampleImage: varchar('example_image', { length: 500 }).notNull().default(''),
    helpLink: varchar('help_link', { length: 100 }).notNull().default(''),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    dataType: varchar('data_type', { length: 10 }).notNull(),
    optionValues: jsonb('option_values').$type<OptionValue[]>().notNull().default([]),
    relatedData: jsonb('related_data').$type<RelatedData[]>().notNull().default([]),
    defaultValue: jsonb('default_value').$type<ConfigValue>(),
    relatedDefaultValue: jsonb('related_default_value').$type<RelatedDefault[]>().notNull().default([]),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedByName: varchar('updated_by_name', { length: 50 }).notNull().default(''),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('config_fields_code_uq').on(t.fieldCode), index('config_fields_order_idx').on(t.applyType, t.sortNum, t.id)],
)

/**
 * Every code the dictionary uses, a field's own and its dependents' (spec 2 §3 `relatedData`): one
 * row each, so a dependent field is addressable on its own and two fields never share a code.
 */
export const configFieldCodes = pgTable(
  'config_field_codes',
  {
    code: varchar('code', { length: 50 }).primaryKey(),
    fieldId: belongsTo('field_id', () => configFields.id),
  },
  (t) => [index('config_field_codes_field_idx').on(t.fieldId)],
)

/** One row per dictionary save: who (name and mobile sent with the save), when, and the field as saved. */
export const configFieldVersions = pgTable(
  'config_field_versions',
  {
    id: serial('id').primaryKey(),
    fieldId: belongsTo('field_id', () => configFields.id),
    version: integer('version').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountName: varchar('account_name', { length: 50 }).notNull().default(''),
    accountPhone: varchar('account_phone', { length: 20 }).notNull().default(''),
    /** 'add', 'update' or 'sync'. */
    action: varchar('action', { length: 10 }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('config_field_versions_uq').on(t.fieldId, t.version)],
)

/**
 * The dictionary's generation: one row, bumped by a trigger on every write to `config_fields`
 * (migration 0016), whichever code path wrote it (editor, one-key sync, seed). The effective read
 * checks it to know whether its compiled copy of the dictionary is still current.
 */
export const configDictionaryState = pgTable('config_dictionary_state', {
  id: smallint('id').primaryKey(),
  generation: integer('generation').notNull().default(1),
})

/** 'brand' (applyType 1 fields) or 'group' (applyType 2 fields). */
type OwnerKind = 'brand' | 'group'

/** A brand's or group's saved value of one field or dependent field (spec 2 §3 "Saved config value"). */
export const configValues = pgTable(
  'config_values',
  {
    ownerKind: varchar('owner_kind', { length: 5 }).$type<OwnerKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    fieldCode: varchar('field_code', { length: 50 }).notNull(),
    value: jsonb('value').$type<ConfigValue>().notNull(),
    /** Brand values only: brand staff may read (write) it in their apps; write implies read. */
    isSellerRead: boolean('is_seller_read').notNull().default(false),
    isSellerWrite: boolean('is_seller_write').notNull().default(false),
    /** A dependent field's parent code and the parent value it hangs under. */
    relatedFieldCode: varchar('related_field_code', { length: 50 }),
    relatedFieldValue: varchar('related_field_value', { length: 200 }),
  },
  (t) => [primaryKey({ name: 'config_values_pk', columns: [t.ownerKind, t.ownerId, t.fieldCode] })],
)

/** A brand's or group's configuration version: no row means never configured (version 0). */
export const configStates = pgTable(
  'config_states',
  {
    ownerKind: varchar('owner_kind', { length: 5 }).$type<OwnerKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByName: varchar('updated_by_name', { length: 50 }).notNull().default(''),
  },
  (t) => [primaryKey({ name: 'config_states_pk', columns: [t.ownerKind, t.ownerId] })],
)

/** One saved entry as a version's snapshot keeps it. */
export interface ConfigSnapshotEntry {
  fieldCode: string
  fieldValue: ConfigValue
  isSellerRead: boolean
  isSellerWrite: boolean
  relatedFieldCode: string | null
  relatedFieldValue: string | null
}

/** Every save of a brand's or group's configuration: who, when, what changed, and the values after it. */
export const configVersions = pgTable(
  'config_versions',
  {
    id: serial('id').primaryKey(),
    ownerKind: varchar('owner_kind', { length: 5 }).$type<OwnerKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    version: integer('version').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountName: varchar('account_name', { length: 50 }).notNull().default(''),
    accountPhone: varchar('account_phone', { length: 20 }).notNull().default(''),
    /** 'save' or 'restore'. */
    action: varchar('action', { length: 10 }).notNull(),
    restoredFrom: integer('restored_from'),
    /** Every value after the save; the effective read serves the current version's snapshot. */
    snapshot: jsonb('snapshot').$type<ConfigSnapshotEntry[]>().notNull(),
    /** What changed: before/after null means not configured. */
    diff: jsonb('diff').$type<ConfigDiff[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('config_versions_owner_version_uq').on(t.ownerKind, t.ownerId, t.version)],
)
