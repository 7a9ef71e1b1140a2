import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { findAccountByUsername } from '../accounts/accounts.service.js'
import { insertLoginLog } from './login-logs.repository.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The mobile number a sign-in tried, when the body does not carry it (enterprise WeChat learns it from the provider). */
    loginAttempt?: { username: string }
  }
}

const CN_MOBILE = /^1\d{10}$/

/**
 * Failed sign-ins (routes with `config.loginMethod`) go to the login log with the reason the user was
 * told. Successes are written by `openSession` in the session's own transaction. The body's password
 * and code are never read here: only the number tried.
 */
export const registerLoginFailureLog = (app: FastifyInstance, db: Db, clock: Clock) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const method = request.routeOptions.config?.loginMethod
    if (!method || reply.statusCode < 400) return payload
    const body = (request.body ?? {}) as Record<string, unknown>
    const tried = request.loginAttempt?.username ?? (typeof body.username === 'string' ? body.username : typeof body.phone === 'string' ? body.phone : '')
    const username = CN_MOBILE.test(tried) ? tried : tried.slice(0, 32)
    let reason = ''
    try {
      reason = typeof payload === 'string' ? String((JSON.parse(payload) as { message?: unknown }).message ?? '') : ''
    } catch {
      reason = ''
    }
    try {
      const account = username ? await findAccountByUsername(db, username) : null
      await insertLoginLog(db, {
        accountId: account?.id ?? null,
        username,
        method,
        success: false,
        reason: reason || `HTTP ${reply.statusCode}`,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        createdAt: clock.now(),
      })
    } catch (error) {
      // The answer to the user does not depend on the log; the failure to write it is logged.
      request.log.error({ err: error }, 'login log write failed')
    }
    return payload
  })
}
