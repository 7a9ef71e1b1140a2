/** The gateway app of the brands' calls. */
export const BRANDS_APP = 'org-center'

/** The query keys of the brands: a change to a brand refreshes `all`. */
export const brandKeys = {
  all: ['brands'] as const,
  list: (query: object) => ['brands', 'list', query] as const,
  detail: (id: number) => ['brands', 'detail', id] as const,
  types: ['brands', 'types'] as const,
  groups: ['brands', 'group-options'] as const,
}

/** A brand's super admins. */
export const superAdminKeys = {
  all: ['brand-admins'] as const,
  list: (brandId: number, pageNum: number) => ['brand-admins', brandId, pageNum] as const,
}

/** A brand's boss accounts. */
export const bossKeys = {
  all: ['boss-accounts'] as const,
  list: (brandId: number, keyword: string, pageNum: number) => ['boss-accounts', brandId, keyword, pageNum] as const,
}

/** A brand's services and the ones it may apply for. */
export const brandServiceKeys = {
  all: ['brand-services'] as const,
  produces: (brandId: number) => ['brand-services', 'produces', brandId] as const,
  channels: (brandId: number) => ['brand-services', 'channels', brandId] as const,
}

/** Where the super-admin and export calls live (spec 2 §7). */
export const ACCOUNTS_BASE = 'operating/cfg/accounts'
