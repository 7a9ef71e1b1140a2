import type { DbOrTx } from '../../db/client.js'
import { revokeSessionsWhere, setSessionOrg as updateSessionOrg, type SessionFilter } from './sessions.repository.js'

export type { SessionFilter } from './sessions.repository.js'
/** Sign-in throttling, for the login module's own sign-in routes. */
export { isLockedOut, recordLoginFailure, type LockoutPolicy } from './login-failures.repository.js'

// The sessions table belongs to auth: other modules end or re-point sessions only through these,
// inside their own transaction when they pass one (`db` is the database or a transaction).

/**
 * Ends an account's sessions: all of them (password changed, account disabled), those acting for
 * one organisation (a grant taken back), or the listed ones. Answers how many ended.
 */
export const revokeSessions = (db: DbOrTx, filter: SessionFilter, now: Date): Promise<number> => revokeSessionsWhere(db, filter, now)

/** Points a session at the organisation it now acts for (chosen after sign-in). */
export const setSessionOrg = (db: DbOrTx, sessionId: number, org: { orgType: number; orgId: number; roleId: number }) => updateSessionOrg(db, sessionId, org)
