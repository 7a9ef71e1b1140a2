import type { LoginMethod, LoginResult, UserInfo } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import { buildMenuTree, findAccountOrgs, findRoleMenus } from '../access/account-orgs.service.js'
import { findAccountById, findAccountByUsername, verifyPassword } from '../accounts/accounts.service.js'
import { describeOrg } from './org-names.repository.js'
import { clearLoginFailures, isLockedOut, pruneLoginFailures, recordLoginFailure, type LockoutPolicy } from './login-failures.repository.js'
import type { SessionContext } from './session-context.js'
import { createSessionCache } from './session-cache.js'
import { findLiveSession, hasSessionAnnouncers, insertSession, pruneSessions, revokeSession, touchSession } from './sessions.repository.js'
import { insertLoginLog } from './login-logs.repository.js'
import { hashToken, newSessionToken } from './token.js'

export interface SessionPolicy {
  idleMs: number
  maxAgeMs: number
}

export interface AuthServiceDeps {
  db: Db
  clock: Clock
  sessions: SessionPolicy
  lockout: LockoutPolicy
  /** The database's change announcements: without them every request reads its session from the database. */
  notifications?: DbNotifications | null
}

interface ClientInfo {
  ip: string
  userAgent: string
}

// A session is written back at most once a minute, not on every request.
const TOUCH_EVERY_MS = 60_000

const freeze = (session: SessionContext): SessionContext => {
  if (session.scope.kind === 'groups') Object.freeze(session.scope.groupIds)
  Object.freeze(session.scope)
  return Object.freeze(session)
}

export const createAuthService = ({ db, clock, sessions, lockout, notifications = null }: AuthServiceDeps) => {
  const cache = createSessionCache(notifications, () => hasSessionAnnouncers(db))
  /** Opens a session for a verified account, taking its organisation when it has exactly one. */
  const openSession = async (account: { id: number; username: string; mustChangePassword?: boolean }, client: ClientInfo, method: LoginMethod): Promise<LoginResult> => {
    const accountId = account.id
    const orgs = await findAccountOrgs(db, accountId)
    const only = orgs.length === 1 ? orgs[0]! : null
    const token = newSessionToken()
    const now = clock.now()
    // The session and its login-log row together: a sign-in is never without its record.
    await db.transaction(async (tx) => {
    await insertSession(tx, {
      tokenHash: hashToken(token),
      accountId,
      orgType: only?.orgType ?? null,
      orgId: only?.orgId ?? null,
      roleId: only?.roleId ?? null,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
      now,
      expiresAt: new Date(now.getTime() + sessions.maxAgeMs),
    })
    await insertLoginLog(tx, { accountId, username: account.username, method, success: true, ip: client.ip, userAgent: client.userAgent, createdAt: now })
    })
    return { token, needSelectOrg: only === null, mustChangePassword: account.mustChangePassword ?? false }
  }

  return {
    openSession,

    async loginByPassword(username: string, password: string, client: ClientInfo): Promise<LoginResult> {
      const now = clock.now()
      if (await isLockedOut(db, username, client.ip, now, lockout)) throw new AppError('ACCOUNT_LOCKED')
      const account = await findAccountByUsername(db, username)
      const ok = await verifyPassword(account?.passwordHash ?? null, password)
      if (!account || !ok) {
        await recordLoginFailure(db, username, client.ip, now)
        throw new AppError('LOGIN_FAILED')
      }
      if (account.status !== 1) throw new AppError('ACCOUNT_DISABLED')
      await clearLoginFailures(db, username)
      return openSession(account, client, 'password')
    },

    /**
     * The caller behind a token, or null when it is missing, unknown, revoked or expired. A live
     * session is kept in memory (ADR 0009): idle and absolute expiry are still checked against the
     * clock here on every request; anything else that ends or changes a session is a database write
     * whose notification drops it. A session that looks idle in memory is asked of the database
     * again, since another instance may have seen it since.
     */
    async authenticate(token: string | undefined): Promise<SessionContext | null> {
      if (!token || token.length > 200) return null
      const now = clock.now()
      const at = now.getTime()
      const tokenHash = hashToken(token)
      const hit = cache.get(tokenHash)
      if (hit && hit.expiresAt > at && hit.lastSeenAt > at - sessions.idleMs) {
        if (at - hit.lastSeenAt > TOUCH_EVERY_MS) {
          // Marked first, so the concurrent requests of one client write once.
          hit.lastSeenAt = at
          await touchSession(db, hit.session.id, now)
        }
        return hit.session
      }
      const ticket = cache.ticket()
      const found = await findLiveSession(db, tokenHash, now, new Date(at - sessions.idleMs))
      if (!found) {
        cache.delete(tokenHash)
        return null
      }
      let lastSeenAt = found.lastSeenAt.getTime()
      if (at - lastSeenAt > TOUCH_EVERY_MS) {
        await touchSession(db, found.id, now)
        lastSeenAt = at
      }
      const { lastSeenAt: _seen, expiresAt, ...rest } = found
      const session = freeze(rest)
      cache.put(tokenHash, ticket, { session, expiresAt: expiresAt.getTime(), lastSeenAt })
      return session
    },

    /** Resolves once this instance's caches have heard of every change committed so far. */
    settle: () => notifications?.settle() ?? Promise.resolve(),

    async logout(session: SessionContext) {
      await revokeSession(db, session.id, clock.now())
      cache.dropSession(session.id)
    },

    /**
     * Housekeeping: sessions a day past their end or their revocation, and sign-in failures older
     * than the lockout rule looks back (twice the longer of its window and lock, for margin).
     */
    async prune(now: Date) {
      const sessionsRemoved = await pruneSessions(db, new Date(now.getTime() - 86_400_000))
      const failuresRemoved = await pruneLoginFailures(db, new Date(now.getTime() - 2 * Math.max(lockout.windowMs, lockout.lockMs)))
      return sessionsRemoved + failuresRemoved
    },

    async userInfo(session: SessionContext): Promise<UserInfo> {
      const account = await findAccountById(db, session.accountId)
      if (!account) throw new AppError('SESSION_EXPIRED')
      const rows = session.roleId === null ? [] : await findRoleMenus(db, session.roleId)
      return {
        id: account.id,
        username: account.username,
        name: account.name,
        mobile: account.username,
        contactPhone: account.username,
        adminType: account.adminType,
        org:
          session.orgType === null || session.orgId === null ? null : await describeOrg(db, session.orgType, session.orgId),
        menus: buildMenuTree(rows.filter((r) => r.type !== 4)),
        authCodeList: rows.filter((r) => r.type === 4 && r.code).map((r) => r.code),
      }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
