import type { OrgOption, UserInfo } from '@yunying/contracts'
import { create } from 'zustand'
import { clearToken } from './cookie.js'
import { readStored, writeStored } from './storage.js'

/** The user as stored: the user-info answer without the menu tree and the codes (the tree is read from the user-info query). */
export type StoredUser = Omit<UserInfo, 'menus' | 'authCodeList'>

/**
 * The signed-in account's slices that the spec persists to `admin.*` (spec 1 §3) and nothing else: the
 * user info itself is server state in TanStack Query (`shared/lib/user-info.ts`), its menu tree read
 * from there (`useMenus`).
 */
export interface AccountState {
  user: StoredUser | null
  /** The permission codes (authCodeList). */
  permission: string[]
  roles: OrgOption | null
  brand: { id: number; brandType: number; logo: string; name: string } | null
  group: { id: number; name: string; img: string } | null
  account: { username: string } | null
}

/** The slices and their local-storage keys (spec 1 §3). The menu is rebuilt from the server. */
const PERSISTED = {
  user: 'admin.user',
  permission: 'admin.permissions',
  roles: 'admin.roles',
  group: 'admin.group',
  brand: 'admin.brand',
  account: 'admin.account',
} as const satisfies Partial<Record<keyof AccountState, string>>

// The client adds these for every stored user (spec 1 §6).
export const IMPLIED_CODES = ['grayRuleView']
export const IMPLIED_MENU_PATHS = ['/workOrder/grayManage/grayRuleView', '/dataStandard/log/index', '/dataStandard/operationLog/list']

const initial = (): AccountState => ({
  user: readStored(PERSISTED.user, null),
  permission: readStored(PERSISTED.permission, []),
  roles: readStored(PERSISTED.roles, null),
  group: readStored(PERSISTED.group, null),
  brand: readStored(PERSISTED.brand, null),
  account: readStored(PERSISTED.account, null),
})

interface AccountActions {
  /** Keeps the persisted slices of what `user/info` answered: user, codes (plus the implied ones), organisation, account. */
  setUserInfo(info: UserInfo): void
  setOrg(roles: OrgOption | null, brand?: AccountState['brand'], group?: AccountState['group']): void
  /** Forgets everything: user, permission, group, roles, brand and the token cookie (the caller clears the query cache). */
  clear(): void
}

export const useAccountStore = create<AccountState & AccountActions>()((set) => ({
  ...initial(),
  setUserInfo: ({ menus: _menus, authCodeList, ...user }) =>
    set({
      user,
      permission: [...new Set([...authCodeList, ...IMPLIED_CODES])],
      roles: user.org,
      account: { username: user.username },
    }),
  // `undefined` keeps a slice, `null` clears it: switching to a group leaves no brand behind.
  setOrg: (roles, brand, group) => set((s) => ({ roles, brand: brand === undefined ? s.brand : brand, group: group === undefined ? s.group : group })),
  clear: () => {
    clearToken()
    set({ user: null, permission: [], roles: null, brand: null, group: null, account: null })
  },
}))

useAccountStore.subscribe((state, previous) => {
  for (const [slice, key] of Object.entries(PERSISTED) as Array<[keyof typeof PERSISTED, string]>) {
    if (state[slice] !== previous[slice]) writeStored(key, state[slice])
  }
})

/** A check with no code always passes (spec 1 §6). */
export const hasPermission = (codes: readonly string[], code?: string | null) => !code || codes.includes(code)
