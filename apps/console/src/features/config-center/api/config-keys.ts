/** The gateway app of the configuration and dictionary calls. */
export const CONFIG_APP = 'pandora'

/** Whose configuration an editor shows: a brand's (`seller-config`, `sellerId`) or a group's (`group-config`, `groupId`). */
export type ConfigOwnerKind = 'brand' | 'group'

/** Where an owner's configuration calls live. */
export const CONFIG_BASE: Record<ConfigOwnerKind, string> = { brand: 'seller-config', group: 'group-config' }
const ID_KEY: Record<ConfigOwnerKind, 'sellerId' | 'groupId'> = { brand: 'sellerId', group: 'groupId' }
/** The owner's id as its calls name it. */
export const idOf = (kind: ConfigOwnerKind, id: number) => ({ [ID_KEY[kind]]: id })

/** Who saves, sent with the configuration saves and restores. */
export interface Operator {
  accountName: string
  accountPhone: string
}

/** The query keys of the configurations: a save refreshes `all`. */
export const configKeys = {
  all: ['config-center', 'config'] as const,
  brandList: (filter: object) => ['config-center', 'config', 'brand-list', filter] as const,
  groupList: (filter: object) => ['config-center', 'config', 'group-list', filter] as const,
  owner: (kind: ConfigOwnerKind, id: number) => ['config-center', 'config', kind, id] as const,
  effective: (sellerId: number) => ['config-center', 'config', 'effective', sellerId] as const,
}

/** Where the dictionary's calls live. */
export const DICTIONARY_BASE = 'field-config'

/** The query keys of the dictionary: a save refreshes `all`. */
export const dictionaryKeys = {
  all: ['config-center', 'dictionary'] as const,
  settings: () => ['config-center', 'dictionary', 'settings'] as const,
  list: (filter: object) => ['config-center', 'dictionary', 'list', filter] as const,
  detail: (id: number) => ['config-center', 'dictionary', 'detail', id] as const,
  history: (id: number) => ['config-center', 'dictionary', 'history', id] as const,
}

/** The one-key sync's call: mode plan, then mode apply. */
export const SYNC_URL = `${DICTIONARY_BASE}/onekey-sync`
