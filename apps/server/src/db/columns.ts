import { timestamp } from 'drizzle-orm/pg-core'

/** When a row was made and when it last changed, both `now()` unless written; spread into a table's columns. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
