import { OrgType } from '@yunying/contracts'
import { announcedLiveness } from '../../lib/announced-memo.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import type { SessionContext } from './session-context.js'

/** The channel migration 0020's triggers announce session-relevant writes on. */
export const SESSION_CHANNEL = 'session_changes'

export interface CachedSession {
  session: SessionContext
  /** Milliseconds since the epoch: the absolute end, and the last use this process knows of. */
  expiresAt: number
  lastSeenAt: number
}

/**
 * Live sessions by token hash, in this process's memory (ADR 0009): what `findLiveSession` answered,
 * kept until a notification names the session, its account or its brand (or everything), or the
 * listener is lost. The clock-based checks (idle and absolute expiry) stay with the caller, on every
 * request. A lookup that raced a notification is answered but not kept.
 */
export const createSessionCache = (notifications: DbNotifications | null, announced: () => Promise<boolean>, limit = 100_000) => {
  const entries = new Map<string, CachedSession>()
  let epoch = 0
  // Checked once, on first use: a database without the announcing triggers is read on every request.
  const live = announcedLiveness(notifications, announced)

  const dropWhere = (matches: (s: SessionContext) => boolean) => {
    for (const [hash, entry] of entries) if (matches(entry.session)) entries.delete(hash)
  }
  const dropAll = () => {
    epoch += 1
    entries.clear()
  }
  const forget = (payload: string) => {
    epoch += 1
    const [kind, raw] = payload.split(':')
    const id = Number(raw)
    if (kind === 's') dropWhere((s) => s.id === id)
    else if (kind === 'a') dropWhere((s) => s.accountId === id)
    else if (kind === 'b') dropWhere((s) => s.orgType === OrgType.brand && s.orgId === id)
    else entries.clear()
  }
  notifications?.on(SESSION_CHANNEL, forget)
  notifications?.onReset(dropAll)

  return {
    get: (tokenHash: string): CachedSession | undefined => (live() ? entries.get(tokenHash) : undefined),
    /** A ticket for a lookup about to start: null when what it reads could not be kept. */
    ticket: (): number | null => (live() ? epoch : null),
    /** Keeps a lookup's answer when nothing was announced since its ticket was taken. */
    put(tokenHash: string, ticket: number | null, entry: CachedSession) {
      if (ticket === null || ticket !== epoch || !live()) return
      // Beyond the limit the oldest entries go: they are read again on their next use.
      if (entries.size >= limit) entries.delete(entries.keys().next().value!)
      entries.set(tokenHash, entry)
    },
    delete: (tokenHash: string) => entries.delete(tokenHash),
    /** This process wrote the change itself (logout): forgotten at once, before any notification. */
    dropSession(id: number) {
      epoch += 1
      dropWhere((s) => s.id === id)
    },
  }
}

