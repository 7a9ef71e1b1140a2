import type { TestApp } from '../build-app.js'
import { stores } from '../../src/modules/stores/stores.table.js'

/**
 * A rule the save call takes: the ordering page for store type 66, WeChat and app binding, blank
 * codes, the `scenes` extend code, WeChat and Alipay; `over` changes or adds fields.
 */
export const qrRuleBody = (alias: string, over: object = {}) => ({
  applyStoreType: 66,
  alias,
  typeId: '1',
  pagePath: 'pages/order/index',
  allowAppScanBind: 1,
  allowBlankQrcode: 1,
  h5Url: 'https://h5.example.com/order',
  bindSettings: { supportBindChannel: [{ code: '1' }], supportExtendCode: [{ code: 'scenes', param: { scenes: 1 } }], isDefaultExist: 2 },
  bindThirdTypes: [{ thirdType: 1 }, { thirdType: 4 }],
  ...over,
})

/** A store of the brand, written straight to its table (the codes bind to it). */
export const buildQrStore = async (t: TestApp, brandId: number, name: string) =>
  (await t.database.db.insert(stores).values({ brandId, name, provinceCode: '510000', cityCode: '510100', address: '测试路 1 号', longitude: 104.06, latitude: 30.67 }).returning())[0]!
