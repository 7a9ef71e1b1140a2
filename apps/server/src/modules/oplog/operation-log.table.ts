import { bigserial, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

/** One mutating call: who, for which organisation, from which console page, with what outcome. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id'),
    orgType: smallint('org_type'),
    orgId: integer('org_id'),
    method: varchar('method', { length: 10 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    operatingUrl: varchar('operating_url', { length: 500 }).notNull().default(''),
    statusCode: smallint('status_code').notNull(),
    code: integer('code'),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** What changed, as the service describes it; never secrets. */
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_logs_created_idx').on(t.createdAt), index('operation_logs_account_idx').on(t.accountId, t.createdAt)],
)
