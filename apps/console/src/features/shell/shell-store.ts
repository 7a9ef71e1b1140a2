import { create } from 'zustand'

/** The aside (sub menus) shows by default on windows wider than 1800 px (spec 1 §2.3). */
export const ASIDE_MIN_WIDTH = 1800

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
