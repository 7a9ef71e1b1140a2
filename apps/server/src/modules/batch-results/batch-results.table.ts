import { index, numeric, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'
import { taskPlans } from '../plans/plans.table.js'
import { belongsTo } from '../../db/columns.js'

/** One order of a batch-shipping plan (model ORDER_BATCH_OPERATE) and how it went (spec 1 §3). */
export const orderBatchResults = pgTable(
  'order_batch_results',
  {
    id: serial('id').primaryKey(),
    planId: belongsTo('plan_id', () => taskPlans.id),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    actualAmount: numeric('actual_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    shopName: varchar('shop_name', { length: 50 }).notNull().default(''),
    orderAt: timestamp('order_at', { withTimezone: true }),
    /** 1 shipped, 0 failed. */
    operateFlag: smallint('operate_flag').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_batch_results_plan_idx').on(t.planId, t.id)],
)
