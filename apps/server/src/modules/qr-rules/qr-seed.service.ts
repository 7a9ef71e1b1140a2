import type { QrBindSettings, QrThirdType } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { insertAppRegistrations } from './qr-apps.repository.js'
import { insertCodes, listStoreIdsOfBrands } from './qr-codes.repository.js'
import { newToken } from './qr-codes.service.js'
import { findBrandIdsByName, insertDictItems, insertQrRule, replaceRuleBrands, type QrRuleValues } from './qr-rules.repository.js'

type NewCode = Parameters<typeof insertCodes>[1][number]

/** Base data: the `sys/dict/list` rows (spec 2 §7), each inserted once. */
export const applyQrDictionaries = (tx: DbOrTx, dictionaries: Array<{ dictCode: string; items: Array<[string, string]> }>) =>
  insertDictItems(
    tx,
    dictionaries.flatMap(({ dictCode, items }) => items.map(([dataKey, dataValue], sort) => ({ dictCode, dataKey, dataValue, sort }))),
  )

const CHANNELS_WECHAT_ALIPAY: QrBindSettings['supportBindChannel'] = [
  { code: '1', name: '微信', supportBindQrcodeType: [{ code: '1', name: '普通链接二维码' }] },
  { code: '2', name: '支付宝', supportBindQrcodeType: [] },
]

/**
 * Demo aggregate-QR rules (fictional): table ordering for 蜀香小面 with scene codes, a general
 * member-centre rule that allows blank codes, a disabled cake pre-order rule for 麦田面包房; codes
 * bound to their demo stores; placeholder mini-program registrations (not real app ids).
 */
export const seedQrDemo = async (tx: DbOrTx) => {
  const named = await findBrandIdsByName(tx, ['蜀香小面', '川味坊', '麦田面包房'])
  const noodles = named.get('蜀香小面')
  const bakery = named.get('麦田面包房')
  const mains = named.get('川味坊')
  if (!noodles || !bakery || !mains) return
  const third = (types: Array<QrThirdType['thirdType']>, brandId?: number): QrThirdType[] => types.map((thirdType) => ({ thirdType, typeVersion: '', applySellerList: brandId ? [{ applySellerId: brandId, applySellerName: '' }] : [] }))
  const insertRule = async (values: Omit<QrRuleValues, 'bindThirdTypes'> & { bindThirdTypes: QrThirdType[] }) => {
    const id = await insertQrRule(tx, values)
    await replaceRuleBrands(tx, id, values.bindThirdTypes.flatMap((t) => t.applySellerList.map((s) => ({ thirdType: t.thirdType, brandId: s.applySellerId }))))
    return id
  }
  const ordering = await insertRule({
    applyStoreType: 66,
    alias: '堂食扫码点餐',
    name: '扫码点餐',
    typeId: '1',
    pagePath: 'pages/order/index',
    allowAppScanBind: 1,
    wechatVersion: '8.0.40',
    h5Url: 'https://h5.example.com/order',
    descr: '<p>贴在餐桌上的点餐码：扫码即进入本桌点餐页。</p>',
    bindSettings: { supportBindChannel: CHANNELS_WECHAT_ALIPAY, supportExtendCode: [{ code: 'scenes', name: '桌台', param: { scenes: 1 } }], isDefaultExist: 2 },
    bindThirdTypes: third([1, 2, 4], noodles),
  })
  const member = await insertRule({
    applyStoreType: 0,
    alias: '会员中心',
    name: '会员中心',
    typeId: '2',
    pagePath: 'pages/member/index',
    allowBlankQrcode: 1,
    bindSettings: { supportBindChannel: CHANNELS_WECHAT_ALIPAY, supportExtendCode: [], isDefaultExist: 1 },
    bindThirdTypes: third([1, 2]),
  })
  await insertRule({
    applyStoreType: 18,
    alias: '蛋糕预订',
    name: '商品详情',
    typeId: '4',
    pagePath: 'pages/goods/detail',
    status: 0,
    bindSettings: {
      supportBindChannel: [CHANNELS_WECHAT_ALIPAY[0]!],
      supportExtendCode: [{ code: 'goods', name: '商品', param: { detailType: 2, goodsTag: 5 } }],
      isDefaultExist: 2,
    },
    bindThirdTypes: third([1], bakery),
  })
  const storeRows = await listStoreIdsOfBrands(tx, [noodles, mains])
  const at = new Date()
  const codes: NewCode[] = storeRows.flatMap((s) =>
    s.brandId === noodles
      ? ['A01', 'A02'].map((scene) => ({ ruleId: ordering, extend: { scene }, lastPage: '1:pages/order/index|2:pages/order/index|4:pages/order/index' }))
          .map((c) => ({ ...c, token: newToken(), brandId: s.brandId, storeId: s.id, boundAt: at }))
      : [{ token: newToken(), brandId: s.brandId, storeId: s.id, ruleId: member, extend: {}, boundAt: at, lastPage: '1:pages/member/index|2:pages/member/index' }],
  )
  // Two blank codes of 川味坊, waiting to be placed.
  codes.push(...[0, 1].map(() => ({ token: newToken(), brandId: mains })))
  await insertCodes(tx, codes)
  await insertAppRegistrations(tx, [
      { channel: 1, appId: 'wx0000000000demo01', prefix: '', routerPage: 'pages/router/index', declaredPaths: ['pages/order/index', 'pages/member/index'] },
      { channel: 2, appId: '2021000000000001', prefix: '', routerPage: 'pages/router/index' },
  ])
}
