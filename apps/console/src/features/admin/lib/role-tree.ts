import type { RoleTreeNode } from '@yunying/contracts'

export interface TreeOption {
  key: number
  title: string
  node: RoleTreeNode
  disableCheckbox: boolean
  children: TreeOption[]
}

const TYPE_WORD: Record<number, string> = { 1: '目录', 2: '页面', 4: '按钮' }
export const nodeTypeWord = (type: number) => TYPE_WORD[type] ?? String(type)

/**
 * The menu nodes as the editor's tree: children in order, nodes the editor may not grant disabled
 * (unless the role already holds them), and, with a search word, only matching nodes and their ancestors.
 */
export const buildRoleTree = (nodes: RoleTreeNode[], held: ReadonlySet<number>, word = ''): TreeOption[] => {
  const children = new Map<number, RoleTreeNode[]>()
  for (const n of nodes) children.set(n.pid, [...(children.get(n.pid) ?? []), n])
  const needle = word.trim().toLowerCase()
  const matches = (n: RoleTreeNode) => !needle || [n.name, n.path, n.code].some((v) => v.toLowerCase().includes(needle))
  const walk = (pid: number): TreeOption[] =>
    (children.get(pid) ?? []).flatMap((n) => {
      const kids = walk(n.id)
      if (!matches(n) && kids.length === 0) return []
      return [{ key: n.id, title: n.name, node: n, disableCheckbox: !n.grantable && !held.has(n.id), children: kids }]
    })
  return walk(0)
}

/** Every key of a tree (for 展开全部). */
export const allKeys = (tree: TreeOption[]): number[] => tree.flatMap((t) => [t.key, ...allKeys(t.children)])

/**
 * What the tree shows for a set of grants. Linked (父子联动), a node is checked when it and everything
 * under it is granted, and half checked when it is granted (or holds grants) without all of that: a page
 * granted without its buttons shows half checked, never unchecked. Unlinked, exactly the grants.
 */
export const shownChecks = (nodes: RoleTreeNode[], granted: ReadonlySet<number>, linked: boolean) => {
  if (!linked) return { checked: [...granted], halfChecked: [] as number[] }
  const children = new Map<number, number[]>()
  for (const n of nodes) children.set(n.pid, [...(children.get(n.pid) ?? []), n.id])
  const full = new Map<number, boolean>()
  const some = new Map<number, boolean>()
  const walk = (id: number) => {
    const kids = children.get(id) ?? []
    kids.forEach(walk)
    full.set(id, granted.has(id) && kids.every((k) => full.get(k)))
    some.set(id, granted.has(id) || kids.some((k) => some.get(k)))
  }
  for (const n of nodes) if (!full.has(n.id)) walk(n.id)
  return { checked: nodes.filter((n) => full.get(n.id)).map((n) => n.id), halfChecked: nodes.filter((n) => !full.get(n.id) && some.get(n.id)).map((n) => n.id) }
}

/**
 * The grants after checking or unchecking one node. Linked, checking grants the node, everything under it
 * that may be granted, and its ancestors; unchecking takes the node and everything under it. Unlinked, the node alone.
 */
export const toggleGrant = (nodes: RoleTreeNode[], granted: ReadonlySet<number>, id: number, on: boolean, linked: boolean, canGrant: (n: RoleTreeNode) => boolean) => {
  const next = new Set(granted)
  if (!linked) {
    if (on) next.add(id)
    else next.delete(id)
    return next
  }
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const children = new Map<number, RoleTreeNode[]>()
  for (const n of nodes) children.set(n.pid, [...(children.get(n.pid) ?? []), n])
  const below = (nid: number): RoleTreeNode[] => (children.get(nid) ?? []).flatMap((c) => [c, ...below(c.id)])
  if (on) {
    next.add(id)
    for (const n of below(id)) if (canGrant(n)) next.add(n.id)
    for (let p = byId.get(id)?.pid; p && byId.has(p); p = byId.get(p)!.pid) next.add(p)
  } else {
    next.delete(id)
    for (const n of below(id)) next.delete(n.id)
  }
  return next
}
