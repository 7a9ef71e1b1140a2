import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Demo-data steps already applied: seeding runs each step once, so later issues add steps. */
export const seedSteps = pgTable('seed_steps', {
  name: varchar('name', { length: 100 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})
