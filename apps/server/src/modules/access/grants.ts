import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { SessionContext } from '../auth/session-context.js'
import { roleHasCode, roleHasPage } from './access.repository.js'

/**
 * What the session's role holds, read fresh from the database on every call (no permission cache:
 * a role change applies to the very next request). The auth hook checks a route's declared access
 * with these; services use `assertCode` for rules a route cannot state up front.
 */
export const holdsCode = async (db: DbOrTx, session: SessionContext, code: string) =>
  session.roleId !== null && session.roleEnabled && (await roleHasCode(db, session.roleId, code))

export const holdsPage = async (db: DbOrTx, session: SessionContext, path: string) =>
  session.roleId !== null && session.roleEnabled && (await roleHasPage(db, session.roleId, path))

/** 403 (40300) unless the role holds the code: create needs one code, edit another, and so on. */
export const assertCode = async (db: DbOrTx, session: SessionContext, code: string) => {
  if (!(await holdsCode(db, session, code))) throw new AppError('FORBIDDEN')
}
