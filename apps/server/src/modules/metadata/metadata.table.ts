import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { StoredDefinitionFields } from '@yunying/contracts'
import { accounts } from '../accounts/accounts.table.js'
import { timestamps } from '../../db/columns.js'

/**
 * The metadata dictionaries (spec 3 §3.1): modules (MODULE_TYPE), their entities (ENTITY_TYPE,
 * `pid` the module), industries (APPLY_BIZ_TYPE) and each entity's parent-node tree (PARENT_NODE,
 * `pid` the entity or a parent node). `pid` 0 is the top.
 */
export const metadataDictData = pgTable(
  'metadata_dict_data',
  {
    id: serial('id').primaryKey(),
    nameType: text('name_type').notNull(),
    pid: integer('pid').notNull().default(0),
    dataKey: text('data_key').notNull(),
    dataValue: text('data_value').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('metadata_dict_data_key_uq').on(t.nameType, t.pid, t.dataKey)],
)

/**
 * A field definition (spec 3 §3.1). The columns the list filters on are copied out of `fields`,
 * the version in force; `revision` is an edit of an enabled definition waiting for review.
 */
export const metadataDefinitions = pgTable(
  'metadata_definitions',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    fieldCode: text('field_code').notNull(),
    fieldName: text('field_name').notNull(),
    parentNode: text('parent_node').notNull(),
    dataType: text('data_type').notNull(),
    controlType: text('control_type').notNull(),
    sortNum: integer('sort_num').notNull().default(0),
    status: integer('status').notNull(),
    fields: jsonb('fields').$type<StoredDefinitionFields>().notNull(),
    revision: jsonb('revision').$type<StoredDefinitionFields>(),
    /** Who submitted what is under review (the definition or its revision), and when. */
    submittedBy: integer('submitted_by').references(() => accounts.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    authMsg: text('auth_msg').notNull().default(''),
    authAt: timestamp('auth_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('metadata_definitions_code_uq').on(t.module, t.entity, t.fieldCode), index('metadata_definitions_list_idx').on(t.module, t.entity, t.sortNum, t.id)],
)

/** Every transition of a definition, with who, when, the remark and a field-level diff. Kept after a delete. */
export const metadataDefinitionLogs = pgTable(
  'metadata_definition_logs',
  {
    id: serial('id').primaryKey(),
    definitionId: integer('definition_id').notNull(),
    fieldName: text('field_name').notNull(),
    fieldCode: text('field_code').notNull(),
    action: text('action').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountName: text('account_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
    diff: jsonb('diff').$type<Array<{ field: string; label: string; from: string; to: string }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('metadata_definition_logs_def_idx').on(t.definitionId, t.id)],
)

/** Business rules per module and entity (spec 3 §3.1): radio or checkbox options and the chosen value. */
export const metadataBizRules = pgTable(
  'metadata_biz_rules',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    ruleCode: text('rule_code').notNull(),
    ruleName: text('rule_name').notNull(),
    controlStyle: text('control_style').notNull(),
    content: jsonb('content').$type<Array<{ title: string; value: string }>>().notNull(),
    /** radio: the option's value; checkbox: a JSON string of an array of values. */
    value: text('value').notNull().default(''),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('metadata_biz_rules_code_uq').on(t.module, t.entity, t.ruleCode)],
)

/** The basic attributes every entity of a module carries (id, name, created time …). */
export const metadataBasicFields = pgTable(
  'metadata_basic_fields',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    fieldCode: text('field_code').notNull(),
    fieldName: text('field_name').notNull(),
    dataType: text('data_type').notNull(),
    /** 1 enabled, 0 disabled. */
    status: integer('status').notNull().default(1),
    displayConfig: jsonb('display_config').$type<{ hint: string; isHide: number; sortNum: number }>().notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('metadata_basic_fields_code_uq').on(t.module, t.fieldCode)],
)
