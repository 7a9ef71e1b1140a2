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
