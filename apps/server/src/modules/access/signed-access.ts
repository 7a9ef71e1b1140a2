import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { parseAccess } from './route-access.js'
import type { NonceStore } from './signed-nonces.js'

/**
 * The `signed:<family>` access kind: calls from another machine (a deployment pushing configuration,
 * a device, a reporting system), never from a person. Each family of routes registers how its key is
 * found (`resolveKey`, e.g. a shared secret per sending deployment, or a device's own secret looked up
 * by the key id it sends) and, only for a wire format fixed before this kernel, its own headers and
 * signed text. Every check fails the same way: 401 (40100 签名无效) without saying which one.
 *
 * The kernel's format, for every new family:
 * - headers `x-signed-key-id`, `x-signed-timestamp` (Unix seconds), `x-signed-nonce` (16–64 of
 *   `A-Z a-z 0-9 _ -`, new for each call) and `x-signed-signature`;
 * - signature = hex(HMAC-SHA256(secret, METHOD + "\n" + path with query + "\n" + timestamp + "\n" + nonce + "\n" + hex(SHA-256(raw body))));
 * - a timestamp more than five minutes off, or a nonce any instance has seen for that key within the
 *   window (`signed-nonces.ts`: Redis when configured, the database otherwise), is refused: a captured
 *   call cannot be sent again, to this instance or another.
 */

export const SIGNED_HEADERS = { keyId: 'x-signed-key-id', timestamp: 'x-signed-timestamp', nonce: 'x-signed-nonce', signature: 'x-signed-signature' } as const

/** How far a timestamp may be from this server's clock, either way; also how long a nonce is remembered. */
export const SIGNED_MAX_SKEW_MS = 5 * 60_000

/** What was signed, as the receiver sees it. */
export interface SignedParts {
  method: string
  /** The path with its query string, exactly as sent. */
  path: string
  timestamp: string
  nonce: string
  rawBody: string
}

/** The kernel's text to sign: method, path, timestamp, nonce and the body's hash. */
export const signedText = (p: SignedParts) => `${p.method.toUpperCase()}\n${p.path}\n${p.timestamp}\n${p.nonce}\n${createHash('sha256').update(p.rawBody).digest('hex')}`

export const signText = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

/** The headers a caller sends with a call in the kernel's format (for clients and tests). */
export const signedHeaders = (key: { keyId: string; secret: string }, p: Omit<SignedParts, 'timestamp'> & { now: Date }) => {
  const timestamp = String(Math.floor(p.now.getTime() / 1000))
  return {
    [SIGNED_HEADERS.keyId]: key.keyId,
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.nonce]: p.nonce,
    [SIGNED_HEADERS.signature]: signText(key.secret, signedText({ ...p, timestamp })),
  }
}

/** A wire format fixed before this kernel: its own header names and signed text, and no nonce. */
export interface LegacySignedFormat {
  headers: { keyId: string; timestamp: string; signature: string }
  text(p: SignedParts): string
  /**
   * Why a replay does no harm without a nonce, for the docs and the reader: this format's routes must
   * be reads or idempotent by a signed request id.
   */
  replay: string
}

export interface SignedFamily {
  /** The secret for a key id (a sending deployment's stage, a device's key id), or null for none. */
  resolveKey(keyId: string): string | null | Promise<string | null>
  /** Only for a format that predates the kernel; new families leave it out. */
  legacy?: LegacySignedFormat
}

/** Who signed a call, for the handler (`request.signer`). */
export interface Signer {
  family: string
  keyId: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a module registers the key resolver of its `signed:<family>` routes. */
    signedAccess: SignedAccess
  }
  interface FastifyRequest {
    signer: Signer | null
    /** The exact bytes of a signed call's body, as text. */
    rawBody: string | null
  }
}

const NONCE = /^[A-Za-z0-9_-]{16,64}$/
const TIMESTAMP = /^\d{1,12}$/
const HEX_SHA256 = /^[0-9a-f]{64}$/

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name]
  return typeof v === 'string' ? v : null
}

export interface SignedAccess {
  /** Registers the key resolver (and, for an old format, the format) of one family of routes. */
  registerFamily(name: string, family: SignedFamily): void
}

/**
 * Checks every `signed:<family>` route: the raw body is kept (the signature covers its exact bytes),
 * then, before validation, the family's key is found and the signature, the timestamp and the nonce
 * are checked. A signed route of a family nobody registered stops the server when it becomes ready.
 * Call once, before the routes.
 */
export const registerSignedAccess = (app: FastifyInstance, clock: Clock, nonces: NonceStore): SignedAccess => {
  const families = new Map<string, SignedFamily>()
  app.decorateRequest('signer', null)
  app.decorateRequest('rawBody', null)

  const familyOf = (request: FastifyRequest) => {
    const access = parseAccess(request.routeOptions.config.access)
    return access?.kind === 'signed' ? access.family : null
  }

  app.addHook('preParsing', async (request, _reply, payload) => {
    if (familyOf(request) === null) return payload
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of payload) {
      size += (chunk as Buffer).length
      // The body limit applies as to any route (the parser would refuse it the same way), the route's own if it sets one.
      if (size > (request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit!)) throw new AppError('PAYLOAD_TOO_LARGE')
      chunks.push(chunk as Buffer)
    }
    const raw = Buffer.concat(chunks)
    request.rawBody = raw.toString('utf8')
    return Readable.from([raw])
  })

  app.addHook('preValidation', async (request) => {
    const name = familyOf(request)
    if (name === null) return
    const family = families.get(name)
    const legacy = family?.legacy
    const names = legacy?.headers ?? SIGNED_HEADERS
    const keyId = header(request, names.keyId)
    const timestamp = header(request, names.timestamp)
    const signature = header(request, names.signature)
    const nonce = legacy ? '' : header(request, SIGNED_HEADERS.nonce)
    const refuse = () => new AppError('SIGNATURE_INVALID')
    if (!family || !keyId || !timestamp || !signature || nonce === null || !TIMESTAMP.test(timestamp) || !HEX_SHA256.test(signature)) throw refuse()
    if (!legacy && !NONCE.test(nonce)) throw refuse()
    const nowMs = clock.now().getTime()
    const signedAt = Number(timestamp) * 1000
    if (Math.abs(nowMs - signedAt) > SIGNED_MAX_SKEW_MS) throw refuse()
    const secret = await family.resolveKey(keyId)
    if (!secret) throw refuse()
    const parts: SignedParts = { method: request.method, path: request.url, timestamp, nonce, rawBody: request.rawBody ?? '' }
    const expected = Buffer.from(signText(secret, legacy ? legacy.text(parts) : signedText(parts)), 'hex')
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw refuse()
    // Only a valid call spends its nonce, so nobody can burn another caller's nonces.
    // Kept as a hash of family, key and nonce: fixed length, and no byte a database text refuses.
    const spent = createHash('sha256').update(`${name}\u0000${keyId}\u0000${nonce}`).digest('hex')
    if (!legacy && !(await nonces.claim(spent, nowMs, signedAt + SIGNED_MAX_SKEW_MS))) throw refuse()
    request.signer = { family: name, keyId }
  })

  const declared = new Set<string>()
  app.addHook('onRoute', (route) => {
    const access = parseAccess((route.config as { access?: unknown } | undefined)?.access)
    if (access?.kind === 'signed') declared.add(access.family)
  })
  app.addHook('onReady', async () => {
    const missing = [...declared].filter((f) => !families.has(f))
    if (missing.length > 0) throw new Error(`signed routes of family ${missing.join(', ')} have no key resolver: call registerFamily() for it`)
  })

  const api: SignedAccess = {
    registerFamily(name, family) {
      if (families.has(name)) throw new Error(`signed family ${name} is registered twice`)
      families.set(name, family)
    },
  }
  app.decorate('signedAccess', api)
  return api
}
