import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'

/**
 * Records reported by services (issue 28), one row per module, entity and record id: a record
 * reported again replaces its fields and bumps `rev`. What waits for a check is kept apart, in
 * `check_pending`, so neither a check (which deletes its pending rows) nor a replacement (which
 * changes no indexed column) writes this table's indexes again.
 */
export const checkRecords = pgTable(
  'check_records',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    rev: integer('rev').notNull().default(1),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('check_records_record_uq').on(t.module, t.entity, t.recordId), index('check_records_pass_idx').on(t.module, t.entity, t.id)],
)

/**
 * The records waiting for a check: one row per record reported or replaced since its last check,
 * with the `rev` reported and whether the record was never checked (`fresh`: it has no failures
 * yet, and counts as a record the first time it is checked). A check claims its rows
 * `FOR UPDATE SKIP LOCKED` and deletes them; a report replacing a record being checked waits for
 * that check and then queues the record again.
 */
export const checkPending = pgTable(
  'check_pending',
  {
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    recordPk: integer('record_pk').notNull(),
    rev: integer('rev').notNull(),
    fresh: boolean('fresh').notNull(),
  },
  (t) => [primaryKey({ columns: [t.module, t.entity, t.recordPk] })],
)

/** One row per failing field of a checked record (or per field no definition knows), with its label. */
export const checkFailures = pgTable(
  'check_failures',
  {
    id: serial('id').primaryKey(),
    recordPk: integer('record_pk').notNull(),
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    recordId: text('record_id').notNull(),
    fieldCode: text('field_code').notNull(),
    /** 0 unknown, 1 unmatched, 2 validator error, 3 validation failed. */
    label: smallint('label').notNull(),
    rule: text('rule').notNull(),
    reason: text('reason').notNull(),
    value: text('value').notNull(),
    definitionVersion: integer('definition_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('check_failures_record_idx').on(t.recordPk),
    index('check_failures_list_idx').on(t.module, t.entity, t.fieldCode, t.label, t.id),
    index('check_failures_entity_idx').on(t.module, t.entity, t.id),
    index('check_failures_created_idx').on(t.createdAt, t.id),
  ],
)

/**
 * The standing counts of a module and entity, kept by each check page in its own statement (the
 * records it checked for the first time, and the failing records it added or cleared), so a check
 * run reads them instead of counting the whole entity.
 */
export const checkEntityTotals = pgTable(
  'check_entity_totals',
  {
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    /** Records checked at least once. */
    records: integer('records').notNull(),
    /** Records with at least one failure. */
    failing: integer('failing').notNull(),
  },
  (t) => [primaryKey({ columns: [t.module, t.entity] })],
)

/** The standing failures per field and label of a module and entity, kept like `check_entity_totals`. */
export const checkFieldTotals = pgTable(
  'check_field_totals',
  {
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    fieldCode: text('field_code').notNull(),
    label: smallint('label').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.module, t.entity, t.fieldCode, t.label] })],
)

/** Each finished check of a module and entity: the counts per field and label then, for the trend. */
export const checkRuns = pgTable(
  'check_runs',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    entity: text('entity').notNull(),
    jobId: integer('job_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    records: integer('records').notNull(),
    checked: integer('checked').notNull(),
    failing: integer('failing').notNull(),
    /** [{ f: fieldCode, l: label, c: count }] */
    counts: jsonb('counts').$type<Array<{ f: string; l: number; c: number }>>().notNull(),
    /** fieldCode → the definition version checked against. */
    versions: jsonb('versions').$type<Record<string, number>>().notNull(),
    rulesHash: text('rules_hash').notNull(),
  },
  (t) => [index('check_runs_entity_idx').on(t.module, t.entity, t.id)],
)

/** The keys of services that report records with signed calls (`signed:metadata-report`). */
export const checkServiceKeys = pgTable(
  'check_service_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    keyId: text('key_id').notNull(),
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('check_service_keys_key_uq').on(t.keyId)],
)

/** Order reconciliation records: one per source system and order number, the state computed on report. */
export const reconcileRecords = pgTable(
  'reconcile_records',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    source: text('source').notNull(),
    billDate: date('bill_date').notNull(),
    ourAmount: numeric('our_amount', { precision: 14, scale: 2 }),
    theirAmount: numeric('their_amount', { precision: 14, scale: 2 }),
    difference: numeric('difference', { precision: 14, scale: 2 }).notNull(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconcile_records_order_uq').on(t.source, t.orderNo),
    index('reconcile_records_date_idx').on(t.billDate, t.id),
    index('reconcile_records_created_idx').on(t.createdAt, t.id),
  ],
)
