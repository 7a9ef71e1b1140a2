import websocket from '@fastify/websocket'
import { REMOTE_ONLINE_MS } from '@yunying/contracts'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.js'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { Housekeeping } from '../../lib/housekeeping.js'
import type { SignedAccess } from '../access/signed-access.js'
import { createHttpProvider } from './http-provider.js'
import { createRelayProvider, type RelayProvider } from './relay-provider.js'
import { createRelayRoutes } from './relay-routes.repository.js'
import { remoteToolRoutes } from './remote-assist.routes.js'
import { createRemoteAssistService } from './remote-assist.service.js'
import { createDevicePresence } from './remote-presence.js'
import { DEVICE_BASE, remoteDeviceRoutes } from './remote-device.routes.js'

/** The console's remote-desktop page (apps/console/src/features/remote-assist/pages/remote-desktop-page.tsx). */
export const REMOTE_DESKTOP_PAGE = '/remote-desktop'

export interface RemoteAssistDeps {
  config: Config
  db: Db
  clock: Clock
  signed: SignedAccess
  housekeeping: Housekeeping
  publicUrl: (path: string) => string
}

/** Remote assistance (issue 26): the operator's calls, the device API and the built-in relay. */
export const registerRemoteAssist = async (app: FastifyInstance, deps: RemoteAssistDeps) => {
  const { config, db, clock } = deps
  await app.register(websocket, { options: { maxPayload: 16 * 1024 * 1024 } })
  // Several instances behind a balancer: each knows its own address and the secret they share.
  const peers = config.RELAY_INSTANCE_URL && config.RELAY_PEER_SECRET ? { routes: createRelayRoutes(db, config.RELAY_INSTANCE_URL), secret: config.RELAY_PEER_SECRET } : null
  const relay: RelayProvider | null =
    config.REMOTE_PROVIDER === 'relay' ? createRelayProvider({ clock, remoteUrl: deps.publicUrl(REMOTE_DESKTOP_PAGE), devicePath: (id) => `${DEVICE_BASE}/relay/${id}`, peers }) : null
  const provider =
    relay ??
    createHttpProvider({ clock, settings: { url: config.REMOTE_HTTP_URL ?? '', key: config.REMOTE_HTTP_KEY ?? '', secret: config.REMOTE_HTTP_SECRET ?? '', timeoutMs: config.REMOTE_HTTP_TIMEOUT_MS } })
  app.addHook('onClose', async () => provider.close())
  // Written through when a beat changes something, in one statement a second otherwise.
  const presence = createDevicePresence({ db, clock, log: app.log, writeThroughMs: REMOTE_ONLINE_MS / 2 })
  app.addHook('onClose', async () => presence.close())
  const remote = createRemoteAssistService({ db, clock, provider, presence, applyExpiryMs: config.REMOTE_APPLY_EXPIRY_HOURS * 3_600_000 })
  deps.housekeeping.add('remote-applications', remote.expire)
  await app.register(remoteToolRoutes(remote))
  await app.register(remoteDeviceRoutes({ remote, signed: deps.signed, relay, peerSecret: peers?.secret ?? null }))
  return { remote, relay }
}
