import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { isOperation, parseAccess } from '../access/route-access.js'
import { createGrantCheck } from '../access/grants.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import type { AuthService } from './auth.service.js'
import './session-context.js'

export const TOKEN_HEADER = 'operating-token'

/**
 * The one check of every route's declared access (`config.access`, see `route-access.ts`). The token
 * comes from the `operating-token` header only, never the cookie, so a forged cross-site request
 * carries none. `public` routes still learn who calls when they can; `signed:` routes are machines
 * with no session (their signature is checked in `signed-access.ts`); `session` needs a live session;
 * `page:`/`code:` need a chosen organisation (490401 until then) whose enabled role holds the page or code.
 * A session whose password an administrator reset gets 10004 on every route but the few that declare
 * `beforePasswordChange` (changing it, signing out, user info), `session` routes included.
 */
export const registerAuth = (app: FastifyInstance, auth: AuthService, db: Db, notifications: DbNotifications | null) => {
  const holds = createGrantCheck(db, notifications)
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request) => {
    // Unknown routes fall through to the not-found handler.
    if (!request.routeOptions.url) return
    const access = parseAccess(request.routeOptions.config.access)
    // Registration refuses a route without a valid declaration; this is the second line of defence.
    if (!access) throw new AppError('FORBIDDEN')
    if (access.kind === 'signed') return
    const header = request.headers[TOKEN_HEADER]
    const token = Array.isArray(header) ? header[0] : header
    request.session = await auth.authenticate(token)
    if (access.kind === 'public') return
    const session = request.session
    if (!session) throw new AppError('SESSION_EXPIRED')
    if (session.mustChangePassword && !request.routeOptions.config.beforePasswordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED')
    if (access.kind === 'session') return
    if (session.roleId === null) throw new AppError('ORG_NOT_SELECTED')
    if (!session.roleEnabled) throw new AppError('FORBIDDEN', '当前角色已停用，请联系管理员')
    const held = await holds(session, access.kind === 'code' ? { kind: 'code', code: access.code } : { kind: 'page', path: access.path })
    if (!held) throw new AppError('FORBIDDEN')
  })
  // An operation's answer waits until this instance's caches have heard of its writes (ADR 0009): the
  // caller's next request never meets a session it ended or a configuration it replaced. A no-op on
  // the embedded database, where every notification is handled before the write returns.
  app.addHook('onSend', async (request) => {
    if (request.routeOptions.url && isOperation(request.method, request.routeOptions.config)) await auth.settle()
  })
}
