import type { DbOrTx } from '../../db/client.js'
import { findProduceTypeId, insertMoldIfNew, insertProduceCodes, insertProduceType, updateProduceTypesByPrefix } from './catalogue-seed.repository.js'

// Demo seeds write the service catalogue (produce types, categories, editions) through these,
// inside their transaction: the catalogue's tables belong to this module.

/** A catalogue entry as given; answers its id. */
export const recordProduceType = (tx: DbOrTx, values: Parameters<typeof insertProduceType>[1]): Promise<number> => insertProduceType(tx, values)

/**
 * A demo category and the entries it takes (by code prefix), with the brand types and industries
 * they apply to. Nothing when a category of that name exists (answers false).
 */
export const recordMold = async (tx: DbOrTx, mold: { name: string; sort: number; prefixes: string[]; brandTypes: number[]; industryIds: number[] }): Promise<boolean> => {
  const id = await insertMoldIfNew(tx, { name: mold.name, sort: mold.sort })
  if (id === null) return false
  for (const prefix of mold.prefixes) await updateProduceTypesByPrefix(tx, prefix, { produceMold: id, brandTypes: mold.brandTypes, industryIds: mold.industryIds })
  return true
}

/** The editions of one catalogue entry (by code), those not there yet; nothing when the entry is missing. */
export const recordProduceCodes = async (tx: DbOrTx, produceType: string, rows: Array<{ code: string; name: string; quota: number | null; sort: number }>) => {
  const produceTypeId = await findProduceTypeId(tx, produceType)
  if (produceTypeId !== null) await insertProduceCodes(tx, rows.map((r) => ({ ...r, produceTypeId })))
}
