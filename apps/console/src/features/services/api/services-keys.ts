/** The gateway app of the catalogue's calls. */
export const SERVICES_APP = 'org-center'

/** The query keys of the feature: every catalogue query starts with 'services', so one invalidation refreshes the screen after a write. */
export const servicesKeys = {
  all: ['services'] as const,
  channelApplies: (params: object) => ['services', 'channel-applies', params] as const,
}
