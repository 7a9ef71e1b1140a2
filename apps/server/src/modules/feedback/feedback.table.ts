import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Customer suggestions (the feedback page, spec 1 §2.4): what a brand's customers sent through a
 * channel, and whether the brand handled it. `brand_id` is the `store_id` of the count call.
 */
export const customerSuggests = pgTable(
  'customer_suggests',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    contact: varchar('contact', { length: 50 }).notNull().default(''),
    /** Marketing channel code (spec 1 §3): 1 WeChat, 2 Alipay, 5 Douyin, 6 offline POS, 11 Xiaohongshu. */
    channel: smallint('channel').notNull().default(1),
    /** 0 not handled, 1 handled. */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
  },
  (t) => [index('customer_suggests_brand_status_idx').on(t.brandId, t.status, t.id), index('customer_suggests_status_idx').on(t.status, t.id)],
)
