import { REMOTE_DEVICE_COUNT_CAP } from '@yunying/contracts'
import { and, count, desc, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { lockWithBrandGroup } from '../../db/brand-rows.js'
import { countUpTo, pageRows } from '../../db/paging.js'
import { brandRowsCondition, type TenantScope } from '../access/tenant-scope.js'
import { brands } from '../brands/brands.table.js'
import { stores } from '../stores/stores.table.js'
import { remoteApplications, remoteDevices, remoteEnrolTokens, remoteSessions } from './remote-assist.table.js'

export interface DeviceFilter {
  scope: TenantScope
  deviceSn?: string | undefined
  sellerId?: number | undefined
  storeId?: number | undefined
  deviceType?: number | undefined
  /** Online means seen after this instant; offline, not. */
  online?: { is: boolean; since: Date } | undefined
}

const scoped = (scope: TenantScope, brandId: SQL | typeof remoteDevices.brandId) =>
  brandRowsCondition(scope, { brandId, groupId: brands.groupId })

const deviceWhere = (f: DeviceFilter) =>
  and(
    f.deviceSn ? eq(remoteDevices.deviceSn, f.deviceSn) : undefined,
    f.sellerId === undefined ? undefined : eq(remoteDevices.brandId, f.sellerId),
    f.storeId === undefined ? undefined : eq(remoteDevices.storeId, f.storeId),
    f.deviceType === undefined ? undefined : eq(remoteDevices.deviceType, f.deviceType),
    f.online === undefined
      ? undefined
      : f.online.is
        ? gt(remoteDevices.lastSeenAt, f.online.since)
        : sql`(${remoteDevices.lastSeenAt} is null or ${remoteDevices.lastSeenAt} <= ${f.online.since})`,
    scoped(f.scope, remoteDevices.brandId),
  )

const DEVICE = {
  id: remoteDevices.id,
  sellerId: remoteDevices.brandId,
  sellerName: brands.name,
  storeId: remoteDevices.storeId,
  storeName: stores.name,
  deviceType: remoteDevices.deviceType,
  deviceSn: remoteDevices.deviceSn,
  remoteNum: remoteDevices.remoteNum,
  latestRemoteAt: remoteDevices.latestRemoteAt,
  lastSeenAt: remoteDevices.lastSeenAt,
  clientVersion: remoteDevices.clientVersion,
  controllable: remoteDevices.controllable,
}

/**
 * A page of devices, newest first, and their count up to REMOTE_DEVICE_COUNT_CAP: counting every
 * match was the page's whole cost at 50,000 devices (an offline filter counted 45,000 rows joined
 * to their brands, 80–110 ms on PGlite, while the page itself took under 1 ms). The count joins the
 * brands only when the scope needs their group.
 */
export const listDevices = async (db: DbOrTx, f: DeviceFilter, pageNum: number, pageSize: number) => {
  const where = deviceWhere(f)
  const query = db.select(DEVICE).from(remoteDevices).innerJoin(brands, eq(brands.id, remoteDevices.brandId)).innerJoin(stores, eq(stores.id, remoteDevices.storeId)).where(where)
  const rows = await pageRows(query.$dynamic(), [desc(remoteDevices.id)], pageNum, pageSize)
  const matches = db.select({ one: sql`1` }).from(remoteDevices)
  const { total, capped } = await countUpTo(db, f.scope.kind === 'groups' ? matches.innerJoin(brands, eq(brands.id, remoteDevices.brandId)).where(where) : matches.where(where), REMOTE_DEVICE_COUNT_CAP)
  return { rows, total, totalCapped: capped }
}

/** A device with its brand's group (for the scope check), locked for the rest of the transaction. */
export const findDeviceForUpdate = (db: DbOrTx, id: number) => lockWithBrandGroup(db, remoteDevices, brands, { device: remoteDevices }, id)

export const findDeviceByKey = async (db: DbOrTx, keyId: string) =>
  (await db.select().from(remoteDevices).where(eq(remoteDevices.keyId, keyId)).limit(1))[0] ?? null

export const findDeviceBySn = async (db: DbOrTx, deviceSn: string) =>
  (await db.select({ id: remoteDevices.id }).from(remoteDevices).where(eq(remoteDevices.deviceSn, deviceSn)).limit(1))[0] ?? null

export const insertDevice = async (db: DbOrTx, values: typeof remoteDevices.$inferInsert) =>
  (await db.insert(remoteDevices).values(values).onConflictDoNothing().returning({ id: remoteDevices.id }))[0]?.id ?? null

export const touchDevice = async (db: DbOrTx, keyId: string, values: { at: Date; controllable?: boolean | undefined; clientVersion?: string | undefined }) =>
  (
    await db
      .update(remoteDevices)
      .set({
        lastSeenAt: values.at,
        ...(values.controllable === undefined ? {} : { controllable: values.controllable }),
        ...(values.clientVersion === undefined ? {} : { clientVersion: values.clientVersion }),
      })
      .where(eq(remoteDevices.keyId, keyId))
      .returning({ id: remoteDevices.id })
  )[0]?.id ?? null

/** One buffered "still here" of a device (remote-presence.ts). */
export interface PresenceTouch {
  keyId: string
  at: Date
}

/** Moves `last_seen_at` on for many devices in one statement; never back (a late flush after a newer write-through). */
export const touchDevices = (db: DbOrTx, touches: ReadonlyArray<PresenceTouch>) =>
  db.execute(sql`
      update remote_devices d set last_seen_at = t.at
      from json_to_recordset(${JSON.stringify(touches.map((t) => ({ key_id: t.keyId, at: t.at.toISOString() })))}::json) as t(key_id text, at timestamptz)
      where d.key_id = t.key_id and (d.last_seen_at is null or d.last_seen_at < t.at)`)

export const countDeviceSession = async (db: DbOrTx, id: number, at: Date) =>
  db
    .update(remoteDevices)
    .set({ remoteNum: sql`${remoteDevices.remoteNum} + 1`, latestRemoteAt: at })
    .where(eq(remoteDevices.id, id))

export const insertEnrolToken = async (db: DbOrTx, values: typeof remoteEnrolTokens.$inferInsert) =>
  (await db.insert(remoteEnrolTokens).values(values).returning({ id: remoteEnrolTokens.id }))[0]!.id

/** Spends one use of a live token; its store and brand, or null when it is unknown, used up or expired. */
export const spendEnrolToken = async (db: DbOrTx, tokenHash: string, at: Date) =>
  (
    await db
      .update(remoteEnrolTokens)
      .set({ devicesLeft: sql`${remoteEnrolTokens.devicesLeft} - 1` })
      .where(and(eq(remoteEnrolTokens.tokenHash, tokenHash), gt(remoteEnrolTokens.devicesLeft, 0), gt(remoteEnrolTokens.expiresAt, at)))
      .returning({ storeId: remoteEnrolTokens.storeId, brandId: remoteEnrolTokens.brandId })
  )[0] ?? null

export const pruneEnrolTokens = async (db: DbOrTx, at: Date) =>
  (await db.delete(remoteEnrolTokens).where(lt(remoteEnrolTokens.expiresAt, at)).returning({ id: remoteEnrolTokens.id })).length

/* ---- applications ---- */

export interface ApplyFilter extends Omit<DeviceFilter, 'online'> {
  applyStatus?: number | undefined
  from?: Date | undefined
  to?: Date | undefined
}

export const listApplications = async (db: DbOrTx, f: ApplyFilter, pageNum: number, pageSize: number) => {
  const where = and(
    f.deviceSn ? eq(remoteDevices.deviceSn, f.deviceSn) : undefined,
    f.sellerId === undefined ? undefined : eq(remoteApplications.brandId, f.sellerId),
    f.storeId === undefined ? undefined : eq(remoteApplications.storeId, f.storeId),
    f.deviceType === undefined ? undefined : eq(remoteDevices.deviceType, f.deviceType),
    f.applyStatus === undefined ? undefined : eq(remoteApplications.applyStatus, f.applyStatus),
    f.from ? gte(remoteApplications.applyAt, f.from) : undefined,
    f.to ? lte(remoteApplications.applyAt, f.to) : undefined,
    scoped(f.scope, remoteApplications.brandId as unknown as SQL),
  )
  const from = () =>
    db
      .select({ ...DEVICE, applyId: remoteApplications.id, applyAt: remoteApplications.applyAt, applyStatus: remoteApplications.applyStatus })
      .from(remoteApplications)
      .innerJoin(remoteDevices, eq(remoteDevices.id, remoteApplications.deviceId))
      .innerJoin(brands, eq(brands.id, remoteApplications.brandId))
      .innerJoin(stores, eq(stores.id, remoteApplications.storeId))
  const rows = await pageRows(from().where(where).$dynamic(), [desc(remoteApplications.applyAt), desc(remoteApplications.id)], pageNum, pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(remoteApplications)
    .innerJoin(remoteDevices, eq(remoteDevices.id, remoteApplications.deviceId))
    .innerJoin(brands, eq(brands.id, remoteApplications.brandId))
    .where(where)
  return { rows, total: total?.n ?? 0 }
}

export const findOpenApplication = async (db: DbOrTx, deviceId: number) =>
  (await db.select().from(remoteApplications).where(and(eq(remoteApplications.deviceId, deviceId), eq(remoteApplications.applyStatus, 1))).limit(1))[0] ?? null

export const insertApplication = async (db: DbOrTx, values: { deviceId: number; brandId: number; storeId: number; at: Date }) =>
  (
    await db
      .insert(remoteApplications)
      .values({ deviceId: values.deviceId, brandId: values.brandId, storeId: values.storeId, applyAt: values.at })
      .onConflictDoNothing()
      .returning({ id: remoteApplications.id })
  )[0]?.id ?? null

export const findApplicationForUpdate = (db: DbOrTx, id: number) => lockWithBrandGroup(db, remoteApplications, brands, { application: remoteApplications }, id)

export const closeApplication = async (db: DbOrTx, id: number, status: 2 | 3, at: Date) =>
  db.update(remoteApplications).set({ applyStatus: status, closedAt: at }).where(and(eq(remoteApplications.id, id), eq(remoteApplications.applyStatus, 1)))

/** Applications still applying since before `before` become expired (3). */
export const expireApplications = async (db: DbOrTx, before: Date, at: Date) =>
  (
    await db
      .update(remoteApplications)
      .set({ applyStatus: 3, closedAt: at })
      .where(and(eq(remoteApplications.applyStatus, 1), lt(remoteApplications.applyAt, before)))
      .returning({ id: remoteApplications.id })
  ).length

/* ---- sessions (records) ---- */

export const insertSession = async (db: DbOrTx, values: typeof remoteSessions.$inferInsert) =>
  (await db.insert(remoteSessions).values(values).returning({ id: remoteSessions.id }))[0]!.id

export const findSessionByKey = async (db: DbOrTx, key: string) =>
  (await db.select().from(remoteSessions).where(eq(remoteSessions.sessionKey, key)).limit(1))[0] ?? null

/** Writes the end of a session once; true when this call ended it. */
export const endSession = async (db: DbOrTx, key: string, at: Date) =>
  (
    await db
      .update(remoteSessions)
      .set({ endAt: at })
      .where(and(eq(remoteSessions.sessionKey, key), isNull(remoteSessions.endAt)))
      .returning({ id: remoteSessions.id })
  ).length > 0

export interface LogFilter {
  scope: TenantScope
  remoteType?: number | undefined
  from?: Date | undefined
  to?: Date | undefined
  sellerId?: number | undefined
  storeId?: number | undefined
  deviceSn?: string | undefined
}

const SESSION = {
  id: remoteSessions.id,
  remoteType: remoteSessions.remoteType,
  startAt: remoteSessions.startAt,
  endAt: remoteSessions.endAt,
  remoteAccount: remoteSessions.remoteAccount,
  sellerId: remoteSessions.brandId,
  sellerName: brands.name,
  storeName: stores.name,
  deviceType: remoteSessions.deviceType,
  deviceSn: remoteSessions.deviceSn,
}

export const listSessions = async (db: DbOrTx, f: LogFilter, pageNum: number, pageSize: number) => {
  const where = and(
    f.remoteType === undefined ? undefined : eq(remoteSessions.remoteType, f.remoteType),
    f.from ? gte(remoteSessions.startAt, f.from) : undefined,
    f.to ? lte(remoteSessions.startAt, f.to) : undefined,
    f.sellerId === undefined ? undefined : eq(remoteSessions.brandId, f.sellerId),
    f.storeId === undefined ? undefined : eq(remoteSessions.storeId, f.storeId),
    f.deviceSn ? eq(remoteSessions.deviceSn, f.deviceSn) : undefined,
    scoped(f.scope, remoteSessions.brandId as unknown as SQL),
  )
  const query = db.select(SESSION).from(remoteSessions).innerJoin(brands, eq(brands.id, remoteSessions.brandId)).innerJoin(stores, eq(stores.id, remoteSessions.storeId)).where(where)
  const rows = await pageRows(query.$dynamic(), [desc(remoteSessions.startAt), desc(remoteSessions.id)], pageNum, pageSize)
  const [total] = await db.select({ n: count() }).from(remoteSessions).innerJoin(brands, eq(brands.id, remoteSessions.brandId)).where(where)
  return { rows, total: total?.n ?? 0 }
}

/** A store's brand and the brand's group (a read of the stores table, for the scope check). */
export const findStoreBrand = async (db: DbOrTx, storeId: number) =>
  (await db.select({ id: stores.id, brandId: stores.brandId, groupId: brands.groupId }).from(stores).innerJoin(brands, eq(brands.id, stores.brandId)).where(eq(stores.id, storeId)).limit(1))[0] ?? null

/** The first stores with their brands (the demo seed enrols devices in them). */
export const listFirstStores = async (db: DbOrTx, limit: number) =>
  db.select({ id: stores.id, brandId: stores.brandId }).from(stores).orderBy(stores.id).limit(limit)
