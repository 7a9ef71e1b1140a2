import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { hasTriggers } from '../../lib/db-triggers.repository.js'
import type { DbOrTx } from '../../db/client.js'
import { roles } from '../access/access.table.js'
import { scopeOf } from '../access/tenant-scope.js'
import { accounts } from '../accounts/accounts.table.js'
import { brands } from '../brands/brands.table.js'
import type { SessionContext } from './session-context.js'
import { sessions } from './sessions.table.js'

export interface NewSession {
  tokenHash: string
  accountId: number
  orgType: number | null
  orgId: number | null
  roleId: number | null
  ip: string
  userAgent: string
  now: Date
  expiresAt: Date
}

export const insertSession = async (db: DbOrTx, s: NewSession) => {
  const [row] = await db
    .insert(sessions)
    .values({ ...s, createdAt: s.now, lastSeenAt: s.now })
    .returning({ id: sessions.id })
  return row!.id
}

/**
 * The live session for a token hash: not revoked, not past its absolute or idle expiry, account
 * active; with its tenant scope (the brand's group, the role's state and data scope). The auth
 * service keeps the answer in memory until a write to any of these rows is announced (ADR 0009).
 */
export const findLiveSession = async (
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<(SessionContext & { lastSeenAt: Date; expiresAt: Date }) | null> => {
  const [row] = await db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      username: accounts.username,
      name: accounts.name,
      adminType: accounts.adminType,
      mustChangePassword: accounts.mustChangePassword,
      orgType: sessions.orgType,
      orgId: sessions.orgId,
      roleId: sessions.roleId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      orgGroupId: brands.groupId,
      roleStatus: roles.status,
      roleGroupIds: roles.dataScopeGroupIds,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(brands, and(eq(sessions.orgType, OrgType.brand), eq(brands.id, sessions.orgId)))
    .leftJoin(roles, eq(roles.id, sessions.roleId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
        eq(accounts.status, 1),
      ),
    )
    .limit(1)
  if (!row) return null
  const { orgGroupId, roleStatus, roleGroupIds, ...session } = row
  return {
    ...session,
    roleEnabled: roleStatus === 1,
    scope: scopeOf({ orgType: row.orgType, orgId: row.orgId, orgGroupId, roleGroupIds }),
  }
}

/** Sessions past their absolute expiry, or revoked, before `before`: nothing can use them any more. */
export const pruneSessions = async (db: DbOrTx, before: Date) =>
  (await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before))).returning({ id: sessions.id })).length

export const touchSession = (db: DbOrTx, id: number, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))

export const revokeSession = (db: DbOrTx, id: number, now: Date) =>
  db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))

/** Which of an account's sessions to end: all, those acting for one organisation, or the listed ones. */
export interface SessionFilter {
  accountId: number
  org?: { orgType: number; orgId: number } | undefined
  sessionIds?: number[] | undefined
}

/** Ends the account's sessions that match and are not ended yet; answers how many. */
export const revokeSessionsWhere = async (db: DbOrTx, filter: SessionFilter, now: Date) =>
  (
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.accountId, filter.accountId),
          isNull(sessions.revokedAt),
          filter.org ? and(eq(sessions.orgType, filter.org.orgType), eq(sessions.orgId, filter.org.orgId)) : undefined,
          filter.sessionIds ? inArray(sessions.id, filter.sessionIds) : undefined,
        ),
      )
      .returning({ id: sessions.id })
  ).length

export const setSessionOrg = (db: DbOrTx, id: number, org: { orgType: number; orgId: number; roleId: number }) =>
  db.update(sessions).set(org).where(eq(sessions.id, id))

/** Migration 0020's triggers, which announce every write that can end or change a session. */
const SESSION_ANNOUNCERS = ['sessions_changed', 'sessions_removed', 'accounts_session_changed', 'accounts_session_removed', 'roles_session_changed', 'brands_session_changed', 'brands_session_removed']

/** Whether every announcing trigger is in place: only then may live sessions be kept in memory. */
export const hasSessionAnnouncers = (db: DbOrTx): Promise<boolean> => hasTriggers(db, SESSION_ANNOUNCERS)
