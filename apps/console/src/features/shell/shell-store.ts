import { create } from 'zustand'

/** The aside (sub menus) shows by default on windows wider than 1800 px (spec 1 §2.3). */
export const ASIDE_MIN_WIDTH = 1800

const CHOICE_KEY = 'admin.asideOpen'

/** The aside state a user last chose on this browser (by account id), or null when they never did. */
export const readAsideChoice = (userId: number | null | undefined): boolean | null => {
  if (userId == null) return null
  try {
    const value = (JSON.parse(localStorage.getItem(CHOICE_KEY) ?? '{}') as Record<string, unknown>)[String(userId)]
    return typeof value === 'boolean' ? value : null
  } catch {
    return null
  }
}

/** Remembers a user's choice, so the aside opens (or stays folded) as they left it, whatever the window. */
export const rememberAsideChoice = (userId: number | null | undefined, open: boolean) => {
  if (userId == null) return
  try {
    const all = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? '{}') as Record<string, boolean>
    localStorage.setItem(CHOICE_KEY, JSON.stringify({ ...all, [String(userId)]: open }))
  } catch {
    localStorage.setItem(CHOICE_KEY, JSON.stringify({ [String(userId)]: open }))
  }
}

interface ShellState {
  /** The current route as first to fourth level menu paths (spec 1 §2.3). */
  segments: [string, string, string, string]
  asideOpen: boolean
  setSegments(segments: [string, string, string, string]): void
  setAsideOpen(open: boolean): void
}

export const useShellStore = create<ShellState>()((set) => ({
  segments: ['', '', '', ''],
  asideOpen: typeof window !== 'undefined' && window.innerWidth > ASIDE_MIN_WIDTH,
  setSegments: (segments) =>
    set((s) => (s.segments.every((v, i) => v === segments[i]) ? s : { segments })),
  setAsideOpen: (asideOpen) => set({ asideOpen }),
}))
