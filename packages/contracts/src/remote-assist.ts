import { z } from 'zod'
import { calendarDateTimeSchema } from './calendar.js'
import { tenantField, withOperatingUrl } from './common.js'

/**
 * Remote assistance (spec 3 §2.3, §3.2, §4.2, §4.3, §7.3): store POS devices, the applications a
 * store makes for help, the session records, and the remote config that lets an operator see and
 * control a device's screen. The calls live under `/device-center/remote-tool/…` (the spec names
 * no app prefix); the device side calls `/device-center/device/…`, signed with its own secret.
 */

export const REMOTE_APP = 'device-center'

/** Device types (spec 3 §3.2). */
export const REMOTE_DEVICE_TYPES: Readonly<Record<number, string>> = { 1: '安卓 POS', 2: 'Windows POS', 3: '安卓远程工具', 4: 'Windows 远程工具' }
/** The device list's type filter offers only the two POS types (spec 3 §2.3). */
export const REMOTE_DEVICE_FILTER_TYPES = [1, 2] as const
/** Application status (spec 3 §4.2). */
export const REMOTE_APPLY_STATUS: Readonly<Record<number, string>> = { 1: '申请中', 2: '已完成', 3: '已过期' }
/** Record type (spec 3 §4.2). */
export const REMOTE_TYPES: Readonly<Record<number, string>> = { 1: '主控发起', 2: '被控申请' }

/** Spec 3 §9: page size 10 on the remote lists, 1000 for the brand and store pickers. */
export const REMOTE_PAGE_SIZE = 10
export const REMOTE_PICKER_PAGE_SIZE = 1000
/** Spec 3 §9: the dialog polls `remote-url` every 2 s and pings the remote-desktop window every 3 s. */
export const REMOTE_POLL_MS = 2000
export const REMOTE_WINDOW_PING_MS = 3000
/** A session's code and password are single-use and live at most this long. */
export const REMOTE_CREDENTIAL_TTL_MS = 5 * 60_000
/** A device is online while its last heartbeat (or its control connection) is this recent. */
export const REMOTE_ONLINE_MS = 30_000
/** An enrolment token lives at most a day. */
export const REMOTE_ENROL_TTL_MS = 24 * 3_600_000
export const REMOTE_ENROL_MAX_DEVICES = 200
/** The device list's count stops here: past it the answer says `totalCapped` (the store list's rule). */
export const REMOTE_DEVICE_COUNT_CAP = 10_000

/** The remote-desktop window protocol (spec 3 §4.3), as `postMessage` data. */
export const REMOTE_WINDOW_MESSAGES = { ping: 'remote-desktop:ping', ready: 'remote-desktop:ready', connect: 'remote-desktop:connect', close: 'remote-desktop:close' } as const

const page = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(REMOTE_PAGE_SIZE),
}
const id = z.coerce.number().int().positive()
/** `YYYY-MM-DD[ HH:mm[:ss]]` (China time), as the range pickers send it; a moment that does not exist is a 400. */
const ChinaTimeSchema = calendarDateTimeSchema()
const deviceSn = z.string().trim().max(64)

/** POST remote-tool/page-list. `sellerId` is a brand, `storeId` a store. */
export const RemoteDevicePageBodySchema = withOperatingUrl({
  deviceSn: deviceSn.optional(),
  sellerId: tenantField(id.optional(), 'brand:filter'),
  storeId: tenantField(id.optional(), 'store:filter'),
  deviceType: z.coerce.number().int().min(1).max(4).optional(),
  /** Beyond the spec: only devices online now (1) or offline (0). */
  online: z.coerce.number().int().min(0).max(1).optional(),
  ...page,
})
export type RemoteDevicePageBody = z.infer<typeof RemoteDevicePageBodySchema>

/** POST remote-tool/apply-page-list: the device filters plus status and the application time range. */
export const RemoteApplyPageBodySchema = withOperatingUrl({
  deviceSn: deviceSn.optional(),
  sellerId: tenantField(id.optional(), 'brand:filter'),
  storeId: tenantField(id.optional(), 'store:filter'),
  deviceType: z.coerce.number().int().min(1).max(4).optional(),
  applyStatus: z.coerce.number().int().min(1).max(3).optional(),
  startTime: ChinaTimeSchema.optional(),
  endTime: ChinaTimeSchema.optional(),
  ...page,
})
export type RemoteApplyPageBody = z.infer<typeof RemoteApplyPageBodySchema>

/** POST remote-tool/log-page-list: `sellerId`/`storeId` are the spec's "brand, store". */
export const RemoteLogPageBodySchema = withOperatingUrl({
  remoteType: z.coerce.number().int().min(1).max(2).optional(),
  remoteStartTime: ChinaTimeSchema.optional(),
  remoteEndTime: ChinaTimeSchema.optional(),
  sellerId: tenantField(id.optional(), 'brand:filter'),
  storeId: tenantField(id.optional(), 'store:filter'),
  deviceSn: deviceSn.optional(),
  ...page,
})
export type RemoteLogPageBody = z.infer<typeof RemoteLogPageBodySchema>

/** POST remote-tool/remote: `type` 1 connects to device `id`, 2 answers application `id`. */
export const RemoteStartBodySchema = withOperatingUrl({
  id: tenantField(id.meta({ examples: [1] }), 'remoteTarget'),
  type: z.coerce.number().int().min(1).max(2).meta({ examples: [1] }),
})
export type RemoteStartBody = z.infer<typeof RemoteStartBodySchema>

/** POST remote-tool/remote-url: polled until `type` is 1. */
export const RemoteUrlBodySchema = withOperatingUrl({
  remoteId: z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, '会话编号不正确').meta({ examples: ['matrixsession0001'] }),
  remoteToolId: id.meta({ examples: [1] }),
})
export type RemoteUrlBody = z.infer<typeof RemoteUrlBodySchema>

/** The remote config (spec 3 §3.2): `type` 1 when the device's tool is ready; code and password only then. */
export const RemoteConfigSchema = z.object({
  type: z.number().int(),
  remoteCode: z.string(),
  remotePassword: z.string(),
  remoteUrl: z.string(),
  clientRemoteUrl: z.string(),
  remoteId: z.string(),
  remoteToolId: z.number().int(),
})
export type RemoteConfig = z.infer<typeof RemoteConfigSchema>

/** POST remote-tool/enrol-token: a token that lets `devices` devices of a store register once each. */
export const RemoteEnrolTokenBodySchema = withOperatingUrl({
  storeId: tenantField(id, 'store'),
  devices: z.coerce.number().int().min(1).max(REMOTE_ENROL_MAX_DEVICES, `一次最多登记 ${REMOTE_ENROL_MAX_DEVICES} 台设备`).default(1),
})
export const RemoteEnrolTokenSchema = z.object({ token: z.string(), expiresAt: z.string(), devices: z.number().int() })

const DeviceFields = {
  sellerId: z.number().int(),
  sellerName: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  deviceType: z.number().int(),
  deviceTypeName: z.string(),
  deviceSn: z.string(),
  remoteNum: z.number().int(),
  latestRemoteTime: z.string().nullable(),
}

export const RemoteDeviceRowSchema = z.object({
  id: z.number().int(),
  ...DeviceFields,
  /** Beyond the spec: presence, client version, whether it can be controlled now, and why not. */
  online: z.boolean(),
  lastSeenTime: z.string().nullable(),
  clientVersion: z.string(),
  controllable: z.boolean(),
  unavailableReason: z.string().nullable(),
})
export type RemoteDeviceRow = z.infer<typeof RemoteDeviceRowSchema>

export const RemoteApplyRowSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  ...DeviceFields,
  applyTime: z.string(),
  applyStatus: z.number().int(),
  applyStatusName: z.string(),
  online: z.boolean(),
  unavailableReason: z.string().nullable(),
})
export type RemoteApplyRow = z.infer<typeof RemoteApplyRowSchema>

export const RemoteLogRowSchema = z.object({
  id: z.number().int(),
  remoteType: z.number().int(),
  remoteTypeName: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** Seconds between start and end; null while the session is open. */
  duration: z.number().int().nullable(),
  remoteAccount: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  storeName: z.string(),
  deviceType: z.number().int(),
  deviceTypeName: z.string(),
  deviceSn: z.string(),
})
export type RemoteLogRow = z.infer<typeof RemoteLogRowSchema>

/** Lists answer `data.data` and `data.total` (spec 3 §7.3). */
const remotePageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() })
/** The device list's `total` stops at REMOTE_DEVICE_COUNT_CAP and `totalCapped` says so (beyond the spec). */
export const RemoteDevicePageSchema = remotePageOf(RemoteDeviceRowSchema).extend({ totalCapped: z.boolean() })
export const RemoteApplyPageSchema = remotePageOf(RemoteApplyRowSchema)
export const RemoteLogPageSchema = remotePageOf(RemoteLogRowSchema)
export type RemoteDevicePage = z.infer<typeof RemoteDevicePageSchema>
export type RemoteApplyPage = z.infer<typeof RemoteApplyPageSchema>
export type RemoteLogPage = z.infer<typeof RemoteLogPageSchema>

/* ---- the device side (signed with the device's own secret, except register) ---- */

export const DEVICE_SN = /^[A-Za-z0-9_-]{4,64}$/

/** POST device/register: spends one use of an enrolment token; answers the device's key id and secret, once. */
export const DeviceRegisterBodySchema = z.object({
  token: z.string().trim().min(16).max(128),
  deviceSn: z.string().trim().regex(DEVICE_SN, '设备 SN 只能包含字母、数字、下划线和短横线，4 到 64 位'),
  deviceType: z.coerce.number().int().min(1).max(4),
  clientVersion: z.string().trim().max(32).default(''),
})
export const DeviceCredentialsSchema = z.object({ deviceId: z.number().int(), keyId: z.string(), secret: z.string() })
export type DeviceCredentials = z.infer<typeof DeviceCredentialsSchema>

/** POST device/heartbeat: presence, version, and whether screen capture and input are granted. */
export const DeviceHeartbeatBodySchema = z.object({
  clientVersion: z.string().trim().max(32).optional(),
  controllable: z.boolean(),
})
export const DeviceHeartbeatSchema = z.object({ serverTime: z.string(), intervalSeconds: z.number().int() })

/** POST device/apply: the store asks for help (an application at status 1), or finds its open one. */
export const DeviceApplyBodySchema = z.object({}).optional()
export const DeviceApplySchema = z.object({ applyId: z.number().int(), applyStatus: z.number().int() })

/** What the server sends a device over its control connection. */
export type DeviceControlMessage =
  | { type: 'session'; remoteId: string }
  | { type: 'end'; remoteId: string }

/**
 * What a device sends on its control connection: its heartbeat, the body of `device/heartbeat` with
 * `type: 'beat'`. The connection was signed when it opened, so a beat on it needs no signature, no
 * nonce and no HTTP round trip; the device falls back to the signed call while it has no connection.
 */
export const DeviceBeatMessageSchema = DeviceHeartbeatBodySchema.extend({ type: z.literal('beat') })
export type DeviceBeatMessage = z.infer<typeof DeviceBeatMessageSchema>

/** The first message of the viewer's relay socket: the session's code and password, never in the URL. */
export const RelayHelloSchema = z.object({ remoteCode: z.string().max(64), remotePassword: z.string().max(64) })
