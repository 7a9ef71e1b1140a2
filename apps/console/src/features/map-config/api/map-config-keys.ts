/** The gateway app of the map keys' calls. */
export const MAP_CONFIG_APP = 'common-center'

/** The query keys of the feature: every change refreshes `all`. */
export const mapConfigKeys = {
  all: ['map-config'] as const,
  list: (params: object) => ['map-config', 'list', params] as const,
}
