import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import { stores } from '../stores/stores.table.js'
import { belongsTo } from '../../db/columns.js'

/** A store's device (spec 3 §3.2), registered once with an enrolment token; it signs its calls with its own secret. */
export const remoteDevices = pgTable(
  'remote_devices',
  {
    id: serial('id').primaryKey(),
    brandId: belongsTo('brand_id', () => brands.id),
    storeId: belongsTo('store_id', () => stores.id),
    /** 1 安卓 POS, 2 Windows POS, 3 安卓远程工具, 4 Windows 远程工具. */
    deviceType: smallint('device_type').notNull(),
    deviceSn: text('device_sn').notNull(),
    /** The key id the device signs with (`x-signed-key-id`). */
    keyId: text('key_id').notNull(),
    /** The HMAC secret: the server needs it to check signatures, so it is kept, and answered only once, at registration. */
    secret: text('secret').notNull(),
    clientVersion: text('client_version').notNull().default(''),
    /** Screen capture and input granted on the device (its last heartbeat says so). */
    controllable: boolean('controllable').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    remoteNum: integer('remote_num').notNull().default(0),
    latestRemoteAt: timestamp('latest_remote_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remote_devices_sn_uq').on(t.deviceSn),
    uniqueIndex('remote_devices_key_uq').on(t.keyId),
    index('remote_devices_brand_idx').on(t.brandId, t.id),
    index('remote_devices_store_idx').on(t.storeId, t.id),
    index('remote_devices_seen_idx').on(t.lastSeenAt),
  ],
)

/** A store's enrolment token: only its hash is kept; it lets `devicesLeft` more devices register until it expires. */
export const remoteEnrolTokens = pgTable(
  'remote_enrol_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    brandId: belongsTo('brand_id', () => brands.id),
    storeId: belongsTo('store_id', () => stores.id),
    devicesLeft: integer('devices_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_enrol_tokens_hash_uq').on(t.tokenHash), index('remote_enrol_tokens_expiry_idx').on(t.expiresAt)],
)

/** A store's request for help (spec 3 §3.2, §4.2): 1 申请中, 2 已完成, 3 已过期. */
export const remoteApplications = pgTable(
  'remote_applications',
  {
    id: serial('id').primaryKey(),
    deviceId: belongsTo('device_id', () => remoteDevices.id),
    brandId: integer('brand_id').notNull(),
    storeId: integer('store_id').notNull(),
    applyAt: timestamp('apply_at', { withTimezone: true }).notNull(),
    applyStatus: smallint('apply_status').notNull().default(1),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('remote_applications_brand_idx').on(t.brandId, t.applyAt),
    index('remote_applications_open_idx').on(t.applyAt).where(sql`${t.applyStatus} = 1`),
    uniqueIndex('remote_applications_device_open_uq').on(t.deviceId).where(sql`${t.applyStatus} = 1`),
  ],
)

/** A remote session and its record (spec 3 §3.2): 1 主控发起, 2 被控申请; `endAt` is written when the relay closes. */
export const remoteSessions = pgTable(
  'remote_sessions',
  {
    id: serial('id').primaryKey(),
    /** The session's opaque id (`remoteId`). */
    sessionKey: text('session_key').notNull(),
    remoteType: smallint('remote_type').notNull(),
    deviceId: belongsTo('device_id', () => remoteDevices.id),
    applicationId: integer('application_id'),
    brandId: integer('brand_id').notNull(),
    storeId: integer('store_id').notNull(),
    deviceType: smallint('device_type').notNull(),
    deviceSn: text('device_sn').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The operator's account as it was when the session started. */
    remoteAccount: text('remote_account').notNull(),
    provider: text('provider').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('remote_sessions_key_uq').on(t.sessionKey),
    index('remote_sessions_brand_idx').on(t.brandId, t.startAt),
    index('remote_sessions_start_idx').on(t.startAt),
  ],
)

/**
 * Where the built-in relay's live parts are, when several instances serve behind a balancer: which
 * instance holds a device's control connection (`device:<id>`), a session (`session:<remoteId>`) and
 * a session's code (`code:<HMAC of the code>`, never the code itself). Rows expire; the owner
 * refreshes its own and deletes them when the part ends.
 */
export const remoteRelayRoutes = pgTable(
  'remote_relay_routes',
  {
    key: text('key').primaryKey(),
    /** The owning instance's own address (`RELAY_INSTANCE_URL`). */
    instance: text('instance').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('remote_relay_routes_instance_idx').on(t.instance)],
)
