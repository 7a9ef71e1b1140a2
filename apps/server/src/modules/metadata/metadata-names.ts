import type { DbOrTx } from '../../db/client.js'
import { listDict } from './metadata.repository.js'

/** The module names by key and the entity names by `module/entity`, from the dictionary, for answers. */
export const dictNames = async (db: DbOrTx) => {
  const modules = await listDict(db, 'MODULE_TYPE', 0)
  const entities = await listDict(db, 'ENTITY_TYPE')
  const moduleKeyById = new Map(modules.map((m) => [m.id, m.dataKey]))
  return {
    modules: new Map(modules.map((m) => [m.dataKey, m.dataValue])),
    entities: new Map(entities.map((e) => [`${moduleKeyById.get(e.pid)}/${e.dataKey}`, e.dataValue])),
  }
}
export type DictNames = Awaited<ReturnType<typeof dictNames>>
