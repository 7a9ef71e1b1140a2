/** The gateway path the uploader posts to when no URL is configured. */
export const DEFAULT_UPLOAD_PATH = '/gateway/upload-file'

/** How `deriveUploadUrl` builds the gateway address. */
export interface UploadHostOptions {
  /**
   * Known domain suffixes such as `.example.com`. The one the current host ends with is used,
   * otherwise the last. Without a list the current host's last two labels are the domain.
   */
  suffixes?: readonly string[]
  /** Sub-domain of the gateway; default `gateway`. */
  gatewayLabel?: string
  path?: string
}

type HostLocation = Pick<Location, 'hostname' | 'protocol' | 'origin'>

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?|\d+\.\d+\.\d+\.\d+)$/

/**
 * The default upload URL (spec 3 §7.2): a gateway host derived from the current domain, or the
 * current origin when running locally.
 */
export function deriveUploadUrl(location: HostLocation, options: UploadHostOptions = {}): string {
  const path = options.path ?? DEFAULT_UPLOAD_PATH
  const { hostname, protocol } = location
  if (LOCAL_HOST.test(hostname)) return `${location.origin}${path}`
  const label = options.gatewayLabel ?? 'gateway'
  const suffixes = options.suffixes ?? []
  const suffix = suffixes.find((item) => hostname.endsWith(item)) ?? suffixes.at(-1)
  const domain = suffix ? suffix.replace(/^\./, '') : hostname.split('.').slice(-2).join('.')
  return `${protocol}//${label}.${domain}${path}`
}
