import { createHmac } from 'node:crypto'
import type { SignedFamily } from '../access/signed-access.js'

/**
 * The signature of a one-key sync call between deployments: `hex(HMAC-SHA256(secret, timestamp + "." + rawBody))`
 * with the timestamp in Unix seconds. Headers: `x-sync-source` (the sender's DEPLOYMENT_STAGE, which
 * picks the secret on the receiver), `x-sync-timestamp`, `x-sync-signature`.
 */
export const SYNC_HEADERS = { source: 'x-sync-source', timestamp: 'x-sync-timestamp', signature: 'x-sync-signature' } as const

export const signSyncBody = (secret: string, timestamp: string, rawBody: string) => createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')

/** The headers of a signed call. */
export const syncHeaders = (source: string, secret: string, rawBody: string, now: Date) => {
  const timestamp = String(Math.floor(now.getTime() / 1000))
  return {
    'content-type': 'application/json',
    [SYNC_HEADERS.source]: source,
    [SYNC_HEADERS.timestamp]: timestamp,
    [SYNC_HEADERS.signature]: signSyncBody(secret, timestamp, rawBody),
  }
}

/** The access kernel's family of the sync routes (`signed:config-sync`). */
export const SYNC_FAMILY = 'config-sync'

/**
 * The sync routes' family for the kernel's `signed` access kind: the key id is the sender's stage and
 * its secret comes from SYNC_ACCEPT. The wire format predates the kernel and is kept (a deployment of
 * an older release still talks to this one): its own headers, `timestamp + "." + rawBody` signed, no
 * nonce. A replay within the window is harmless: `sync-peek` only reads and `sync-receive` answers a
 * signed `requestId` it has seen with its first answer, never writing twice.
 */
export const syncSignedFamily = (accepted: Readonly<Partial<Record<string, string>>>): SignedFamily => ({
  resolveKey: (source) => (Object.hasOwn(accepted, source) ? (accepted[source] ?? null) : null),
  legacy: {
    headers: { keyId: SYNC_HEADERS.source, timestamp: SYNC_HEADERS.timestamp, signature: SYNC_HEADERS.signature },
    text: (p) => `${p.timestamp}.${p.rawBody}`,
    replay: 'sync-peek only reads; sync-receive answers a seen requestId (signed, in the body) with its first answer',
  },
})
