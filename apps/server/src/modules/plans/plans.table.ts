import { bigint, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

/**
 * A task-centre row (spec 1 §3): an export or import plan of one account, with its status of
 * spec 1 §4, progress, and the file it produced. The job that does the work is in `jobs`.
 */
export const taskPlans = pgTable(
  'task_plans',
  {
    id: serial('id').primaryKey(),
    /** The owner (admin_id of the plan calls). */
    accountId: belongsTo('account_id', () => accounts.id),
    /** The organisation the owner acted for when starting it. */
    orgType: smallint('org_type'),
    orgId: integer('org_id'),
    bizType: smallint('biz_type').notNull().default(105),
    /** export, import or batch. */
    kind: varchar('kind', { length: 10 }).notNull(),
    modelName: varchar('model_name', { length: 60 }).notNull(),
    modelNameDesc: varchar('model_name_desc', { length: 60 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    remark: varchar('remark', { length: 20 }).notNull().default(''),
    exportPerson: varchar('export_person', { length: 32 }).notNull().default(''),
    exportPersonName: varchar('export_person_name', { length: 50 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    downloadStatus: smallint('download_status').notNull().default(0),
    /** The opaque number the `export-…-result` calls take. */
    flowNo: varchar('flow_no', { length: 40 }).notNull(),
    jobId: integer('job_id'),
    /** The produced file (export) or the failures file (import) in the file store. */
    fileKey: varchar('file_key', { length: 80 }),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** The uploaded file of an import, removed once it has been applied. */
    sourceKey: varchar('source_key', { length: 80 }),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    rowsFailed: integer('rows_failed').notNull().default(0),
    error: varchar('error', { length: 500 }).notNull().default(''),
    params: jsonb('params').notNull().default({}),
    ...timestamps(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('task_plans_account_idx').on(t.accountId, t.bizType, t.id),
    index('task_plans_created_idx').on(t.createdAt),
    uniqueIndex('task_plans_flow_uq').on(t.flowNo),
  ],
)

/** A signed download link: only the SHA-256 of the token is kept; it expires. */
export const downloadLinks = pgTable(
  'download_links',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    planId: belongsTo('plan_id', () => taskPlans.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('download_links_expires_idx').on(t.expiresAt)],
)
