import { QR_OUTCOMES, QrChannel, QrRuleStatus, type QrCodeExtend, type QrOsFamily, type QrOutcome, type QrResolution, type QrThirdType } from '@yunying/contracts'

/**
 * The one matching function: the resolve call, the landing page and the simulator all answer
 * through it, so the simulator cannot disagree with a real scan.
 */

export interface MatchRule {
  id: number
  alias: string
  status: number
  applyStoreType: number
  pagePath: string
  h5Url: string
  wechatVersion: string
  alipayVersion: string
  tiktokVersion: string
  bindThirdTypes: QrThirdType[]
  /** [thirdType, brandId] of the brands the rule names. */
  ruleBrands: Array<[number, number]> | null
}

export interface MatchCode {
  codeId: number
  token: string
  brandId: number
  storeId: number | null
  extend: QrCodeExtend
  brandType: number
  rule: MatchRule | null
}

export interface ScanContext {
  channel: number
  appVersion: string
  os: string
}

/** The OS family from what a router page or a user agent reports. */
export const osFamily = (os: string): QrOsFamily => {
  const s = os.toLowerCase()
  if (/harmony/.test(s)) return 'harmony'
  if (/ios|iphone|ipad|ipod|mac os/.test(s)) return 'ios'
  if (/android/.test(s)) return 'android'
  return 'other'
}

const parts = (v: string) => v.split('.').map((p) => Number.parseInt(p, 10) || 0)

/** -1, 0 or 1, comparing dotted versions numerically (missing parts are 0). */
export const compareVersions = (a: string, b: string) => {
  const x = parts(a)
  const y = parts(b)
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  return 0
}

/**
 * Whether an app version meets a rule's minimum. The minimum is written for the app's iOS and
 * Android version line; HarmonyOS builds of WeChat number their own line from 1.0
 * (`MicroMessenger/1.0.x`), so on HarmonyOS a version below the minimum's major line is a different
 * line, not an old app, and is let through. An unknown version is not "below" anything.
 */
export const meetsMinimum = (min: string, appVersion: string, family: QrOsFamily) => {
  if (!min || !/^\d+(\.\d+)*$/.test(appVersion)) return true
  if (family === 'harmony' && parts(appVersion)[0]! < parts(min)[0]!) return true
  return compareVersions(appVersion, min) >= 0
}

const minimumFor = (rule: MatchRule, channel: number) =>
  channel === QrChannel.wechat ? rule.wechatVersion : channel === QrChannel.alipay ? rule.alipayVersion : channel === QrChannel.douyin ? rule.tiktokVersion : ''

/** Why a rule does not open for this brand, channel and app, or null when it does. */
export const ruleRefusal = (rule: MatchRule, brandId: number, scan: ScanContext): QrOutcome | null => {
  if (rule.status !== QrRuleStatus.enabled) return 'disabled'
  const third = rule.bindThirdTypes.find((t) => t.thirdType === scan.channel)
  const named = (rule.ruleBrands ?? []).filter(([type]) => type === scan.channel).map(([, id]) => id)
  // A channel the rule configures with no brand named is open to every brand of its store type.
  if (!third || (named.length > 0 && !named.includes(brandId))) return 'channel'
  if (!meetsMinimum(minimumFor(rule, scan.channel), scan.appVersion, osFamily(scan.os))) return 'version'
  return null
}

/** The page's parameters: the store, the brand, the code and its extend-code parameters. */
export const pageQuery = (code: MatchCode): Record<string, string> => {
  const query: Record<string, string> = { code: code.token, brandId: String(code.brandId) }
  if (code.storeId !== null) query.storeId = String(code.storeId)
  if (code.extend.scene) query.scene = code.extend.scene
  if (code.extend.activityId) query.activityId = code.extend.activityId
  if (code.extend.goodsId) query.goodsId = code.extend.goodsId
  return query
}

const answer = (outcome: QrOutcome, rule: MatchRule | null, extra: Partial<QrResolution> = {}): QrResolution => ({
  outcome,
  message: QR_OUTCOMES[outcome],
  ruleId: rule?.id ?? null,
  pagePath: '',
  query: {},
  h5Url: rule?.h5Url ?? '',
  ...extra,
})

/** What a scan of the code opens on this channel and app, or why nothing opens. */
export const resolveCode = (code: MatchCode | null, scan: ScanContext): QrResolution => {
  if (!code) return answer('unknown', null)
  if (code.storeId === null) return answer('blank', null)
  if (!code.rule) return answer('noRule', null)
  const refusal = ruleRefusal(code.rule, code.brandId, scan)
  if (refusal) return answer(refusal, code.rule)
  return answer('open', code.rule, { pagePath: code.rule.pagePath, query: pageQuery(code) })
}

/** The token of a scanned URL (`…/q/{token}`, with or without a query) or of a bare token. */
export const tokenOf = (q: string): string | null => {
  const match = /(?:^|\/q\/)([A-Za-z0-9_-]{6,12})(?:[/?#].*)?$/.exec(q.trim())
  return match ? match[1]! : null
}

/** A stored rule and the brands it names, as the matching function reads it. */
export const matchRuleOf = (
  rule: Omit<MatchRule, 'ruleBrands'>,
  named: ReadonlyArray<{ thirdType: number; brandId: number }>,
): MatchRule => ({
  id: rule.id,
  alias: rule.alias,
  status: rule.status,
  applyStoreType: rule.applyStoreType,
  pagePath: rule.pagePath,
  h5Url: rule.h5Url,
  wechatVersion: rule.wechatVersion,
  alipayVersion: rule.alipayVersion,
  tiktokVersion: rule.tiktokVersion,
  bindThirdTypes: rule.bindThirdTypes,
  ruleBrands: named.map((b) => [b.thirdType, b.brandId]),
})

/** What a rule opens for a brand on each channel (any app version): `1:pages/a|2:pages/a`, '' for nothing. */
export const pagesOf = (rule: MatchRule | null, brandId: number) =>
  rule === null
    ? ''
    : [1, 2, 3, 4]
        .filter((channel) => ruleRefusal(rule, brandId, { channel, appVersion: '', os: '' }) === null)
        .map((channel) => `${channel}:${rule.pagePath}`)
        .join('|')
