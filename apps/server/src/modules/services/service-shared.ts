import { AppError } from '../../lib/app-error.js'
import type { DbOrTx } from '../../db/client.js'
import { findServiceRow } from './services.repository.js'

/** What the service catalogue's parts (catalogue, categories, codes) share. */

export const SERVICE_GONE = '服务不存在或已删除'

/** The service with its category's name, or 404. */
export const mustFindService = async (tx: DbOrTx, produceType: string) => {
  const row = await findServiceRow(tx, produceType)
  if (!row) throw new AppError('NOT_FOUND', SERVICE_GONE)
  return row
}

/** The changed fields of a save, for the operation log. */
export const diff = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(after)
      .filter(([k, v]) => JSON.stringify(before[k]) !== JSON.stringify(v))
      .map(([k, v]) => [k, k === 'produceDetail' ? { changed: true } : { from: before[k], to: v }]),
  )
