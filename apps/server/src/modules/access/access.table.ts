import { boolean, index, integer, pgTable, primaryKey, serial, smallint, varchar, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { belongsTo, timestamps } from '../../db/columns.js'

/**
 * The menu tree of spec 1 §3: directories (type 1), pages (type 2) and buttons (type 4).
 * A button node's `code` is a permission code (`brand.create.btn`); the server checks the
 * same codes on its routes.
 */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 50 }).notNull(),
    path: varchar('path', { length: 200 }).notNull().default(''),
    description: varchar('description', { length: 200 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    type: smallint('type').notNull(),
    clientType: smallint('client_type').notNull().default(1),
    menuStatus: smallint('menu_status').notNull().default(1),
    icon: varchar('icon', { length: 100 }).notNull().default(''),
    url: varchar('url', { length: 300 }).notNull().default(''),
    serviceId: integer('service_id'),
    code: varchar('code', { length: 100 }).notNull().default(''),
    keepAlive: boolean('keep_alive').notNull().default(false),
    /**
     * The stable key of a node that base data defines (`dir:/businessCenter`, `page:/businessCenter/brand`,
     * `code:brand.create.btn`); null for nodes an administrator added. Base data finds its nodes by it.
     */
    key: varchar('key', { length: 150 }),
  },
  (t) => [index('menus_pid_idx').on(t.pid, t.sort), uniqueIndex('menus_key_uq').on(t.key)],
)

/**
 * A role: a named set of menu nodes, held in one kind of organisation: `scope` is that OrgType
 * (0 platform, 1 group, 2 brand). System roles have a stable `key`
 * (`platform_admin`, `brand_staff`, `group_ops`); code finds them by it, never by name.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    scope: smallint('scope').notNull().default(0),
    key: varchar('key', { length: 50 }),
    /** 1 enabled, 0 disabled (a disabled role grants nothing). */
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** Data scope of a platform role: the groups it is limited to; null for no limit. */
    dataScopeGroupIds: integer('data_scope_group_ids').array(),
    ...timestamps(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('roles_key_uq').on(t.key)],
)

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: belongsTo('role_id', () => roles.id),
    menuId: belongsTo('menu_id', () => menus.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
)

/**
 * What an account may act for: an organisation (OrgType and id) with a role there.
 * `list-role-org` reads these; `select-role-org` puts one into the session.
 */
export const accountOrgs = pgTable(
  'account_orgs',
  {
    id: serial('id').primaryKey(),
    accountId: belongsTo('account_id', () => accounts.id),
    orgType: smallint('org_type').notNull(),
    orgId: integer('org_id').notNull(),
    roleId: integer('role_id').notNull().references(() => roles.id),
  },
  (t) => [uniqueIndex('account_orgs_uq').on(t.accountId, t.orgType, t.orgId, t.roleId)],
)
