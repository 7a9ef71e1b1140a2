import { QrChannel, type QrLaunch, type QrResolution } from '@yunying/contracts'
import type { StoredProviderLink } from './qr-rules.table.js'

/** The app a landing page was opened in, from the markers each app puts in its user agent. */
export type LandingApp = 'wxwork' | 'wechat' | 'alipay' | 'douyin' | 'browser'

/**
 * Enterprise WeChat sends `MicroMessenger` too, so `wxwork` is checked first; Douyin is `aweme`
 * (TikTok sends `BytedanceWebview` as well, so that alone is not Douyin).
 */
export const detectApp = (ua: string): LandingApp => {
  if (/wxwork/i.test(ua)) return 'wxwork'
  if (/MicroMessenger/i.test(ua)) return 'wechat'
  if (/AlipayClient/i.test(ua)) return 'alipay'
  if (/aweme/i.test(ua)) return 'douyin'
  return 'browser'
}

/** The app's own version and the OS as the user agent reports them. */
export const uaScan = (ua: string, app: LandingApp): { appVersion: string; os: string } => {
  const version = app === 'wechat' ? /MicroMessenger\/([\d.]+)/i.exec(ua) : app === 'alipay' ? /AlipayClient\/([\d.]+)/i.exec(ua) : app === 'douyin' ? /aweme(?:_lite)?\/([\d.]+)/i.exec(ua) : null
  const os = /OpenHarmony|HarmonyOS|ArkWeb/i.test(ua) ? 'harmony' : /iPhone|iPad|iPod|Mac OS X/i.test(ua) ? 'ios' : /Android/i.test(ua) ? 'android' : ''
  return { appVersion: version?.[1] ?? '', os }
}

export const channelOfApp = (app: LandingApp): number => (app === 'wechat' || app === 'wxwork' ? QrChannel.wechat : app === 'alipay' ? QrChannel.alipay : app === 'douyin' ? QrChannel.douyin : QrChannel.h5)

const encodeQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')

/** WeChat's query limit for the plain-text scheme, after encoding. */
export const WECHAT_QUERY_MAX = 512

/**
 * WeChat's plain-text URL Scheme: `weixin://dl/business/?appid=…&path=…&query=…` — the path without
 * a leading `/` or a query, the query URL-encoded (at most 512 characters), `env_version` only
 * when not the release line. Null when the query is too long.
 */
export const wechatScheme = (appId: string, path: string, query: Record<string, string>, envVersion = '') => {
  const encoded = encodeURIComponent(encodeQuery(query))
  if (encoded.length > WECHAT_QUERY_MAX) return null
  const env = envVersion && envVersion !== 'release' ? `&env_version=${encodeURIComponent(envVersion)}` : ''
  return `weixin://dl/business/?appid=${encodeURIComponent(appId)}&path=${path.replace(/^\/+/, '').replace(/\?.*$/, '')}&query=${encoded}${env}`
}

/** Alipay's `alipays://platformapi/startapp?appId=…&page=…&query=…`, every parameter URL-encoded. */
export const alipayStartApp = (appId: string, page: string, query: Record<string, string>) =>
  `alipays://platformapi/startapp?appId=${encodeURIComponent(appId)}&page=${encodeURIComponent(page.replace(/^\/+/, ''))}&query=${encodeURIComponent(encodeQuery(query))}`

export interface LandingRegistration {
  channel: number
  appId: string
  declaredPaths: string[]
  providerLinks: Record<string, StoredProviderLink>
  typeVersion?: string
}

/** A cached Douyin link as `{ link, expireAt }` (`expireAt` '' when it was kept without one). */
export const providerLinkOf = (stored: StoredProviderLink | undefined) => (stored === undefined ? undefined : typeof stored === 'string' ? { link: stored, expireAt: '' } : stored)

/** Whether Douyin still honours a cached link at `now` (one of unknown expiry is taken as live). */
export const isLiveLink = (link: { expireAt: string }, now: number) => !link.expireAt || Date.parse(link.expireAt) > now

/** The key a cached Douyin link is kept under: the page and its encoded query. */
export const providerLinkKey = (path: string, query: Record<string, string>) => `${path}?${encodeQuery(query)}`

/**
 * What the landing page offers: buttons, never a silent redirect. `resolve(channel)` answers what
 * the rules decide for that channel (the landing's own app and version, or a browser's).
 */
export const landingLaunches = (app: LandingApp, resolve: (channel: number) => QrResolution, registrations: LandingRegistration[], now = Date.now()): QrLaunch[] => {
  const reg = (channel: number) => registrations.find((r) => r.channel === channel)
  const launches: QrLaunch[] = []
  const fallback = (r: QrResolution) => {
    if (r.h5Url) launches.push({ kind: 'h5', label: '打开网页版', href: r.h5Url, warning: '' })
  }
  const wechat = () => {
    const r = resolve(QrChannel.wechat)
    const registration = reg(QrChannel.wechat)
    if (r.outcome !== 'open' || !registration) return r
    if (!registration.declaredPaths.includes(r.pagePath)) {
      launches.push({ kind: 'none', label: '', href: '', warning: `页面 ${r.pagePath} 未在微信公众平台声明为可通过明文 URL Scheme 打开` })
      return r
    }
    const href = wechatScheme(registration.appId, r.pagePath, r.query, registration.typeVersion ?? '')
    if (href) launches.push({ kind: 'wechat-scheme', label: '打开微信小程序', href, warning: '' })
    else launches.push({ kind: 'none', label: '', href: '', warning: '参数过长，超过微信明文 URL Scheme 的 512 个字符' })
    return r
  }
  const alipay = () => {
    const r = resolve(QrChannel.alipay)
    const registration = reg(QrChannel.alipay)
    if (r.outcome === 'open' && registration) launches.push({ kind: 'alipay', label: '打开支付宝小程序', href: alipayStartApp(registration.appId, r.pagePath, r.query), warning: '' })
    return r
  }
  switch (app) {
    case 'wxwork':
      launches.push({ kind: 'wechat-hint', label: '', href: '', warning: '企业微信内无法打开微信小程序，请使用微信“扫一扫”扫描该二维码' })
      fallback(resolve(QrChannel.wechat))
      break
    case 'wechat': {
      const r = resolve(QrChannel.wechat)
      // Without a service account for the open tag, the page says what to do instead.
      if (r.outcome === 'open') launches.push({ kind: 'wechat-hint', label: '', href: '', warning: '请长按二维码识别，或使用微信“扫一扫”扫描该二维码打开小程序' })
      else fallback(r)
      break
    }
    case 'alipay': {
      const r = alipay()
      if (r.outcome !== 'open') fallback(r)
      break
    }
    case 'douyin': {
      const r = resolve(QrChannel.douyin)
      const cached = r.outcome === 'open' ? providerLinkOf(reg(QrChannel.douyin)?.providerLinks[providerLinkKey(r.pagePath, r.query)]) : undefined
      // An expired link would open Douyin's error page: it is not offered.
      if (cached && isLiveLink(cached, now)) launches.push({ kind: 'douyin', label: '打开抖音小程序', href: cached.link, warning: '' })
      else if (r.outcome === 'open') launches.push({ kind: 'douyin-offline', label: '', href: '', warning: cached ? '抖音小程序链接已过期，请稍后再试' : '抖音小程序链接尚未生成，请稍后再试' })
      else fallback(r)
      break
    }
    default: {
      const w = wechat()
      alipay()
      // A browser with no app gets the rule's H5 page.
      fallback(w.outcome === 'open' ? resolve(QrChannel.h5) : w)
    }
  }
  const seen = new Set<string>()
  return launches.filter((l) => {
    const key = `${l.kind}|${l.href}|${l.warning}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The landing page: an H5 page in Chinese with its buttons (no script). */
export const landingHtml = (launches: QrLaunch[], message: string) => {
  const buttons = launches
    .map((l) => (l.href ? `<a class="btn" data-kind="${escape(l.kind)}" href="${escape(l.href)}">${escape(l.label)}</a>` : `<p class="hint" data-kind="${escape(l.kind)}">${escape(l.warning)}</p>`))
    .join('\n')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>扫码打开</title>
<style>body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;padding:48px 24px;text-align:center;color:#1f1f1f}
h1{font-size:20px;margin-bottom:24px}.btn{display:block;margin:12px auto;max-width:320px;padding:12px;border-radius:8px;background:#1677ff;color:#fff;text-decoration:none;font-size:16px}
.hint{color:#595959;font-size:14px;line-height:1.6}</style></head>
<body><h1>${escape(message)}</h1>
${buttons || '<p class="hint" data-kind="none">暂无可打开的页面</p>'}
</body></html>`
}
