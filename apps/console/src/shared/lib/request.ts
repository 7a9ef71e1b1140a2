import { ErrorCodes, REQUEST_TIMEOUT_MS, SILENT_CODES, TOKEN_HEADER, type Envelope } from '@yunying/contracts'
import { readToken } from './cookie.js'
import { gatewayBase } from './gateway.js'
import { showError } from './notify.js'

export const NETWORK_BUSY = '网络繁忙，请稍后再试'
export const LOGGED_OUT = '您已退出登录，请重新登录'

/** A call that did not succeed: the server said `status: false`, or the transport failed (`code` -1). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown = null,
    readonly httpStatus = 0,
  ) {
    super(message)
  }
}

export interface RequestOptions {
  /** The gateway app (`org-center`); the URL is then `/{app}/{url}`. Without it `url` is a path. */
  app?: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  /** Query for GET, JSON body for POST (with `operatingUrl` added), or a FormData. */
  data?: Record<string, unknown> | FormData | undefined
  /** No toast for this call's failures; the caller handles them (spec 1 §8). */
  silent?: boolean
  signal?: AbortSignal
  timeoutMs?: number
}

let onSessionExpired: () => void = () => {}

/** The app tells the request layer how to leave for /login when the session is gone (code 50002). */
export const setSessionExpiredHandler = (handler: () => void) => {
  onSessionExpired = handler
}

const buildUrl = ({ app, url, method, data }: RequestOptions) => {
  const path = app ? `/${app}/${url.replace(/^\//, '')}` : url
  const full = new URL(path, `${gatewayBase()}/`)
  if ((method ?? 'GET') === 'GET' && data && !(data instanceof FormData)) {
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined || value === null || value === '') continue
      for (const v of Array.isArray(value) ? value : [value]) full.searchParams.append(key, String(v))
    }
  }
  return full.toString()
}

const bodyOf = (method: string, data: RequestOptions['data']) => {
  if (method === 'GET') return undefined
  if (data instanceof FormData) return data
  // Every POST carries the console page that made it, for the operation log (spec 1 §7).
  return JSON.stringify({ ...data, operatingUrl: window.location.pathname })
}

const fail = (error: RequestError, silent: boolean): never => {
  if (error.code === ErrorCodes.SESSION_EXPIRED.code) {
    showError(LOGGED_OUT)
    onSessionExpired()
  } else if (!silent && !SILENT_CODES.has(error.code) && !(error.code === -1 && error.message.includes('404'))) {
    showError(error.message || NETWORK_BUSY)
  }
  throw error
}

/**
 * The one way the console calls the server (spec 1 §7–9): the gateway base, credentials,
 * the `operating-token` header, `operatingUrl` on POST bodies, a 30 s timeout, the envelope
 * unwrapped to `data`, 50002 to /login, silent codes, and one error toast at a time.
 */
export const request = async <T = unknown>(options: RequestOptions): Promise<T> => {
  const method = options.method ?? 'GET'
  const silent = options.silent ?? false
  const token = readToken()
  const headers: Record<string, string> = {}
  if (token) headers[TOKEN_HEADER] = token
  if (method !== 'GET' && !(options.data instanceof FormData)) headers['content-type'] = 'application/json'

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const forwardAbort = () => controller.abort()
  options.signal?.addEventListener('abort', forwardAbort)
  // The timeout covers the whole exchange: headers and the body that follows them.
  let response: Response
  let envelope: Envelope<T> | null = null
  try {
    try {
      response = await fetch(buildUrl(options), {
        method,
        headers,
        body: bodyOf(method, options.data),
        credentials: 'include',
        signal: controller.signal,
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      return fail(new RequestError(timedOut ? '请求超时，请稍后再试' : NETWORK_BUSY, -1), silent)
    }
    try {
      envelope = (await response.json()) as Envelope<T>
    } catch (error) {
      if (options.signal?.aborted) throw error
      if (timedOut) return fail(new RequestError('请求超时，请稍后再试', -1), silent)
      // Not JSON: a proxy's error page or an empty body.
    }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', forwardAbort)
  }
  if (!envelope || typeof envelope.status !== 'boolean') {
    // Not our envelope (a proxy's page, an empty body): a transport error. A 404 stays silent (spec 1 §8).
    const message = response.status === 404 ? `Request failed with status code 404` : NETWORK_BUSY
    return fail(new RequestError(message, -1, null, response.status), silent)
  }
  if (!envelope.status) {
    return fail(new RequestError(envelope.message || NETWORK_BUSY, envelope.code, envelope.data, response.status), silent)
  }
  return envelope.data
}

export const get = <T>(app: string, url: string, data?: Record<string, unknown>, options: Partial<RequestOptions> = {}) =>
  request<T>({ ...options, app, url, method: 'GET', data })

export const post = <T>(app: string, url: string, data?: Record<string, unknown> | FormData, options: Partial<RequestOptions> = {}) =>
  request<T>({ ...options, app, url, method: 'POST', data })

/** A POST to a path the caller supplies (spec 1 §7: the generic POST). */
export const postTo = <T>(path: string, data?: Record<string, unknown>, options: Partial<RequestOptions> = {}) =>
  request<T>({ ...options, url: path, method: 'POST', data })

export interface DispatchCall {
  appName: string
  method: 'GET' | 'POST'
  url: string
  requestBody?: Record<string, unknown>
}

/** Calls another app through the dispatcher, `POST /sellers/dispatch/post` (spec 1 §7). */
export const dispatch = <T>(call: DispatchCall, options: Partial<RequestOptions> = {}) =>
  request<T>({ ...options, url: '/sellers/dispatch/post', method: 'POST', data: { ...call } })
