/** The industries of each brand type (base data: the brand form needs them). brandType: 2 餐饮, 66 餐饮2.0, 18 烘焙, 70 新正餐, 68 品牌加盟. */
export const BRAND_INDUSTRIES: Array<{ brandType: number; names: string[] }> = [
  { brandType: 2, names: ['中式正餐', '火锅', '快餐简餐', '茶饮'] },
  { brandType: 66, names: ['茶饮', '轻食', '正餐', '咖啡'] },
  { brandType: 18, names: ['面包', '蛋糕', '西点'] },
  { brandType: 70, names: ['中式正餐', '西式正餐'] },
  { brandType: 68, names: ['加盟茶饮', '加盟烘焙'] },
]


/**
 * The aggregate-QR dictionaries that `cmk-operating/sys/dict/list` answers (spec 2 §7): the bind
 * channels, the pages a rule may open (`qrcode_type`, a rule's typeId and name) and the QR types
 * of channel 1. Rows, not constants: an operator may add pages later.
 */
export const QR_DICTIONARIES: Array<{ dictCode: string; items: Array<[string, string]> }> = [
  { dictCode: 'qrcode_bind_channel', items: [['1', '微信'], ['2', '支付宝'], ['3', '抖音'], ['4', '浏览器']] },
  { dictCode: 'qrcode_bind_qrcode_type', items: [['1', '普通链接二维码'], ['2', '小程序码']] },
  {
    dictCode: 'qrcode_type',
    items: [['1', '扫码点餐'], ['2', '会员中心'], ['3', '活动详情'], ['4', '商品详情'], ['5', '门店首页']],
  },
]
