import type { DictionaryFieldInput } from '@yunying/contracts'

/**
 * The demo dictionary: realistic fields for 品牌配置 (applyType 1) and 集团配置 (applyType 2), so a new
 * user finds something to configure, and the values two groups and a few brands have saved.
 */
const base = { manageType: 1 as const, pageGroup: '', sortNum: 99, bizTypes: '1,2,3,4,5', status: 0 as const, optionValues: [], relatedData: [], relatedDefaultValue: [] }

export const DEMO_DICTIONARY: DictionaryFieldInput[] = [
  { ...base, applyType: 1, fieldName: '开启外卖接单', fieldCode: 'takeout.enabled', serverNameAndGroup: 'order-center/外卖', pageGroup: '外卖设置', sortNum: 1, serviceModule: 'order-center', descrip: '开启后门店可接收外卖平台订单', dataType: 'bool', defaultValue: false },
  { ...base, applyType: 1, fieldName: '外卖配送半径（公里）', fieldCode: 'takeout.radiusKm', serverNameAndGroup: 'delivery-center/配送', pageGroup: '外卖设置', sortNum: 2, serviceModule: 'delivery-center', descrip: '超出半径的地址不能下单', dataType: 'number', defaultValue: 3 },
  {
    ...base,
    applyType: 1,
    fieldName: '点单方式',
    fieldCode: 'order.mode',
    serverNameAndGroup: 'order-center/点单',
    pageGroup: '点单设置',
    sortNum: 3,
    serviceModule: 'order-center',
    descrip: '顾客在门店的点单方式',
    dataType: 'radio',
    optionValues: [
      { value: 'scan', title: '扫码点单' },
      { value: 'counter', title: '前台点单' },
      { value: 'waiter', title: '服务员点单' },
    ],
    defaultValue: 'counter',
  },
  {
    ...base,
    applyType: 1,
    fieldName: '支持的支付方式',
    fieldCode: 'pay.methods',
    serverNameAndGroup: 'pay-center/收款',
    pageGroup: '支付设置',
    sortNum: 4,
    serviceModule: 'pay-center',
    descrip: '收银台可用的支付方式',
    dataType: 'checkbox',
    optionValues: [
      { value: 'wechat', title: '微信支付' },
      { value: 'alipay', title: '支付宝' },
      { value: 'card', title: '会员卡' },
      { value: 'cash', title: '现金' },
    ],
    defaultValue: ['wechat', 'alipay'],
  },
  { ...base, applyType: 1, fieldName: '小票底部文案', fieldCode: 'receipt.footer', serverNameAndGroup: 'iot/打印', pageGroup: '打印设置', sortNum: 5, serviceModule: 'iot', descrip: '打印在每张小票底部的文字', dataType: 'string', defaultValue: '谢谢惠顾，欢迎再次光临' },
  { ...base, applyType: 1, fieldName: '会员积分比例（元/分）', fieldCode: 'member.pointRate', serverNameAndGroup: 'crm-center/积分', pageGroup: '会员设置', sortNum: 6, serviceModule: 'crm-center', descrip: '消费多少元积 1 分', dataType: 'number', defaultValue: 1 },
  { ...base, applyType: 2, fieldName: '统一会员体系', fieldCode: 'group.sharedMembers', serverNameAndGroup: 'crm-center/集团会员', pageGroup: '会员设置', sortNum: 1, serviceModule: 'crm-center', descrip: '开启后集团下各品牌共用会员与积分', dataType: 'bool', defaultValue: false },
  {
    ...base,
    applyType: 2,
    fieldName: '财务结算周期',
    fieldCode: 'group.settleCycle',
    serverNameAndGroup: 'pay-center/结算',
    pageGroup: '财务设置',
    sortNum: 2,
    serviceModule: 'pay-center',
    descrip: '集团与各品牌对账结算的周期',
    dataType: 'radio',
    optionValues: [
      { value: 'daily', title: '每日' },
      { value: 'weekly', title: '每周' },
      { value: 'monthly', title: '每月' },
    ],
    defaultValue: 'monthly',
  },
  { ...base, applyType: 2, fieldName: '集团客服电话', fieldCode: 'group.servicePhone', serverNameAndGroup: 'org-center/集团', pageGroup: '基础信息', sortNum: 3, serviceModule: 'org-center', descrip: '顾客联系集团客服的电话', dataType: 'string', defaultValue: '' },
]

/** What the configured groups saved (the groups the demo marks 已配置). */
export const DEMO_GROUP_VALUES = [
  { fieldCode: 'group.sharedMembers', fieldValue: true },
  { fieldCode: 'group.settleCycle', fieldValue: 'weekly' },
  { fieldCode: 'group.servicePhone', fieldValue: '400-820-8820' },
]

/** What the first brands saved. */
export const DEMO_BRAND_VALUES = [
  { fieldCode: 'takeout.enabled', fieldValue: true },
  { fieldCode: 'takeout.radiusKm', fieldValue: 5 },
  { fieldCode: 'order.mode', fieldValue: 'scan' },
  { fieldCode: 'receipt.footer', fieldValue: '扫码关注公众号，下次消费享 9 折' },
]

/** An icon for each service group (分类说明), served from the console's root. */
export const SERVICE_GROUP_ICONS: Readonly<Record<string, string>> = {
  企业门店: '/service-icon-store.svg',
  视觉绘图: '/service-icon-visual.svg',
  供应链: '/service-icon-supply.svg',
  财务: '/service-icon-finance.svg',
  数据BI: '/service-icon-report.svg',
}
