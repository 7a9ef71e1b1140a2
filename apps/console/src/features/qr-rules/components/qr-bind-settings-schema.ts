import type { Field } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { QR_EXTEND_CODES, QR_GOODS_TAGS, QR_WECHAT_BIND_CHANNEL, type QrDictItem, type QrExtendCode } from '@yunying/contracts'
import { item, required } from '../../../shared/lib/schema-items.js'

const enumOf = (labels: Readonly<Record<string | number, string>>, numeric: boolean) => Object.entries(labels).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }))

/** The dictionaries the bind settings offer, observable so the boxes follow them as they arrive. */
export interface QrBindOptions {
  channels: QrDictItem[]
  qrTypes: QrDictItem[]
}

const ticked = (field: Field, path: string) => (field.query(path).value() as string[] | undefined) ?? []
const wechatTicked = (field: Field) => ticked(field, 'channels').includes(QR_WECHAT_BIND_CHANNEL)
/** Shown or not; a hidden field keeps its value (ticking 微信 again brings it back) and is not checked. */
const showIf = (field: Field, shown: boolean) => void (field.display = shown ? 'visible' : 'hidden')
const underExtend = (code: QrExtendCode) => (field: Field) => showIf(field, wechatTicked(field) && (ticked(field, 'extendCodes') as QrExtendCode[]).includes(code))

/** A required text of the 活动 extend code, at most `maxLength` characters, not blank. */
const activityText = (label: string, maxLength: number) =>
  item(label, {
    type: 'string',
    required: true,
    'x-component': 'TextInput',
    'x-component-props': { placeholder: `请输入${label}`, maxLength },
    'x-validator': [{ required: true, whitespace: true, message: `请输入${label}` }, { maxLength, message: `${label}最多 ${maxLength} 个字符` }],
    'x-reactions': underExtend('activity'),
  })

/**
 * 绑定设置 of the rule form (spec 2 §3, §5): the bind channels; only while 微信 (channel 1) is ticked,
 * its QR types and the extend codes, each with its dependent inputs; 是否默认存在. What is hidden is
 * not sent (`toQrRuleBody` drops QR types and extend codes without channel 1).
 */
export const qrBindSettingsSchema = (options: QrBindOptions): ISchema => ({
  type: 'void',
  'x-component': 'FormSection',
  'x-component-props': { id: 'qr-rule-bind', title: '绑定设置' },
  properties: {
    channels: item('关联渠道', {
      type: 'array',
      ...required('请至少选择一个关联渠道'),
      'x-component': 'QrChecks',
      'x-reactions': (field: Field) => void (field.dataSource = options.channels.map((c) => ({ label: c.dataValue, value: c.dataKey }))),
    }),
    qrcodeTypes: item('二维码类型', {
      type: 'array',
      description: '仅微信渠道',
      'x-component': 'QrChecks',
      'x-reactions': (field: Field) => {
        field.dataSource = options.qrTypes.map((t) => ({ label: t.dataValue, value: t.dataKey }))
        showIf(field, wechatTicked(field))
      },
    }),
    extendCodes: item('扩展选项', {
      type: 'array',
      'x-component': 'QrChecks',
      enum: enumOf(QR_EXTEND_CODES, false),
      'x-reactions': (field: Field) => showIf(field, wechatTicked(field)),
    }),
    activityType: activityText('活动类型', 20),
    activityName: activityText('活动名称', 30),
    goodsTag: item('商品标签', {
      type: 'number',
      ...required('请选择商品标签'),
      'x-component': 'Select',
      'x-component-props': { placeholder: '请选择商品标签' },
      enum: enumOf(QR_GOODS_TAGS, true),
      'x-reactions': underExtend('goods'),
    }),
    scenes: item('是否支持场景', {
      type: 'number',
      ...required('请选择是否支持场景'),
      'x-component': 'RadioGroup',
      enum: [
        { label: '支持', value: 1 },
        { label: '不支持', value: 2 },
      ],
      'x-reactions': underExtend('scenes'),
    }),
    isDefaultExist: item('是否默认存在', {
      type: 'number',
      ...required('请选择是否默认存在'),
      'x-component': 'RadioGroup',
      enum: [
        { label: '是', value: 1 },
        { label: '否', value: 2 },
      ],
    }),
  },
})
