import type { MenuNode } from '@yunying/contracts'
import type { MenuRow } from './access.repository.js'

const toNode = (row: MenuRow): MenuNode => ({
  id: row.id,
  name: row.name,
  path: row.path,
  pid: row.pid,
  sort: row.sort,
  type: row.type,
  clientType: row.clientType,
  menuStatus: row.menuStatus,
  attrAlias: { url: row.url, icon: row.icon },
  serviceId: row.serviceId,
  code: row.code,
  items: [],
})

/** Builds the tree the console renders. Nodes whose parent the role lacks are dropped, not promoted. */
export const buildMenuTree = (rows: MenuRow[]): MenuNode[] => {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]))
  const roots: MenuNode[] = []
  for (const node of nodes.values()) {
    if (node.pid === 0) roots.push(node)
    else nodes.get(node.pid)?.items.push(node)
  }
  const sortDeep = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id)
    for (const n of list) sortDeep(n.items)
  }
  sortDeep(roots)
  return roots
}
