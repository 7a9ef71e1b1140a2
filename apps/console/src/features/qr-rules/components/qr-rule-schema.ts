import type { Field } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { observable } from '@formily/reactive'
import type { ComponentType } from 'react'
import { QR_STORE_TYPES, QR_THIRD_TYPES, type QrDictItem } from '@yunying/contracts'
import { RichTextEditor } from '../../../shared/ui/rich-text-editor.js'
import { qrBindSettingsSchema } from './qr-bind-settings-schema.js'
import { QrChecks } from './qr-checks.js'
import { QrSellersField } from './qr-sellers-field.js'
import { item, required, requiredSelect } from '../../../shared/lib/schema-items.js'

const section = (id: string, title: string, properties: Record<string, ISchema>): ISchema => ({ type: 'void', 'x-component': 'FormSection', 'x-component-props': { id, title }, properties })
const numbered = (labels: Readonly<Record<number, string>>) => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }))
const YES_NO = [
  { label: '是', value: 1 },
  { label: '否', value: 0 },
]
const VERSION = [{ pattern: /^(\d+(\.\d+){0,3})?$/, message: '版本号格式应为数字和点，如 8.0.40' }]
const version = (title: string, placeholder: string) =>
  item(title, { type: 'string', 'x-component': 'TextInput', 'x-component-props': { placeholder, maxLength: 20, trim: true, 'aria-label': `${title}最低版本`, style: { width: 240 } }, 'x-validator': VERSION })

/** The editor's own components, by the names the schema uses. Stable: SchemaForm rebuilds its field renderer when they change. */
export const qrRuleComponents: Record<string, ComponentType<never>> = { QrChecks, QrSellers: QrSellersField, RichTextEditor }

/** The dictionaries the form offers, observable so the fields follow them as they arrive. */
export interface QrRuleEditorOptions {
  pages: QrDictItem[]
  channels: QrDictItem[]
  qrTypes: QrDictItem[]
}

export const qrRuleEditorOptions = () => observable<QrRuleEditorOptions>({ pages: [], channels: [], qrTypes: [] })

/** 第三方类型: one row per channel (WeChat, Alipay, Douyin, H5; at most four) with its version line and brands. */
const thirdTypesSchema: ISchema = {
  type: 'array',
  maxItems: 4,
  'x-component': 'ArrayTable',
  'x-component-props': { size: 'small', locale: { emptyText: '暂未配置第三方类型' } },
  items: {
    type: 'object',
    properties: {
      typeColumn: {
        type: 'void',
        'x-component': 'ArrayTable.Column',
        'x-component-props': { title: '第三方类型', width: 180 },
        properties: {
          thirdType: {
            type: 'number',
            ...required('请选择第三方类型'),
            'x-decorator': 'FormItem',
            'x-component': 'Select',
            'x-component-props': { placeholder: '请选择', 'aria-label': '第三方类型' },
            enum: numbered(QR_THIRD_TYPES),
          },
        },
      },
      versionColumn: {
        type: 'void',
        'x-component': 'ArrayTable.Column',
        'x-component-props': { title: '版本', width: 160 },
        properties: { typeVersion: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'TextInput', 'x-component-props': { placeholder: '如 release', maxLength: 20, trim: true, 'aria-label': '版本' } } },
      },
      sellersColumn: {
        type: 'void',
        'x-component': 'ArrayTable.Column',
        'x-component-props': { title: '适用品牌' },
        properties: { sellers: { type: 'array', 'x-decorator': 'FormItem', 'x-component': 'QrSellers' } },
      },
      actionColumn: {
        type: 'void',
        'x-component': 'ArrayTable.Column',
        'x-component-props': { title: '操作', width: 70 },
        properties: { remove: { type: 'void', 'x-component': 'ArrayTable.Remove', 'x-component-props': { 'aria-label': '删除第三方类型', danger: true } } },
      },
    },
  },
  properties: { add: { type: 'void', title: '添加第三方类型', 'x-component': 'ArrayTable.Addition', 'x-component-props': { defaultValue: { sellers: [] } } } },
}

/**
 * The rule form of spec 2 §3 and §5 with the spec's messages: 基本信息, 绑定设置 (its own schema),
 * 第三方类型, 最低版本 and the rich-text 说明.
 */
export const qrRuleSchema = (options: QrRuleEditorOptions): ISchema => ({
  type: 'object',
  properties: {
    basics: section('qr-rule-basics', '基本信息', {
      applyStoreType: item('适用门店类型', { type: 'number', ...required('请选择适用门店类型'), 'x-component': 'RadioGroup', enum: numbered(QR_STORE_TYPES) }),
      alias: item('别名', {
        type: 'string',
        'x-component': 'TextInput',
        'x-component-props': { placeholder: '列表中显示的名称，如 堂食扫码点餐', maxLength: 30, style: { width: 360 } },
        'x-validator': [{ maxLength: 30, message: '别名最多 30 个字符' }],
      }),
      typeId: requiredSelect('页面', '页面', {
        type: 'string',
        'x-reactions': (field: Field) => void (field.dataSource = options.pages.map((p) => ({ label: p.dataValue, value: p.dataKey }))),
      }),
      pagePath: item('页面路径', {
        type: 'string',
        required: true,
        description: '小程序页面路径，不带参数，如 pages/order/index',
        'x-component': 'TextInput',
        'x-component-props': { placeholder: '请输入页面路径', maxLength: 200, trim: true, style: { width: 360 } },
        'x-validator': [
          { required: true, whitespace: true, message: '请输入页面路径' },
          { pattern: /^\/?[A-Za-z0-9_\-/.]+$/, message: '页面路径只能包含字母、数字、下划线、短横线、点和斜杠，不带参数' },
        ],
      }),
      h5Url: item('H5 页面', {
        type: 'string',
        description: '浏览器中没有对应 App 时提供的网页',
        'x-component': 'TextInput',
        'x-component-props': { placeholder: 'https://', maxLength: 300, trim: true, style: { width: 360 } },
        'x-validator': [{ pattern: /^https?:\/\/[^\s/?#]+\S*$/, message: 'H5 地址应以 http:// 或 https:// 开头' }],
      }),
      isMiniProgram: item('小程序页面', { type: 'number', 'x-component': 'RadioGroup', enum: YES_NO }),
      allowBlankQrcode: item('允许空码', { type: 'number', 'x-component': 'RadioGroup', enum: YES_NO }),
      allowAppScanBind: item('允许App扫码绑定', { type: 'number', ...required('请选择是否允许App扫码绑定'), 'x-component': 'RadioGroup', enum: YES_NO }),
    }),
    bind: qrBindSettingsSchema(options),
    third: section('qr-rule-third', '第三方类型', { thirdTypes: thirdTypesSchema }),
    versions: section('qr-rule-versions', '最低版本（留空表示全部版本）', {
      wechatVersion: version('微信', '如 8.0.40'),
      alipayVersion: version('支付宝', '如 10.5.0'),
      tiktokVersion: version('抖音', '如 29.0.0'),
    }),
    about: section('qr-rule-about', '说明', {
      descr: { type: 'string', 'x-decorator': 'FormItem', description: '可插入图片和视频；保存时只保留编辑器生成的内容', 'x-component': 'RichTextEditor', 'x-component-props': { 'aria-label': '说明' } },
    }),
  },
})
