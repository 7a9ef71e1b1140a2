import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

/** A group: a chain or enterprise that owns brands (spec 2 §3). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 20 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull().default(''),
    contactEmail: varchar('contact_email', { length: 100 }).notNull().default(''),
    remark: varchar('remark', { length: 50 }).notNull().default(''),
    logo: varchar('logo', { length: 500 }).notNull().default(''),
    /** Fixed at 2 (spec 2 §3). */
    sysVersion: smallint('sys_version').notNull().default(2),
    /** Group configuration status: 0 unconfigured, otherwise configured. */
    status: smallint('status').notNull().default(0),
    username: varchar('username', { length: 11 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('groups_name_idx').on(t.name), index('groups_created_idx').on(t.createdAt, t.id)],
)
