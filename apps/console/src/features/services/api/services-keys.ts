/** The gateway app of the catalogue's calls. */
export const SERVICES_APP = 'org-center'

/** The query keys of the feature: every catalogue query starts with 'services', so one invalidation refreshes the screen after a write. */
export const servicesKeys = {
  all: ['services'] as const,
  channelApplies: (params: object) => ['services', 'channel-applies', params] as const,
  molds: ['services', 'molds'] as const,
  list: (query: object) => ['services', 'list', query] as const,
  mainServices: ['services', 'simple'] as const,
  detail: (produceType: string | null) => ['services', 'detail', produceType] as const,
  brandTypes: ['services', 'brand-types'] as const,
  codes: (produceType: string | null) => ['services', 'codes', produceType] as const,
}
