/**
 * The first path segment of every server route: the "apps" of the gateway (spec 1 §7, spec 2 §7,
 * spec 3 §7). The console's dev server proxies these to the API server; everything else is a
 * console route.
 */
export const API_PREFIXES = [
  '/sellers',
  '/org-center',
  '/pandora',
  '/cmk-center',
  '/common-center',
  '/crm-center',
  '/config-center',
  '/coroutine',
  '/baking',
  '/product-center',
  '/device-center',
  '/metadata-center',
  '/files',
  '/healthz',
  '/readyz',
  '/metrics',
  '/docs',
] as const

/** The cookie the console keeps the session token in (spec 1 §7). */
export const TOKEN_COOKIE = 'operating-token'
/** The header the token travels in. */
export const TOKEN_HEADER = 'operating-token'
/** HTTP timeout of every call (spec 1 §9). */
export const REQUEST_TIMEOUT_MS = 30_000
