import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** When a row was made and when it last changed, both `now()` unless written; spread into a table's columns. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The id of the row this one belongs to: never null, and the row goes when its parent does (`on delete cascade`). */
export const belongsTo = <N extends string>(name: N, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' })
