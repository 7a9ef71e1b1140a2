import type { DbOrTx } from '../../db/client.js'
import { insertDictItems } from './metadata.repository.js'
import { insertBasicFields } from './metadata-basic.repository.js'

export interface MetadataBase {
  modules: Array<{ key: string; name: string; entities: Array<[string, string]> }>
  topNodes: Array<[string, string]>
  industries: Array<[string, string]>
  basicFields: Array<{ fieldCode: string; fieldName: string; dataType: string }>
}

/** Base data: the product's modules, their entities and top parent nodes, the industries and basic attributes. Each inserted once. */
export const applyMetadataBase = async (tx: DbOrTx, base: MetadataBase) => {
  await insertDictItems(tx, base.industries.map(([dataKey, dataValue], sort) => ({ nameType: 'APPLY_BIZ_TYPE', pid: 0, dataKey, dataValue, sort })))
  const modules = await insertDictItems(tx, base.modules.map((m, sort) => ({ nameType: 'MODULE_TYPE', pid: 0, dataKey: m.key, dataValue: m.name, sort })))
  const moduleId = new Map(modules.map((m) => [m.dataKey, m.id]))
  const entities = await insertDictItems(
    tx,
    base.modules.flatMap((m) => m.entities.map(([dataKey, dataValue], sort) => ({ nameType: 'ENTITY_TYPE', pid: moduleId.get(m.key)!, dataKey, dataValue, sort }))),
  )
  await insertDictItems(tx, entities.flatMap((e) => base.topNodes.map(([dataKey, dataValue], sort) => ({ nameType: 'PARENT_NODE', pid: e.id, dataKey, dataValue, sort }))))
  await insertBasicFields(
    tx,
    base.modules.flatMap((m) => base.basicFields.map((f, sortNum) => ({ module: m.key, fieldCode: f.fieldCode, fieldName: f.fieldName, dataType: f.dataType, status: 1, displayConfig: { hint: '', isHide: 0, sortNum } }))),
  )
}
