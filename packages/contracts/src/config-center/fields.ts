import { z } from 'zod'

/**
 * The configuration centre's vocabulary (spec 2 §2, §3 "Dictionary field config", §5, §9): how a
 * dictionary field applies, its types, service modules, statuses and limits.
 */

export const APPLY_TYPES = { 1: '品牌配置', 2: '集团配置' } as const satisfies Record<number, string>
export type ApplyType = 1 | 2
export const MANAGE_TYPES = { 1: '运营配置' } as const satisfies Record<number, string>

/** The thirteen service modules of spec 2 §3, code → label. */
export const SERVICE_MODULES = {
  business: '业务（烘焙/餐饮）',
  'design-center': '设计中心',
  'crm-center': '会员中心',
  'coupon-center': '券中心',
  'order-center': '订单中心',
  'marketing-center': '营销中心',
  'goods-center': '商品中心',
  iot: '物联网',
  'delivery-center': '配送中心',
  'org-center': '组织中心',
  'report-center': '报表中心',
  'pay-center': '支付中心',
  'wechat-work': '企业微信',
} as const
export type ServiceModule = keyof typeof SERVICE_MODULES
export const SERVICE_MODULE_CODES = Object.keys(SERVICE_MODULES) as ServiceModule[]

export const DATA_TYPES = { bool: '开关', number: '数字', string: '文本', image: '图片', radio: '单选', checkbox: '多选', array: '数组' } as const
export type DataType = keyof typeof DATA_TYPES
export const DATA_TYPE_CODES = Object.keys(DATA_TYPES) as DataType[]
/** Types whose values come from `optionValues`. */
export const OPTION_TYPES: readonly DataType[] = ['radio', 'checkbox', 'array']
/** Types whose values can enable dependent fields (`relatedData`). */
export const RELATING_TYPES: readonly DataType[] = ['bool', 'radio', 'checkbox']
/** Dependent fields' types: a dependent field has no dependents of its own. */
export const RELATED_DATA_TYPES = ['bool', 'number', 'string', 'image', 'radio', 'checkbox'] as const satisfies readonly DataType[]

export const FIELD_STATUS = { 0: '启用', 1: '停用' } as const

/** Limits of spec 2 §5 and §9. */
export const DICT_LIMITS = {
  fieldName: 50,
  fieldCode: 50,
  serverNameAndGroup: 100,
  pageGroup: 50,
  descrip: 1000,
  manualText: 100,
  helpLink: 100,
  exampleImage: 500,
  options: 50,
  checkboxOptions: 80,
  relatedOptions: 50,
  relatedConfigsPerOption: 5,
  optionValue: 50,
  optionTitle: 50,
  sortNumMax: 99_999_999.99,
  defaultSortNum: 99,
} as const
export const CONFIG_LIMITS = { text: 1500, numberDigits: 9, arrayItems: 50 } as const


/** Who saved (spec 2 §6: the user's name and mobile go with every dictionary and config save). */
export const ConfigOperatorShape = {
  accountName: z.string().trim().max(50).optional(),
  accountPhone: z.string().trim().max(20).optional(),
}
