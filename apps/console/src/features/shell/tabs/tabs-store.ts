import { create } from 'zustand'

/** The one tab that cannot be closed (spec 1 §2.1). */
export const HOME_PATH = '/homePage'

export interface PageTab {
  /** The pathname: one tab per page. */
  path: string
  /** Pathname and query, to return to exactly where the user was. */
  fullPath: string
  title: string
}

interface TabsState {
  tabs: PageTab[]
  /** Adds the page or updates its title and query. */
  visit(tab: PageTab): void
  /** Closes tabs; answers where to go when the active one closed (the nearest remaining tab). */
  close(paths: string[], active: string): string | null
  closeOthers(path: string, active: string): string | null
  closeLeft(path: string, active: string): string | null
  closeRight(path: string, active: string): string | null
  closeAll(active: string): string | null
  /** Back to the home tab only (after switching organisation: other pages belong to the old one). */
  reset(keep?: PageTab): void
}

const home: PageTab = { path: HOME_PATH, fullPath: HOME_PATH, title: '首页' }

export const useTabsStore = create<TabsState>()((set, get) => {
  const close = (paths: string[], active: string) => {
    const closing = new Set(paths.filter((p) => p !== HOME_PATH))
    const before = get().tabs
    const tabs = before.filter((t) => !closing.has(t.path))
    set({ tabs })
    if (!closing.has(active)) return null
    const index = before.findIndex((t) => t.path === active)
    const next = [...before.slice(0, index)].reverse().find((t) => !closing.has(t.path)) ?? tabs[0] ?? home
    return next.fullPath
  }
  return {
    tabs: [home],
    visit: (tab) =>
      set((s) => {
        const at = s.tabs.findIndex((t) => t.path === tab.path)
        if (at === -1) return { tabs: [...s.tabs, tab] }
        const current = s.tabs[at]!
        if (current.fullPath === tab.fullPath && current.title === tab.title) return s
        const tabs = [...s.tabs]
        tabs[at] = tab
        return { tabs }
      }),
    close,
    closeOthers: (path, active) => close(get().tabs.filter((t) => t.path !== path).map((t) => t.path), active),
    closeLeft: (path, active) => {
      const tabs = get().tabs
      return close(tabs.slice(0, tabs.findIndex((t) => t.path === path)).map((t) => t.path), active)
    },
    closeRight: (path, active) => {
      const tabs = get().tabs
      return close(tabs.slice(tabs.findIndex((t) => t.path === path) + 1).map((t) => t.path), active)
    },
    closeAll: (active) => close(get().tabs.map((t) => t.path), active),
    reset: (keep) => set({ tabs: keep && keep.path !== HOME_PATH ? [home, keep] : [home] }),
  }
})
