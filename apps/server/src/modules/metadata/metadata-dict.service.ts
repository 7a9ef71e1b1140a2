import type { DictDataItem, NodeCategory } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { findDictById, insertDictItem, listDict, listDictIn, nextDictSort, type DictRecord } from './metadata.repository.js'

const toItem = (r: DictRecord): DictDataItem => ({ id: r.id, pid: r.pid, dataKey: r.dataKey, dataValue: r.dataValue })

/** The parent-node tree under `pid` (children under `list`), at most six levels deep. */
export const nodeTree = async (db: DbOrTx, pid: number): Promise<NodeCategory[]> => {
  const byParent = new Map<number, DictRecord[]>()
  let level = [pid]
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    const rows = await listDictIn(db, 'PARENT_NODE', level)
    for (const r of rows) byParent.set(r.pid, [...(byParent.get(r.pid) ?? []), r])
    level = rows.map((r) => r.id)
  }
  const build = (parent: number): NodeCategory[] => (byParent.get(parent) ?? []).map((r) => ({ ...toItem(r), list: build(r.id) }))
  return build(pid)
}

/** Keeps the nodes whose name contains `name`, with their ancestors. */
const narrow = (nodes: NodeCategory[], name: string): NodeCategory[] =>
  nodes.flatMap((n) => {
    const list = narrow(n.list, name)
    return n.dataValue.includes(name) || list.length > 0 ? [{ ...n, list: n.dataValue.includes(name) ? n.list : list }] : []
  })

/** The entity a parent node hangs under (walking up its parents), or null. */
export const entityOfNode = async (db: DbOrTx, nodeId: number): Promise<DictRecord | null> => {
  let current = await findDictById(db, nodeId)
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.nameType === 'ENTITY_TYPE') return current
    if (current.nameType !== 'PARENT_NODE') return null
    current = await findDictById(db, current.pid)
  }
  return null
}

/** The metadata dictionaries (spec 3 §7.1 dict-data/*, metadata/entity/add, metadata/parent-node/add). */
export const createMetadataDictService = ({ db }: { db: Db }) => ({
  async list(session: SessionContext, nameType: string, pid?: number): Promise<DictDataItem[]> {
    assertPlatformWide(session.scope)
    const top = nameType === 'MODULE_TYPE' || nameType === 'APPLY_BIZ_TYPE'
    return (await listDict(db, nameType, top ? 0 : pid)).map(toItem)
  },

  async nodesCategory(session: SessionContext, pid: number, name?: string): Promise<NodeCategory[]> {
    assertPlatformWide(session.scope)
    const tree = await nodeTree(db, pid)
    return name ? narrow(tree, name) : tree
  },

  async addEntity(session: SessionContext, body: { pid: number; name: string; entity: string }) {
    assertPlatformWide(session.scope)
    return db.transaction(async (tx) => {
      const module = await findDictById(tx, body.pid)
      if (!module || module.nameType !== 'MODULE_TYPE') throw new AppError('NOT_FOUND', '模块不存在，请先选择模块')
      const row = await insertDictItem(tx, { nameType: 'ENTITY_TYPE', pid: module.id, dataKey: body.entity, dataValue: body.name, sort: await nextDictSort(tx, 'ENTITY_TYPE', module.id) })
      if (!row) throw new AppError('CONFLICT', `「${module.dataValue}」下已有实体标识 ${body.entity}`)
      return toItem(row)
    })
  },

  async addParentNode(session: SessionContext, body: { pid: number; name: string; parentNode: string }) {
    assertPlatformWide(session.scope)
    return db.transaction(async (tx) => {
      const parent = await findDictById(tx, body.pid)
      if (!parent || (parent.nameType !== 'ENTITY_TYPE' && parent.nameType !== 'PARENT_NODE')) throw new AppError('NOT_FOUND', '实体不存在，请先选择实体')
      const row = await insertDictItem(tx, { nameType: 'PARENT_NODE', pid: parent.id, dataKey: body.parentNode, dataValue: body.name, sort: await nextDictSort(tx, 'PARENT_NODE', parent.id) })
      if (!row) throw new AppError('CONFLICT', `「${parent.dataValue}」下已有父级属性标识 ${body.parentNode}`)
      return toItem(row)
    })
  },
})

export type MetadataDictService = ReturnType<typeof createMetadataDictService>
