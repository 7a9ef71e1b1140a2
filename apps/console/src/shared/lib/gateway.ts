/**
 * Where the API lives. The product serves the console and the API on one origin, so the
 * default is the page's own origin; a deployment that splits them names its gateway per
 * domain suffix (`VITE_GATEWAY_MAP`, e.g. `example.com=https://gw.example.com`), and any
 * other host (localhost, an IP, an unknown domain) falls back to the local origin.
 */
export const resolveGatewayBase = (hostname: string, map: string | undefined, localOrigin: string): string => {
  for (const entry of (map ?? '').split(',')) {
    const [suffix, base] = entry.split('=').map((s) => s.trim())
    if (suffix && base && (hostname === suffix || hostname.endsWith(`.${suffix}`))) return base.replace(/\/$/, '')
  }
  return localOrigin
}

export const gatewayBase = () =>
  resolveGatewayBase(window.location.hostname, import.meta.env.VITE_GATEWAY_MAP as string | undefined, window.location.origin)
