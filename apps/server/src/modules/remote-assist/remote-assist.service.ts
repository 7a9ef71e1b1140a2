import { createHash, randomBytes } from 'node:crypto'
import {
  REMOTE_APPLY_STATUS,
  REMOTE_DEVICE_TYPES,
  REMOTE_ENROL_TTL_MS,
  REMOTE_ONLINE_MS,
  REMOTE_TYPES,
  type RemoteApplyPage,
  type RemoteApplyPageBody,
  type RemoteConfig,
  type RemoteDevicePage,
  type RemoteDevicePageBody,
  type RemoteLogPage,
  type RemoteLogPageBody,
  type RemoteStartBody,
  type RemoteUrlBody,
} from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertBrandInScope } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { RemoteDesktopProvider } from './remote-desktop-provider.js'
import type { DevicePresence } from './remote-presence.js'
import {
  closeApplication,
  countDeviceSession,
  endSession,
  expireApplications,
  findApplicationForUpdate,
  findDeviceByKey,
  findDeviceBySn,
  findDeviceForUpdate,
  findOpenApplication,
  findSessionByKey,
  findStoreBrand,
  insertApplication,
  insertDevice,
  insertEnrolToken,
  insertSession,
  listApplications,
  listDevices,
  listSessions,
  pruneEnrolTokens,
  spendEnrolToken,
  touchDevice,
} from './remote-assist.repository.js'

const DEVICE_GONE = '设备不存在或已删除'
const APPLY_GONE = '申请不存在或已删除'
const SESSION_GONE = '远程会话已结束或不存在，请重新发起'
/** How often a device is asked to send its heartbeat. */
export const HEARTBEAT_SECONDS = 10

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const CHINA_OFFSET_MS = 8 * 3_600_000
/** `YYYY-MM-DD[ HH:mm[:ss]]` in China time → an instant; a bare date at the end of a range means its last second. */
const fromChinaTime = (text: string | undefined, endOfDay: boolean) => {
  if (!text) return undefined
  const [date, time] = text.split(' ')
  const clock = time ? (time.length === 5 ? `${time}:00` : time) : endOfDay ? '23:59:59' : '00:00:00'
  return new Date(new Date(`${date}T${clock}Z`).getTime() - CHINA_OFFSET_MS)
}

type DeviceListRow = Awaited<ReturnType<typeof listDevices>>['rows'][number]

interface Presence {
  lastSeenAt: Date | null
  controllable: boolean
  id: number
}

export interface RemoteAssistDeps {
  db: Db
  clock: Clock
  provider: RemoteDesktopProvider
  /** Heartbeats, written in batches (remote-presence.ts). */
  presence: DevicePresence
  /** Applications not handled within this long expire (status 3). */
  applyExpiryMs: number
}

/** Remote assistance (spec 3 §2.3, §3.2, §4.2, §4.3, §7.3): devices, applications, sessions and their records. */
export const createRemoteAssistService = ({ db, clock, provider, presence, applyExpiryMs }: RemoteAssistDeps) => {
  const isOnline = (d: Presence) => d.lastSeenAt !== null && clock.now().getTime() - d.lastSeenAt.getTime() <= REMOTE_ONLINE_MS
  /**
   * Why an operator cannot connect to the device now, or null when it can; `reachable` is what the
   * provider answered for the page's devices (null: it cannot tell).
   */
  const unavailableReason = (d: Presence, reachable: Set<number> | null) => {
    if (!isOnline(d)) return '设备离线'
    if (!d.controllable) return '设备未授权屏幕控制'
    if (reachable && !reachable.has(d.id)) return '设备未连接远程通道'
    return null
  }
  const typeName = (t: number) => REMOTE_DEVICE_TYPES[t] ?? String(t)
  const time = (d: Date | null) => (d ? toChinaTime(d) : null)
  /** The one mapping of a device's brand, store, type and SN, as every list answers them. */
  const storeDeviceOf = (r: { sellerId: number; sellerName: string; storeName: string; deviceType: number; deviceSn: string }) => ({
    sellerId: r.sellerId,
    sellerName: r.sellerName,
    storeName: r.storeName,
    deviceType: r.deviceType,
    deviceTypeName: typeName(r.deviceType),
    deviceSn: r.deviceSn,
  })
  /** A device row as the device and application lists answer it (the application list then puts its own id first). */
  const deviceOfRow = (r: DeviceListRow) => ({
    id: r.id,
    storeId: r.storeId,
    ...storeDeviceOf(r),
    remoteNum: r.remoteNum,
    latestRemoteTime: time(r.latestRemoteAt),
    online: isOnline(r),
  })

  // The record gets its end when the relay (or the provider) ends the session, from either side.
  provider.onEnded((remoteId) => {
    void endSession(db, remoteId, clock.now()).catch(() => undefined)
  })

  const configOf = (remoteId: string, deviceId: number, s: { ready: boolean; remoteCode: string; remotePassword: string; remoteUrl: string; clientRemoteUrl: string }): RemoteConfig => ({
    type: s.ready ? 1 : 0,
    remoteCode: s.remoteCode,
    remotePassword: s.remotePassword,
    remoteUrl: s.remoteUrl,
    clientRemoteUrl: s.clientRemoteUrl,
    remoteId,
    remoteToolId: deviceId,
  })

  return {
    async listDevices(session: SessionContext, body: RemoteDevicePageBody): Promise<RemoteDevicePage> {
      // This instance's buffered beats first, so a device that just spoke shows as it is.
      await presence.flush()
      const since = new Date(clock.now().getTime() - REMOTE_ONLINE_MS)
      const { rows, total, totalCapped } = await listDevices(
        db,
        { ...body, scope: session.scope, online: body.online === undefined ? undefined : { is: body.online === 1, since } },
        body.pageNum,
        body.pageSize,
      )
      const reachable = await provider.reachable(rows.map((r) => r.id))
      return {
        data: rows.map((r) => ({
          ...deviceOfRow(r),
          lastSeenTime: time(r.lastSeenAt),
          clientVersion: r.clientVersion,
          controllable: r.controllable,
          unavailableReason: unavailableReason(r, reachable),
        })),
        total,
        totalCapped,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }
    },

    async listApplications(session: SessionContext, body: RemoteApplyPageBody): Promise<RemoteApplyPage> {
      await presence.flush()
      const { rows, total } = await listApplications(
        db,
        { ...body, scope: session.scope, from: fromChinaTime(body.startTime, false), to: fromChinaTime(body.endTime, true) },
        body.pageNum,
        body.pageSize,
      )
      const reachable = await provider.reachable(rows.filter((r) => r.applyStatus === 1).map((r) => r.id))
      return {
        data: rows.map((r) => ({
          ...deviceOfRow(r),
          id: r.applyId,
          deviceId: r.id,
          applyTime: toChinaTime(r.applyAt),
          applyStatus: r.applyStatus,
          applyStatusName: REMOTE_APPLY_STATUS[r.applyStatus] ?? String(r.applyStatus),
          unavailableReason: r.applyStatus === 1 ? unavailableReason(r, reachable) : '申请已处理或已过期',
        })),
        total,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }
    },

    async listRecords(session: SessionContext, body: RemoteLogPageBody): Promise<RemoteLogPage> {
      const { rows, total } = await listSessions(
        db,
        { ...body, scope: session.scope, from: fromChinaTime(body.remoteStartTime, false), to: fromChinaTime(body.remoteEndTime, true) },
        body.pageNum,
        body.pageSize,
      )
      return {
        data: rows.map((r) => ({
          id: r.id,
          remoteType: r.remoteType,
          remoteTypeName: REMOTE_TYPES[r.remoteType] ?? String(r.remoteType),
          startTime: toChinaTime(r.startAt),
          endTime: time(r.endAt),
          duration: r.endAt ? Math.max(0, Math.round((r.endAt.getTime() - r.startAt.getTime()) / 1000)) : null,
          remoteAccount: r.remoteAccount,
          ...storeDeviceOf(r),
        })),
        total,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }
    },

    /**
     * A token that lets `devices` devices of the store register once each, for a day at most. It is
     * pasted into a device's set-up or a command line (`--enrol TOKEN`), so it starts with `enr_`:
     * bare base64url starts with `-` one time in 64, which a command line reads as an option (the
     * simulator's process test failed that way once).
     */
    async enrolToken(session: SessionContext, body: { storeId: number; devices: number }) {
      const token = `enr_${randomBytes(24).toString('base64url')}`
      const expiresAt = new Date(clock.now().getTime() + REMOTE_ENROL_TTL_MS)
      await db.transaction(async (tx) => {
        const store = await findStoreBrand(tx, body.storeId)
        if (!store) throw new AppError('NOT_FOUND', '门店不存在')
        assertBrandInScope(session.scope, { id: store.brandId, groupId: store.groupId })
        await insertEnrolToken(tx, { tokenHash: hashToken(token), brandId: store.brandId, storeId: store.id, devicesLeft: body.devices, expiresAt, createdBy: session.accountId })
      })
      return { result: { token, expiresAt: toChinaTime(expiresAt), devices: body.devices }, detail: { storeId: body.storeId, devices: body.devices } }
    },

    /** A device registers once with its store's token: its key id and secret are answered this once. */
    async register(body: { token: string; deviceSn: string; deviceType: number; clientVersion: string }) {
      const keyId = `dev_${randomBytes(12).toString('base64url')}`
      const secret = randomBytes(32).toString('base64url')
      const now = clock.now()
      const deviceId = await db.transaction(async (tx) => {
        if (await findDeviceBySn(tx, body.deviceSn)) throw new AppError('CONFLICT', '该设备 SN 已登记')
        const store = await spendEnrolToken(tx, hashToken(body.token), now)
        if (!store) throw new AppError('FORBIDDEN', '登记码无效、已用完或已过期')
        const id = await insertDevice(tx, { ...store, deviceType: body.deviceType, deviceSn: body.deviceSn, keyId, secret, clientVersion: body.clientVersion, lastSeenAt: now, createdAt: now })
        // Another registration of the same SN won the race: the token's use goes back with the rollback.
        if (id === null) throw new AppError('CONFLICT', '该设备 SN 已登记')
        return id
      })
      return { deviceId, keyId, secret }
    },

    /** The signing secret of a device's key id (the `signed:remote-device` family). */
    resolveKey: async (keyId: string) => (await findDeviceByKey(db, keyId))?.secret ?? null,

    async deviceOf(keyId: string) {
      const d = await findDeviceByKey(db, keyId)
      if (!d) throw new AppError('SIGNATURE_INVALID')
      return d
    },

    async heartbeat(keyId: string, body: { clientVersion?: string | undefined; controllable?: boolean | undefined }) {
      const now = clock.now()
      if (!(await presence.beat(keyId, { at: now, ...body }))) throw new AppError('SIGNATURE_INVALID')
      return { serverTime: toChinaTime(now), intervalSeconds: HEARTBEAT_SECONDS }
    },

    /** The store asks for help: one open application per device (asking again answers the open one). */
    async apply(keyId: string) {
      const now = clock.now()
      return db.transaction(async (tx) => {
        const d = await findDeviceByKey(tx, keyId)
        if (!d) throw new AppError('SIGNATURE_INVALID')
        await touchDevice(tx, keyId, { at: now })
        const open = await findOpenApplication(tx, d.id)
        if (open) return { applyId: open.id, applyStatus: 1 }
        const id = await insertApplication(tx, { deviceId: d.id, brandId: d.brandId, storeId: d.storeId, at: now })
        return { applyId: id ?? (await findOpenApplication(tx, d.id))!.id, applyStatus: 1 }
      })
    },

    /** Starts a session for a device (type 1) or an application still applying (type 2); answers the remote config. */
    async start(session: SessionContext, body: RemoteStartBody) {
      await presence.flush()
      // Read and check in one short transaction; the provider is asked outside it; the record is written after.
      const target = await db.transaction(async (tx) => {
        let deviceId = body.id
        let applicationId: number | null = null
        if (body.type === 2) {
          const a = await findApplicationForUpdate(tx, body.id)
          if (!a) throw new AppError('NOT_FOUND', APPLY_GONE)
          assertBrandInScope(session.scope, { id: a.application.brandId, groupId: a.groupId })
          if (a.application.applyStatus !== 1) throw new AppError('CONFLICT', '该申请已处理或已过期')
          deviceId = a.application.deviceId
          applicationId = a.application.id
        }
        const found = await findDeviceForUpdate(tx, deviceId)
        if (!found) throw new AppError('NOT_FOUND', DEVICE_GONE)
        assertBrandInScope(session.scope, { id: found.device.brandId, groupId: found.groupId })
        // Reachability is the provider's (another instance may hold the device): asked after the transaction.
        const reason = unavailableReason(found.device, null)
        if (reason) throw new AppError('CONFLICT', `${reason}，无法发起远程协助`)
        return { device: found.device, applicationId }
      })
      const d = target.device
      if ((await provider.reachable([d.id]))?.has(d.id) === false) throw new AppError('CONFLICT', '设备未连接远程通道，无法发起远程协助')
      const remoteId = randomBytes(16).toString('base64url')
      const state = await provider.start({ remoteId, deviceId: d.id, keyId: d.keyId, deviceSn: d.deviceSn, deviceType: d.deviceType })
      const now = clock.now()
      try {
        await db.transaction(async (tx) => {
          if (target.applicationId !== null) {
            const a = await findApplicationForUpdate(tx, target.applicationId)
            if (a?.application.applyStatus !== 1) throw new AppError('CONFLICT', '该申请已被他人处理')
            await closeApplication(tx, target.applicationId, 2, now)
          }
          await insertSession(tx, {
            sessionKey: remoteId,
            remoteType: body.type,
            deviceId: d.id,
            applicationId: target.applicationId,
            brandId: d.brandId,
            storeId: d.storeId,
            deviceType: d.deviceType,
            deviceSn: d.deviceSn,
            accountId: session.accountId,
            remoteAccount: session.name ? `${session.name}（${session.username}）` : session.username,
            provider: provider.name,
            startAt: now,
          })
          await countDeviceSession(tx, d.id, now)
        })
      } catch (error) {
        provider.end(remoteId)
        throw error
      }
      return {
        config: configOf(remoteId, d.id, state),
        detail: { remoteId, type: body.type, id: body.id, deviceSn: d.deviceSn, provider: provider.name },
      }
    },

    /** The session's config now (polled until type 1); only the operator who started it may ask. */
    async poll(session: SessionContext, body: RemoteUrlBody) {
      const record = await findSessionByKey(db, body.remoteId)
      if (!record || record.accountId !== session.accountId || record.deviceId !== body.remoteToolId) throw new AppError('NOT_FOUND', SESSION_GONE)
      if (record.endAt) throw new AppError('CONFLICT', SESSION_GONE)
      const state = await provider.state(body.remoteId)
      if (!state) throw new AppError('CONFLICT', SESSION_GONE)
      return configOf(body.remoteId, record.deviceId, state)
    },

    /** The scheduled job: applications still applying after the configured time expire; spent tokens go. */
    async expire(now: Date) {
      const expired = await expireApplications(db, new Date(now.getTime() - applyExpiryMs), now)
      return expired + (await pruneEnrolTokens(db, now))
    },
  }
}

export type RemoteAssistService = ReturnType<typeof createRemoteAssistService>
