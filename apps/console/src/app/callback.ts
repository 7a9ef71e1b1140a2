/**
 * The route guard's `callback` (spec 1 §2.2, hardened in DESIGN.md §3): the app leaves for the URL,
 * forcing https, only when its host is on the server's `CALLBACK_ALLOWED_HOSTS`; anything else is ignored.
 */
export const resolveCallback = (value: string | null, allowedHosts: readonly string[]): string | null => {
  if (!value || !/^(https?:)?\/\//i.test(value.trim())) return null
  let url: URL
  try {
    url = new URL(value.trim().startsWith('//') ? `https:${value.trim()}` : value.trim())
  } catch {
    return null
  }
  if (url.username || url.password) return null
  url.protocol = 'https:'
  const host = url.hostname.toLowerCase()
  const allowed = allowedHosts.some((h) => h === host || h === url.host.toLowerCase())
  return allowed ? url.toString() : null
}
