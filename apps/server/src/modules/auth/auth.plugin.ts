import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { roleHasCode } from '../access/access.repository.js'
import { roleHasPage } from './page-access.js'
import type { AuthService } from './auth.service.js'
import './session-context.js'

export const TOKEN_HEADER = 'operating-token'

/**
 * Every route needs a live session unless it says `config.public`. The token comes from the
 * `operating-token` header only, never the cookie, so a forged cross-site request carries none.
 * Then the organisation (490401 until one is chosen) and the route's permission code are checked.
 */
export const registerAuth = (app: FastifyInstance, auth: AuthService, db: Db) => {
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config
    // Unknown routes fall through to the not-found handler; public ones still learn who calls when they can.
    if (!request.routeOptions.url) return
    const header = request.headers[TOKEN_HEADER]
    const token = Array.isArray(header) ? header[0] : header
    request.session = await auth.authenticate(token)
    if (config.public) return
    if (!request.session) throw new AppError('SESSION_EXPIRED')
    if (config.withoutOrg) return
    if (request.session.roleId === null) throw new AppError('ORG_NOT_SELECTED')
    if (config.permission && !(await roleHasCode(db, request.session.roleId, config.permission))) {
      throw new AppError('FORBIDDEN')
    }
    if (config.page && !(await roleHasPage(db, request.session.roleId, [config.page].flat()))) {
      throw new AppError('FORBIDDEN')
    }
  })
}
