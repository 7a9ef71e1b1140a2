import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'

/**
 * Douyin opens a mini-program from a browser only through a link its server made (the landing page
 * offers a cached one, issue 25). The provider makes such links; `offline` is the one without an
 * account, which says so.
 */
export interface DouyinLinkProvider {
  readonly online: boolean
  /** A link that opens `path` with `query` in the mini-program `appId`, valid until `expireAt`. */
  generate(input: { appId: string; path: string; query: Record<string, string>; expireAt: Date }): Promise<string>
}

export const offlineDouyinProvider: DouyinLinkProvider = {
  online: false,
  async generate() {
    throw new AppError('BAD_REQUEST', '未配置抖音开放平台应用（QR_DOUYIN_CLIENT_KEY），无法生成抖音小程序链接')
  },
}

export interface DouyinSettings {
  /** https://open.douyin.com, or a fake server's address in tests. */
  apiBase: string
  clientKey: string
  clientSecret: string
  timeoutMs: number
}

/** `{ err_no, err_msg, log_id, data }`, Douyin OpenAPI's answer envelope. */
const envelope = <T extends z.ZodType>(data: T) => z.object({ err_no: z.number(), err_msg: z.string().default(''), log_id: z.string().default(''), data: data.optional() })
const TokenAnswer = z.object({ data: z.object({ access_token: z.string().min(1), expires_in: z.number(), error_code: z.number().default(0), description: z.string().default('') }) })
const LinkAnswer = envelope(z.object({ url_link: z.string().url() }))

/** Characters Douyin accepts in a link's query (its documentation: digits, letters and `{}!#$&'()*+,/:;=?@-._~%`). */
const QUERY_TEXT = /^[0-9A-Za-z{}!#$&'()*+,/:;=?@\-._~%"]*$/

/**
 * Douyin's server API, as documented (生成 Link V2, 接口调用凭证 client_token); nothing here was
 * checked against the real service, which needs an account (docs/qr-rules.md):
 * - `POST {apiBase}/oauth/client_token/` `{ client_key, client_secret, grant_type: "client_credential" }`
 *   → `{ data: { access_token: "clt.…", expires_in } }`, kept until a minute before it expires;
 * - `POST {apiBase}/api/apps/v1/url_link/generate/` with header `access-token` and
 *   `{ app_id, app_name: "douyin", path, query (JSON text, ≤ 1024), expire_time (Unix seconds, ≤ 180 days) }`
 *   → `{ err_no: 0, data: { url_link } }`.
 * No call runs inside a database transaction.
 */
export const createDouyinHttpProvider = ({ settings, clock }: { settings: DouyinSettings; clock: Clock }): DouyinLinkProvider => {
  const base = settings.apiBase.replace(/\/+$/, '')
  let token: { value: string; until: number } | null = null

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    let res: Response
    try {
      res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(settings.timeoutMs) })
    } catch (cause) {
      throw new AppError('SYNC_PEER_FAILED', '抖音开放平台无法连接，请稍后再试', null, cause)
    }
    const json: unknown = await res.json().catch(() => null)
    if (!res.ok) throw new AppError('SYNC_PEER_FAILED', `抖音开放平台返回错误（HTTP ${res.status}）`)
    return json
  }

  const accessToken = async () => {
    const now = clock.now().getTime()
    if (token && token.until > now) return token.value
    const answer = TokenAnswer.safeParse(await post('/oauth/client_token/', { client_key: settings.clientKey, client_secret: settings.clientSecret, grant_type: 'client_credential' }))
    if (!answer.success || answer.data.data.error_code !== 0) throw new AppError('SYNC_PEER_FAILED', `抖音开放平台凭证获取失败${answer.success ? `：${answer.data.data.description}` : ''}`)
    token = { value: answer.data.data.access_token, until: now + Math.max(0, answer.data.data.expires_in - 60) * 1000 }
    return token.value
  }

  return {
    online: true,
    async generate({ appId, path, query, expireAt }) {
      const queryText = JSON.stringify(query)
      if (queryText.length > 1024 || !QUERY_TEXT.test(queryText)) throw new AppError('BAD_REQUEST', '页面参数超出抖音链接允许的长度或字符')
      const body = { app_id: appId, app_name: 'douyin', path: path.replace(/^\/+/, '').split('?')[0], query: queryText, expire_time: Math.floor(expireAt.getTime() / 1000) }
      let raw = await post('/api/apps/v1/url_link/generate/', body, { 'access-token': await accessToken() })
      let answer = LinkAnswer.safeParse(raw)
      // An expired or revoked token (28001003 access_token 无效): fetch a new one once.
      if (answer.success && answer.data.err_no === 28001003) {
        token = null
        raw = await post('/api/apps/v1/url_link/generate/', body, { 'access-token': await accessToken() })
        answer = LinkAnswer.safeParse(raw)
      }
      if (!answer.success || answer.data.err_no !== 0 || !answer.data.data) {
        throw new AppError('SYNC_PEER_FAILED', `抖音链接生成失败${answer.success ? `：${answer.data.err_msg || answer.data.err_no}` : ''}`)
      }
      return answer.data.data.url_link
    },
  }
}
