/**
 * Enterprise WeChat (企业微信) sign-in: the authorisation URL, and exchanging the returned code
 * for the member's mobile through the provider's HTTP API (base URL configurable, so tests and
 * private deployments point it elsewhere).
 */
export interface WecomConfig {
  corpId: string
  agentId: string
  secret: string
  redirectUri: string
  apiBase: string
  authorizeUrl: string
}

interface WecomAnswer {
  errcode?: number
  errmsg?: string
}

export class WecomError extends Error {}

const call = async <T extends WecomAnswer>(url: URL, init?: RequestInit): Promise<T> => {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) })
  if (!res.ok) throw new WecomError(`企业微信接口异常（HTTP ${res.status}）`)
  const body = (await res.json()) as T
  if (body.errcode) throw new WecomError(`企业微信返回错误：${body.errmsg ?? body.errcode}`)
  return body
}

export const createWecomProvider = (config: WecomConfig) => ({
  authorizationUrl(state: string) {
    const url = new URL(config.authorizeUrl)
    url.searchParams.set('login_type', 'CorpApp')
    url.searchParams.set('appid', config.corpId)
    url.searchParams.set('agentid', config.agentId)
    url.searchParams.set('redirect_uri', config.redirectUri)
    url.searchParams.set('state', state)
    return url.toString()
  },

  /** The mobile of the member who authorised: gettoken → auth/getuserinfo → user/get. */
  async mobileForCode(code: string): Promise<string> {
    const api = (path: string, params: Record<string, string>) => {
      const url = new URL(path, config.apiBase.endsWith('/') ? config.apiBase : `${config.apiBase}/`)
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
      return url
    }
    const { access_token } = await call<WecomAnswer & { access_token: string }>(api('cgi-bin/gettoken', { corpid: config.corpId, corpsecret: config.secret }))
    const info = await call<WecomAnswer & { userid?: string; UserId?: string }>(api('cgi-bin/auth/getuserinfo', { access_token, code }))
    const userid = info.userid ?? info.UserId
    if (!userid) throw new WecomError('该企业微信账号不是企业成员')
    const user = await call<WecomAnswer & { mobile?: string }>(api('cgi-bin/user/get', { access_token, userid }))
    if (!user.mobile) throw new WecomError('企业微信未返回成员手机号，请联系管理员开通权限')
    return user.mobile.replace(/^\+?86/, '')
  },
})

export type WecomProvider = ReturnType<typeof createWecomProvider>
