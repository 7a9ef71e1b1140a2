/** Routes that need no token (spec 1 §2.2): by name and by path. */
export const PUBLIC_NAMES = new Set(['404', '403', 'activation'])
export const PUBLIC_PATHS = new Set([
  '/login',
  '/updatePassword',
  '/forgetPassword',
  '/accountRegistration',
  '/agreement',
  '/selectStore',
  '/privacyPolicy',
  '/appPermissions',
  '/sdk',
  '/singleLogin',
])

export const isPublicPath = (pathname: string) => PUBLIC_PATHS.has(pathname.replace(/\/$/, '') || '/')
