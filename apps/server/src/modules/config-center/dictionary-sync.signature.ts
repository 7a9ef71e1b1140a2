import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signature of a one-key sync call between deployments: `hex(HMAC-SHA256(secret, timestamp + "." + rawBody))`
 * with the timestamp in Unix seconds. Headers: `x-sync-source` (the sender's DEPLOYMENT_STAGE, which
 * picks the secret on the receiver), `x-sync-timestamp`, `x-sync-signature`.
 */
export const SYNC_HEADERS = { source: 'x-sync-source', timestamp: 'x-sync-timestamp', signature: 'x-sync-signature' } as const

/** How far a timestamp may be from the receiver's clock, either way. */
export const SYNC_MAX_SKEW_MS = 5 * 60_000

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

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name]
  return typeof v === 'string' ? v : null
}

/**
 * The sender's stage when the call carries a valid signature of an accepted sender within the time
 * window; null otherwise (the caller answers 401 without saying which check failed).
 */
export const verifySyncSignature = (
  accepted: Readonly<Partial<Record<string, string>>>,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): string | null => {
  const source = header(headers, SYNC_HEADERS.source)
  const timestamp = header(headers, SYNC_HEADERS.timestamp)
  const signature = header(headers, SYNC_HEADERS.signature)
  if (!source || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return null
  const secret = Object.hasOwn(accepted, source) ? accepted[source] : undefined
  if (!secret) return null
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > SYNC_MAX_SKEW_MS) return null
  const expected = Buffer.from(signSyncBody(secret, timestamp, rawBody), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? source : null
}
