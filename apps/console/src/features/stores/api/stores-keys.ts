/** The gateway app of the stores' calls. */
export const STORES_APP = 'org-center'

/** The query keys of the feature: every change to a store or its services refreshes `all`. */
export const storesKeys = {
  all: ['stores'] as const,
  list: (query: object) => ['stores', query] as const,
  services: (storeId: number | null) => ['stores', 'services', storeId] as const,
}
