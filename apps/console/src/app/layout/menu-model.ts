import type { MenuNode } from '@yunying/contracts'

/**
 * The menu rules of spec 1 §2.4 as one pure function of the server's tree: which entries show,
 * where a click goes, which parents redirect, which path is the feedback page, and the four
 * route segments (first to fourth level) of any location.
 */
export interface MenuEntry {
  id: number
  name: string
  path: string
  icon: string
  /** 1 = the 60 px column, 2 = the 140 px sub menu, 3 = its groups' items, 4 = the 100 px column. */
  level: number
  children: MenuEntry[]
  /** Where a click on this entry ends up: the entry itself, or its first child's (grandchild's…) page. */
  firstLeaf: string
  /** One of the seven top-level module paths that keeps its own page instead of redirecting. */
  special: boolean
  /** The feedback page (its entry carries the not-handled count). */
  feedback: boolean
}

export interface MenuModel {
  roots: MenuEntry[]
  /** Every path the user may open: menu paths, hidden ones too, and the paths the client implies. */
  permitted: Set<string>
  /** Menu paths without children: each has a hidden catch-all child route (its sub pages). */
  leaves: Set<string>
  /** Path → the entries from level 1 down to it. */
  trails: Map<string, MenuEntry[]>
}

/** Spec 1 §2.4: these parents keep their own page (unless the entry is at depth 3). */
export const SPECIAL_PATHS = new Set([
  '/operateCenter/memberCenter',
  '/operateCenter/scrmCenter',
  '/operateCenter/couponCenter',
  '/businessCenter/orders',
  '/businessCenter/goodsCenter',
  '/businessCenter/distribution',
  '/businessCenter/payManage',
])

export const FEEDBACK_PATH_PART = '/memberCenter/thirdChannel/feedback'
export const isFeedbackPath = (path: string) => path.includes(FEEDBACK_PATH_PART)

/** The first-level column's label: the operating-channel entry has a short label, the rest their first two characters. */
const SHORT_LABELS: Record<string, string> = { 运营渠道: '渠道' }
export const shortLabel = (name: string) => SHORT_LABELS[name] ?? name.slice(0, 2)

/** Client type of this console's menus. */
const PC_CLIENT = 1

const isRoutable = (n: MenuNode) => (n.type === 1 || n.type === 2) && n.clientType === PC_CLIENT && n.path !== ''

export interface MenuModelOptions {
  /** Paths the client adds to every user's menu list (spec 1 §6). */
  impliedPaths?: readonly string[]
}

export const buildMenuModel = (tree: readonly MenuNode[], options: MenuModelOptions = {}): MenuModel => {
  const permitted = new Set<string>(options.impliedPaths ?? [])
  const leaves = new Set<string>()
  const trails = new Map<string, MenuEntry[]>()

  const build = (nodes: readonly MenuNode[], level: number, trail: MenuEntry[]): MenuEntry[] => {
    const out: MenuEntry[] = []
    for (const node of nodes) {
      if (!isRoutable(node)) continue
      const entry: MenuEntry = {
        id: node.id,
        name: node.name,
        path: node.path,
        icon: node.attrAlias.icon,
        level,
        children: [],
        firstLeaf: node.path,
        special: SPECIAL_PATHS.has(node.path) && level !== 3,
        feedback: isFeedbackPath(node.path),
      }
      const chain = [...trail, entry]
      entry.children = build(node.items, level + 1, chain)
      // A directory, or a page with child pages, is a parent: with none of its children left (withheld,
      // hidden, for another client) it is hidden too. A page whose children are only buttons is a leaf.
      const isParent = node.type === 1 || node.items.some((i) => i.type === 1 || i.type === 2)
      if (isParent && entry.children.length === 0) continue
      permitted.add(node.path)
      if (entry.children.length === 0) leaves.add(node.path)
      else entry.firstLeaf = entry.children[0]!.firstLeaf
      if (!trails.has(node.path)) trails.set(node.path, chain)
      if (node.menuStatus === 1) out.push(entry)
    }
    return out
  }

  return { roots: build(tree, 1, []), permitted, leaves, trails }
}

/** The entries from level 1 down to the menu entry a location belongs to (its own path or the nearest parent path). */
export const trailOf = (model: MenuModel, pathname: string): MenuEntry[] => {
  for (let path = pathname.replace(/\/$/, ''); path; path = path.slice(0, path.lastIndexOf('/'))) {
    const trail = model.trails.get(path)
    if (trail) return trail
  }
  return []
}

/** The current route as first to fourth level segments (spec 1 §2.3). */
export const routeSegments = (model: MenuModel, pathname: string): [string, string, string, string] => {
  const trail = trailOf(model, pathname)
  return [0, 1, 2, 3].map((i) => trail[i]?.path ?? '') as [string, string, string, string]
}

/** Whether a user may open a path: a menu path, under a menu page (its hidden catch-all child), or granted through `menuPath`. */
export const isPermitted = (model: MenuModel, path: string, menuPath?: string) => {
  if (model.permitted.has(path)) return true
  if (menuPath && model.permitted.has(menuPath)) return true
  for (let p = path.slice(0, path.lastIndexOf('/')); p; p = p.slice(0, p.lastIndexOf('/'))) {
    if (model.leaves.has(p)) return true
  }
  return false
}

/**
 * Where a click on a menu entry goes. First-level entries and ordinary parents go to their first
 * page; a special parent opens its own page, except for admin permission type 3 (spec 1 §6).
 */
export const clickTarget = (entry: MenuEntry, adminType: number | undefined) => {
  if (entry.children.length === 0) return entry.path
  if (entry.special && adminType !== 3 && entry.level > 1) return entry.path
  return entry.firstLeaf
}
