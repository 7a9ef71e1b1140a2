import { BlockList, isIPv4, isIPv6 } from 'node:net'
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ErrorCodes, failure } from '@yunying/contracts'
import type { Metrics } from './metrics.js'

export interface MetricsAccess {
  /** Addresses or CIDR ranges (`10.0.0.0/8`, `::1`) that may scrape. */
  allow: string[]
  /** A bearer token that may scrape from anywhere. */
  token: string | undefined
}

const allowList = (entries: string[]) => {
  const list = new BlockList()
  for (const entry of entries) {
    const [address, prefix] = entry.split('/')
    const type = isIPv6(address!) ? 'ipv6' : 'ipv4'
    if (!isIPv4(address!) && !isIPv6(address!)) throw new Error(`METRICS_ALLOW: ${entry} is not an address or a CIDR range`)
    if (prefix === undefined) list.addAddress(address!, type)
    else list.addSubnet(address!, Number(prefix), type)
  }
  return list
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * `GET /metrics` in Prometheus's text format, served only when METRICS_ALLOW or METRICS_TOKEN is
 * set, and then only to those addresses or that bearer token (403 otherwise, in the envelope). The
 * route is declared `public` (no session: Prometheus has none); this check is its gate.
 */
export const registerMetrics = (app: FastifyInstance, metrics: Metrics, access: MetricsAccess) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
  })
  if (access.allow.length === 0 && !access.token) return
  const allowed = allowList(access.allow)
  const mayScrape = (ip: string, authorization: string | undefined) => {
    if (access.token && authorization?.startsWith('Bearer ') && sameText(authorization.slice(7), access.token)) return true
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip
    return access.allow.length > 0 && allowed.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')
  }
  app.get(
    '/metrics',
    { config: { access: 'public' }, logLevel: 'warn', schema: { tags: ['运维'], summary: 'Prometheus 指标（仅 METRICS_ALLOW 中的地址或携带 METRICS_TOKEN）', hide: false } },
    async (request, reply) => {
      if (!mayScrape(request.ip, request.headers.authorization)) return reply.status(403).send(failure(ErrorCodes.FORBIDDEN.code, ErrorCodes.FORBIDDEN.message))
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    },
  )
}
