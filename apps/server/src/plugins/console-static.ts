import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCodes, failure } from '@yunying/contracts'

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html')

/** The path of a URL, decoded; null when a `%` escape in it is malformed (no file has such a name). */
const decodedPath = (url: string): string | null => {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/')
  } catch {
    return null
  }
}

/**
 * Serves the built console from one port: hashed assets with a year's cache, other root
 * files briefly cached, and index.html (never cached) for every history route.
 * Unknown API paths answer the 404 envelope, at most `notFoundPerMinute` times a minute per client address.
 */
export const registerConsole = async (app: FastifyInstance, consoleDir: string | null, notFoundPerMinute: number) => {
  const hasConsole = consoleDir !== null && fs.existsSync(path.join(consoleDir, 'index.html'))
  if (hasConsole) {
    await app.register(fastifyStatic, { root: consoleDir, serve: false })
    app.get('/assets/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*']
      return reply.sendFile(file, path.join(consoleDir, 'assets'), { immutable: true, maxAge: '365d' })
    })
  }
  const rootFiles = hasConsole
    ? new Set(fs.readdirSync(consoleDir).filter((f) => f !== 'index.html' && fs.statSync(path.join(consoleDir, f)).isFile()))
    : new Set<string>()

  // Probing unknown paths is limited per client address, in the rate limiter's store (Redis when
  // configured); loading the console's pages is not.
  const limit = app.rateLimit({ max: notFoundPerMinute, timeWindow: '1 minute', allowList: (request) => hasConsole && wantsHtml(request) })
  app.setNotFoundHandler({ preHandler: limit }, (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodedPath(request.url)
    if (hasConsole && request.method === 'GET' && pathname !== null && rootFiles.has(pathname.slice(1))) {
      return reply.sendFile(pathname.slice(1), { maxAge: '1h' })
    }
    if (hasConsole && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, cacheControl: false })
    }
    return reply.status(404).send(failure(ErrorCodes.NOT_FOUND.code, ErrorCodes.NOT_FOUND.message))
  })
}
