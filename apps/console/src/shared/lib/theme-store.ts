import { create } from 'zustand'
import { readStored, writeStored } from './storage.js'

export type ThemeMode = 'light' | 'dark'
const KEY = 'admin.theme'

interface ThemeState {
  mode: ThemeMode
  toggle(): void
}

/** Light or dark, persisted; transitions are suspended for 300 ms while switching (spec 1 §4). */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: readStored<ThemeMode>(KEY, 'light') === 'dark' ? 'dark' : 'light',
  toggle: () => {
    const mode = get().mode === 'dark' ? 'light' : 'dark'
    document.documentElement.classList.add('theme-switching')
    window.setTimeout(() => document.documentElement.classList.remove('theme-switching'), 300)
    writeStored(KEY, mode)
    set({ mode })
  },
}))

/** Dark background of spec 1 §4. */
export const DARK_BACKGROUND = '#222222'
