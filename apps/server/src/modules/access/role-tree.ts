/** A menu node as normalisation sees it. */
export interface TreeNode {
  id: number
  pid: number
  type: number
}

/**
 * The nodes a role really holds for a choice of nodes: every chosen node with all its ancestors
 * (a button implies its page, a page its directories). Unknown ids are returned apart.
 */
export const normaliseMenuChoice = (nodes: TreeNode[], chosen: number[]) => {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const held = new Set<number>()
  const unknown: number[] = []
  for (const id of chosen) {
    if (!byId.has(id)) {
      unknown.push(id)
      continue
    }
    for (let node = byId.get(id); node && !held.has(node.id); node = node.pid ? byId.get(node.pid) : undefined) held.add(node.id)
  }
  return { menuIds: [...held].sort((a, b) => a - b), unknown }
}
