import { describe, expect, it } from 'vitest'
import { alipayStartApp, detectApp, landingLaunches, providerLinkKey, uaScan, wechatScheme } from './qr-landing.js'
import { compareVersions, meetsMinimum, osFamily, resolveCode, tokenOf, type MatchCode } from './qr-match.js'

const code = (over: Partial<MatchCode> = {}): MatchCode => ({
  codeId: 1,
  token: 'Abc_def-1234',
  brandId: 7,
  storeId: 70,
  extend: { scene: 'T1' },
  brandType: 66,
  rule: {
    id: 3,
    alias: '点餐',
    status: 1,
    applyStoreType: 66,
    pagePath: 'pages/order/index',
    h5Url: 'https://h5.example.com/',
    wechatVersion: '8.0.40',
    alipayVersion: '',
    tiktokVersion: '',
    bindThirdTypes: [
      { thirdType: 1, typeVersion: '', applySellerList: [] },
      { thirdType: 3, typeVersion: '', applySellerList: [] },
    ],
    ruleBrands: [[3, 8]],
  },
  ...over,
})

describe('the matching function', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('8.0.40', '8.0.5')).toBe(1)
    expect(compareVersions('8.0', '8.0.0')).toBe(0)
    expect(compareVersions('7.9.99', '8')).toBe(-1)
  })

  it('tells OS families apart and lets HarmonyOS WeChat’s own version line through', () => {
    expect(['iOS 17.2', 'Android 14', 'HarmonyOS 5.0.0', 'OpenHarmony 5', 'Windows'].map(osFamily)).toEqual(['ios', 'android', 'harmony', 'harmony', 'other'])
    expect(meetsMinimum('8.0.40', '1.0.5', 'harmony')).toBe(true)
    expect(meetsMinimum('8.0.40', '1.0.5', 'android')).toBe(false)
    expect(meetsMinimum('8.0.40', '8.0.39', 'harmony')).toBe(false)
    expect(meetsMinimum('', '1.0.0', 'ios')).toBe(true)
    expect(meetsMinimum('8.0.40', '', 'ios')).toBe(true)
  })

  it('reads the token from a scanned URL or a bare token, and nothing else', () => {
    expect(tokenOf('https://qr.example.com/q/Abc_def-1234')).toBe('Abc_def-1234')
    expect(tokenOf('https://qr.example.com/q/Abc_def-1234?from=scan')).toBe('Abc_def-1234')
    expect(tokenOf('Abc_def-1234')).toBe('Abc_def-1234')
    expect(tokenOf('https://qr.example.com/x/Abc_def-1234')).toBeNull()
    expect(tokenOf('https://qr.example.com/q/../etc')).toBeNull()
  })

  it('answers each reason, in order', () => {
    const scan = { channel: 1, appVersion: '8.0.50', os: 'iOS' }
    expect(resolveCode(null, scan).outcome).toBe('unknown')
    expect(resolveCode(code({ storeId: null }), scan).outcome).toBe('blank')
    expect(resolveCode(code({ rule: null }), scan).outcome).toBe('noRule')
    expect(resolveCode(code({ rule: { ...code().rule!, status: 0 } }), scan).outcome).toBe('disabled')
    expect(resolveCode(code(), { ...scan, channel: 2 }).outcome).toBe('channel')
    // Channel 3 names brand 8 only.
    expect(resolveCode(code(), { ...scan, channel: 3 }).outcome).toBe('channel')
    expect(resolveCode(code({ brandId: 8 }), { ...scan, channel: 3 }).outcome).toBe('open')
    expect(resolveCode(code(), { ...scan, appVersion: '8.0.1' }).outcome).toBe('version')
    expect(resolveCode(code(), scan)).toMatchObject({ outcome: 'open', pagePath: 'pages/order/index', query: { code: 'Abc_def-1234', brandId: '7', storeId: '70', scene: 'T1' } })
  })
})

describe('the landing page', () => {
  it('tells apps apart by their own markers', () => {
    expect(detectApp('Mozilla/5.0 MicroMessenger/8.0.40 wxwork/4.1')).toBe('wxwork')
    expect(detectApp('Mozilla/5.0 MicroMessenger/8.0.40')).toBe('wechat')
    expect(detectApp('Mozilla/5.0 AlipayClient/10.5.0')).toBe('alipay')
    expect(detectApp('Mozilla/5.0 aweme/30.1.0 BytedanceWebview/d8a21c6')).toBe('douyin')
    // TikTok sends BytedanceWebview too: not Douyin.
    expect(detectApp('Mozilla/5.0 musical_ly_34.1 BytedanceWebview/d8a21c6')).toBe('browser')
    expect(uaScan('Mozilla/5.0 (Phone; OpenHarmony 5.0) ArkWeb/4.1 MicroMessenger/1.0.5.12', 'wechat')).toEqual({ appVersion: '1.0.5.12', os: 'harmony' })
  })

  it('builds the launch links with their documented encoding', () => {
    expect(wechatScheme('wx1', '/pages/a/b?x=1', { a: '1', b: 'x y' })).toBe('weixin://dl/business/?appid=wx1&path=pages/a/b&query=a%3D1%26b%3Dx%2520y')
    expect(wechatScheme('wx1', 'pages/a', { a: '1' }, 'trial')).toBe('weixin://dl/business/?appid=wx1&path=pages/a&query=a%3D1&env_version=trial')
    expect(wechatScheme('wx1', 'pages/a', { a: 'x'.repeat(600) })).toBeNull()
    expect(alipayStartApp('2021', 'pages/a/b', { a: '1', b: '2' })).toBe('alipays://platformapi/startapp?appId=2021&page=pages%2Fa%2Fb&query=a%3D1%26b%3D2')
  })

  it('offers Douyin only a link its server generated, and says so when there is none', () => {
    const resolve = (channel: number) => resolveCode(code({ brandId: 8 }), { channel, appVersion: '', os: '' })
    const query = resolve(3).query
    const cached = [{ channel: 3, appId: 'tt1', declaredPaths: [], providerLinks: { [providerLinkKey('pages/order/index', query)]: 'https://z.douyin.com/abc' } }]
    expect(landingLaunches('douyin', resolve, cached)).toEqual([{ kind: 'douyin', label: '打开抖音小程序', href: 'https://z.douyin.com/abc', warning: '' }])
    expect(landingLaunches('douyin', resolve, [])).toEqual([{ kind: 'douyin-offline', label: '', href: '', warning: '抖音小程序链接尚未生成，请稍后再试' }])
  })
})
