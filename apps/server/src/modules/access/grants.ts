import type { DbOrTx } from '../../db/client.js'
import { createAnnouncedMemo } from '../../lib/announced-memo.js'
import { AppError } from '../../lib/app-error.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import { hasTriggers } from '../../lib/db-triggers.repository.js'
import type { SessionContext } from '../auth/session-context.js'
import { roleHasCode, roleHasPage } from './access.repository.js'

/**
 * What the session's role holds, read fresh from the database on every call. Services use these and
 * `assertCode` for rules a route cannot state up front; the auth hook checks a route's declared access
 * through `createGrantCheck`, which keeps the answers until a grant changes.
 */
export const holdsCode = async (db: DbOrTx, session: SessionContext, code: string) =>
  session.roleId !== null && session.roleEnabled && (await roleHasCode(db, session.roleId, code))

export const holdsPage = async (db: DbOrTx, session: SessionContext, path: string) =>
  session.roleId !== null && session.roleEnabled && (await roleHasPage(db, session.roleId, path))

/** 403 (40300) unless the role holds the code: create needs one code, edit another, and so on. */
export const assertCode = async (db: DbOrTx, session: SessionContext, code: string) => {
  if (!(await holdsCode(db, session, code))) throw new AppError('FORBIDDEN')
}

/** The channel migration 0035's triggers announce writes to `role_menus` and `menus` on. */
export const GRANT_CHANNEL = 'grant_changes'
const GRANT_TRIGGERS = ['role_menus_grants_changed', 'menus_grants_changed']

/**
 * The auth hook's check of a route's `page:`/`code:` grant, kept in this process's memory per role and
 * grant until a write to `role_menus` or `menus` is announced (ADR 0012, the mechanism of ADR 0009 and
 * 0011): every request of an operator used to read the role's grant, one more statement each (about
 * 1 ms a call on the embedded database). The writer's own next request sees the change (the hook's
 * `settle`, as for sessions); another instance within milliseconds of the commit; with no listener, or
 * no triggers, every check reads the database as before. A role's enabled flag is the session's.
 */
export const createGrantCheck = (db: DbOrTx, notifications: DbNotifications | null) => {
  const memo = createAnnouncedMemo<boolean>(notifications, GRANT_CHANNEL, () => hasTriggers(db, GRANT_TRIGGERS), 10_000)
  return (session: SessionContext, grant: { kind: 'page'; path: string } | { kind: 'code'; code: string }) =>
    session.roleId === null || !session.roleEnabled
      ? Promise.resolve(false)
      : grant.kind === 'code'
        ? memo.get(`${session.roleId} code ${grant.code}`, () => roleHasCode(db, session.roleId!, grant.code))
        : memo.get(`${session.roleId} page ${grant.path}`, () => roleHasPage(db, session.roleId!, grant.path))
}
