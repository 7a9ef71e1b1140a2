/**
 * The metadata registry's base data (issue 27): the product's own modules and their entities,
 * each entity's top parent nodes, the industries a definition may apply to, and the basic
 * attributes every entity of a module carries. Operators add more entities and parent nodes.
 */
export const METADATA_MODULES: Array<{ key: string; name: string; entities: Array<[string, string]> }> = [
  { key: 'BRAND', name: '品牌', entities: [['BRAND', '品牌'], ['GROUP', '集团']] },
  { key: 'STORE', name: '门店', entities: [['STORE', '门店'], ['STORE_BUSINESS', '门店营业'], ['STORE_DEVICE', '门店设备']] },
  { key: 'GOODS', name: '商品', entities: [['GOODS', '商品'], ['GOODS_CATEGORY', '商品分类'], ['GOODS_SKU', '商品规格']] },
  { key: 'MEMBER', name: '会员', entities: [['MEMBER', '会员'], ['MEMBER_LEVEL', '会员等级'], ['MEMBER_CARD', '会员卡']] },
  { key: 'ORDER', name: '订单', entities: [['ORDER', '订单'], ['ORDER_ITEM', '订单明细'], ['REFUND', '退款单']] },
  { key: 'MARKETING', name: '营销', entities: [['COUPON', '优惠券'], ['ACTIVITY', '营销活动']] },
  { key: 'PAYMENT', name: '支付', entities: [['PAY_ORDER', '支付单'], ['PAY_CHANNEL', '支付渠道']] },
]

/** The top parent nodes of every entity. */
export const METADATA_TOP_NODES: Array<[string, string]> = [
  ['BASIC', '基础信息'],
  ['EXTEND', '扩展信息'],
]

export const METADATA_INDUSTRIES: Array<[string, string]> = [
  ['CATERING', '餐饮'],
  ['BAKERY', '烘焙'],
  ['TEA', '茶饮'],
  ['RETAIL', '零售'],
]

/** Every entity of every module carries these (basic attribute management). */
export const METADATA_BASIC_FIELDS: Array<{ fieldCode: string; fieldName: string; dataType: string }> = [
  { fieldCode: 'id', fieldName: 'ID', dataType: 'INTEGER' },
  { fieldCode: 'name', fieldName: '名称', dataType: 'STRING' },
  { fieldCode: 'status', fieldName: '状态', dataType: 'INTEGER' },
  { fieldCode: 'createdAt', fieldName: '创建时间', dataType: 'DATETIME' },
  { fieldCode: 'createdBy', fieldName: '创建人', dataType: 'STRING' },
  { fieldCode: 'updatedAt', fieldName: '更新时间', dataType: 'DATETIME' },
  { fieldCode: 'updatedBy', fieldName: '更新人', dataType: 'STRING' },
]
