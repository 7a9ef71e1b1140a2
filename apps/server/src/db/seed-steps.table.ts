import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Demo-data steps already applied: seeding runs each step once, so later issues add steps. */
export const seedSteps = pgTable('seed_steps', {
  name: varchar('name', { length: 100 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Base data already applied (`menu:<key>`, `role:<key>`, `step:<name>`, and `hash:base` with the
 * hash of the whole definition): what the product needs to run, applied on every start, each
 * item once, so an item an administrator removed later is not brought back.
 */
export const baseData = pgTable('base_data', {
  name: varchar('name', { length: 200 }).primaryKey(),
  hash: varchar('hash', { length: 64 }).notNull().default(''),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})
