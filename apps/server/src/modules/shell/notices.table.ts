import { index, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Update notices (spec 1 §3, §4 'Other'): one row per published version and service type
 * (1 for brandType 2 and the platform, 2 for brandType 9). The console shows the newest one
 * on /homePage while it is at most 15 days old and unread for the brand.
 */
export const updateNotices = pgTable(
  'update_notices',
  {
    id: serial('id').primaryKey(),
    serviceType: smallint('service_type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    versionsNum: varchar('versions_num', { length: 30 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('update_notices_type_created_idx').on(t.serviceType, t.createdAt)],
)
