import { randomBytes } from 'node:crypto'
import type { ServiceKey } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { activeSecret, insertServiceKey, listServiceKeys, revokeServiceKey, type ServiceKeyRow } from './service-keys.repository.js'

/** The keys services sign their report calls with: made and revoked by an operator; the secret is shown once. */
export const createServiceKeysService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const toKey = (r: ServiceKeyRow, by: string | null): ServiceKey => ({
    id: r.id,
    name: r.name,
    keyId: r.keyId,
    createdAt: toChinaTime(r.createdAt),
    createdBy: by ?? '',
    revokedAt: r.revokedAt ? toChinaTime(r.revokedAt) : '',
  })
  return {
    /** The secret of a key that is not revoked (the signed family's resolver). */
    async secretOf(keyId: string) {
      return activeSecret(db, keyId)
    },

    async list(session: SessionContext) {
      assertPlatformWide(session.scope)
      const rows = await listServiceKeys(db)
      return rows.map((r) => toKey(r.key, r.by))
    },

    async add(session: SessionContext, name: string) {
      assertPlatformWide(session.scope)
      const secret = randomBytes(32).toString('hex')
      const row = await insertServiceKey(db, { name, keyId: `mdk_${randomBytes(8).toString('hex')}`, secret, createdBy: session.accountId, createdAt: clock.now() })
      return { ...toKey(row, session.name || session.username), secret }
    },

    async revoke(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      const row = await revokeServiceKey(db, id, clock.now())
      if (!row) throw new AppError('NOT_FOUND', '密钥不存在或已吊销')
      return { id: row.id, keyId: row.keyId, name: row.name }
    },
  }
}

export type ServiceKeysService = ReturnType<typeof createServiceKeysService>
