import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DeviceApplyBodySchema,
  DeviceApplySchema,
  DeviceBeatMessageSchema,
  DeviceCredentialsSchema,
  DeviceHeartbeatBodySchema,
  DeviceHeartbeatSchema,
  DeviceRegisterBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import type { SignedAccess } from '../access/signed-access.js'
import { PEER_BASE, PEER_KEY_ID, type RelayProvider } from './relay-provider.js'
import type { RemoteAssistService } from './remote-assist.service.js'
import { routeDoc } from '../access/route-access.js'

const TAG = '远程协助设备端'
const doc = routeDoc(TAG)

/** The device side (docs/remote-assistance.md "Device API"). */
export const DEVICE_BASE = '/device-center/device'
export const VIEWER_RELAY_PATH = '/device-center/remote-desktop/relay'
export const DEVICE_FAMILY = 'remote-device'
/** The instances' own calls to each other (several instances behind a balancer), signed with `RELAY_PEER_SECRET`. */
export const PEER_FAMILY = 'relay-peer'
/** A text message as JSON, or undefined when it is not. */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
const RemoteIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)
const PeerStateSchema = z.object({ ready: z.boolean(), remoteCode: z.string(), remotePassword: z.string(), remoteUrl: z.string(), clientRemoteUrl: z.string() })

/**
 * Calls from store devices, never from a person: register with an enrolment token (public, rate
 * limited), then every call signed with the device's own secret (`signed:remote-device`). Devices sit
 * behind store NAT: they open the control connection and each session's relay socket themselves.
 */
export const remoteDeviceRoutes =
  ({ remote, signed, relay, peerSecret = null }: { remote: RemoteAssistService; signed: SignedAccess; relay: RelayProvider | null; peerSecret?: string | null }): FastifyPluginAsyncZod =>
  async (app) => {
    signed.registerFamily(DEVICE_FAMILY, { resolveKey: (keyId) => remote.resolveKey(keyId) })
    const access = `signed:${DEVICE_FAMILY}` as const

    app.post(`${DEVICE_BASE}/register`, doc({ access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' }, summary: '设备登记（消耗一次门店登记码，仅此一次返回设备密钥）', body: DeviceRegisterBodySchema, reply: DeviceCredentialsSchema }), async (request) => {
      const credentials = await remote.register(request.body)
      request.operationDetail = { deviceId: credentials.deviceId, deviceSn: request.body.deviceSn }
      return success(credentials, '登记成功')
    })

    app.post(
      `${DEVICE_BASE}/heartbeat`,
      {
        // Every ten seconds from every device: presence, not an operation.
        config: { access, skipOperationLog: true },
        schema: { tags: [TAG], summary: '设备心跳（在线、版本、是否已授权屏幕控制）', body: DeviceHeartbeatBodySchema, response: { 200: envelopeOf(DeviceHeartbeatSchema) } },
      },
      async (request) => success(await remote.heartbeat(request.signer!.keyId, request.body), '操作成功'),
    )

    app.post(`${DEVICE_BASE}/apply`, doc({ access, summary: '门店申请远程协助（已有申请中的则返回该申请）', body: DeviceApplyBodySchema, reply: DeviceApplySchema }), async (request) => {
      const answer = await remote.apply(request.signer!.keyId)
      request.operationDetail = { applyId: answer.applyId }
      return success(answer, '申请成功')
    })

    if (!relay) return
    // These answer only a WebSocket upgrade; a plain GET is told so.
    const upgradeOnly = async () => {
      throw new AppError('BAD_REQUEST', '请以 WebSocket 方式连接')
    }

    app.route({
      method: 'GET',
      url: `${DEVICE_BASE}/control`,
      config: { access },
      schema: { tags: [TAG], summary: '设备控制连接（WebSocket，设备发起；服务器经此请设备为会话拨入）' },
      handler: upgradeOnly,
      wsHandler: async (socket, request) => {
        const keyId = request.signer!.keyId
        const d = await remote.deviceOf(keyId)
        relay.attachControl(d.id, socket)
        // Heartbeats on this connection (docs/remote-assistance.md "Device API"): at most one a second is
        // taken, anything else the device sends is ignored.
        let lastBeat = 0
        socket.on('message', (data: Buffer, isBinary: boolean) => {
          const now = Date.now()
          if (isBinary || now - lastBeat < 1000 || data.length > 512) return
          const beat = DeviceBeatMessageSchema.safeParse(parseJson(data.toString()))
          if (!beat.success) return
          lastBeat = now
          const { type: _type, ...body } = beat.data
          remote.heartbeat(keyId, body).catch((err: unknown) => request.log.warn({ err }, 'device beat not recorded'))
        })
      },
    })

    app.route({
      method: 'GET',
      url: `${DEVICE_BASE}/relay/:remoteId`,
      config: { access },
      schema: { tags: [TAG], summary: '会话的设备端中继（WebSocket，设备发起，桥接到本机 VNC）', params: z.object({ remoteId: RemoteIdSchema }) },
      handler: upgradeOnly,
      wsHandler: (socket, request) => relay.attachDevice(request.params.remoteId, request.signer!.keyId, socket),
    })

    app.route({
      method: 'GET',
      url: VIEWER_RELAY_PATH,
      // The credential is the session's code and password in the first message, never in the URL.
      config: { access: 'public' },
      schema: { tags: [TAG], summary: '远程桌面页面的中继（WebSocket；首条消息为会话的连接码与密码）' },
      handler: upgradeOnly,
      wsHandler: (socket) => relay.attachViewer(socket),
    })

    if (!peerSecret) return
    // Several instances: the one that holds a device's control connection owns its sessions; the others
    // call it here (docs/remote-assistance.md "Several instances").
    signed.registerFamily(PEER_FAMILY, { resolveKey: (keyId) => (keyId === PEER_KEY_ID ? peerSecret : null) })
    const peer = `signed:${PEER_FAMILY}` as const
    const PEER_TAG = '远程协助中继（实例之间）'
    const peerDoc = routeDoc(PEER_TAG)

    app.post(
      `${PEER_BASE}/start`,
      peerDoc({ access: peer, skipOperationLog: true, summary: '请持有设备控制连接的实例开启会话', body: z.object({ remoteId: RemoteIdSchema, deviceId: z.number().int().positive(), keyId: z.string().min(1).max(100), deviceSn: z.string().min(1).max(100), deviceType: z.number().int() }), reply: PeerStateSchema }),
      async (request) => success(await relay.start(request.body), '操作成功'),
    )

    app.post(
      `${PEER_BASE}/state`,
      peerDoc({ access: peer, skipOperationLog: true, summary: '会话在其所在实例的状态', body: z.object({ remoteId: RemoteIdSchema }), reply: PeerStateSchema.nullable() }),
      async (request) => success(await relay.state(request.body.remoteId), '操作成功'),
    )

    app.post(`${PEER_BASE}/end`, peerDoc({ access: peer, skipOperationLog: true, summary: '结束会话（在其所在实例）', body: z.object({ remoteId: RemoteIdSchema }), reply: z.null() }), async (request) => {
      relay.end(request.body.remoteId)
      return success(null, '操作成功')
    })

    app.route({
      method: 'GET',
      url: `${PEER_BASE}/device/:remoteId/:keyId`,
      config: { access: peer },
      schema: { tags: [PEER_TAG], summary: '另一实例转来的设备端中继（WebSocket；设备签名已由该实例核验）', params: z.object({ remoteId: RemoteIdSchema, keyId: z.string().min(1).max(100) }) },
      handler: upgradeOnly,
      wsHandler: (socket, request) => relay.attachDevice(request.params.remoteId, request.params.keyId, socket),
    })

    app.route({
      method: 'GET',
      url: `${PEER_BASE}/viewer`,
      config: { access: peer },
      schema: { tags: [PEER_TAG], summary: '另一实例转来的远程桌面页面中继（WebSocket；首条消息仍为会话的连接码与密码）' },
      handler: upgradeOnly,
      wsHandler: (socket) => relay.attachViewer(socket),
    })
  }
