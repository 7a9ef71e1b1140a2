import type { QrDictItem, QrRule } from '@yunying/contracts'

/** A rule as the server answers it, for the feature's screen tests. */
export const buildQrRule = (overrides: Partial<QrRule> = {}): QrRule => ({
  id: 1,
  applyStoreType: 66,
  applyStoreTypeName: '餐饮2.0',
  alias: '堂食扫码点餐',
  name: '点餐页',
  typeId: '1',
  pagePath: 'pages/order/index',
  allowBlankQrcode: 0,
  allowAppScanBind: 1,
  isMiniProgram: 1,
  wechatVersion: '8.0.40',
  alipayVersion: '',
  tiktokVersion: '',
  h5Url: 'https://h5.example.com/order',
  descr: '',
  status: 1,
  bindSettings: {
    supportBindChannel: [
      { code: '1', name: '微信', supportBindQrcodeType: [{ code: '1', name: '普通二维码' }] },
      { code: '2', name: '支付宝', supportBindQrcodeType: [] },
    ],
    supportExtendCode: [{ code: 'scenes', name: '场景码', param: { scenes: 1 } }],
    isDefaultExist: 2,
  },
  bindThirdTypes: [{ thirdType: 1, thirdTypeName: '微信小程序', typeVersion: 'release', applySellerList: [{ applySellerId: 13, applySellerName: '蜀香小面' }] }],
  boundCodes: 12,
  scans7d: 345,
  updatedAt: '2026-11-20 10:00:00',
  updatedBy: '运营小王',
  version: 3,
  ...overrides,
})

export const QR_DICTS: Record<string, QrDictItem[]> = {
  qrcode_type: [
    { dataKey: '1', dataValue: '点餐页' },
    { dataKey: '2', dataValue: '会员中心' },
  ],
  qrcode_bind_channel: [
    { dataKey: '1', dataValue: '微信' },
    { dataKey: '2', dataValue: '支付宝' },
    { dataKey: '3', dataValue: '抖音' },
  ],
  qrcode_bind_qrcode_type: [
    { dataKey: '1', dataValue: '普通二维码' },
    { dataKey: '2', dataValue: '小程序码' },
  ],
}
