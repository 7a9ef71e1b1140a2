import type { ISchema } from '@formily/json-schema'
import { arrayTable, column, field } from './schema-builders.js'

/** A schema the playground offers ready-made. */
export interface SchemaPreset {
  key: string
  label: string
  schema: ISchema
}

const section = (id: string, title: string, properties: Record<string, ISchema>): ISchema => ({
  type: 'void',
  'x-component': 'FormSection',
  'x-component-props': { id, title },
  properties,
})

const basic: ISchema = {
  type: 'object',
  properties: {
    name: field('门店名称', 'Input', {
      type: 'string',
      required: true,
      description: '最多 20 个字',
      'x-decorator-props': { explain: '顾客在小程序里看到的名称' },
      'x-component-props': { maxLength: 20, trim: true, placeholder: '请输入门店名称' },
    }),
    phone: field('联系电话', 'Input', { type: 'string', 'x-validator': 'phone', 'x-component-props': { removeAllSpace: true } }),
    seats: field('座位数', 'NumberInput', { type: 'number', 'x-component-props': { min: 1, max: 500, precision: 0 } }),
    dineType: field('就餐方式', 'RadioGroup', {
      type: 'number',
      default: 1,
      enum: [
        { label: '堂食', value: 1, explain: '到店用餐', border: true },
        { label: '外带', value: 2, explain: '打包带走', border: true },
      ],
    }),
    openDate: field('开业日期', 'DatePicker', { type: 'string' }),
    city: field('所在城市', 'Cascader', {
      type: 'array',
      'x-component-props': {
        fieldNames: { label: 'name', value: 'code', children: 'items' },
        options: [
          { name: '上海市', code: '310000', items: [{ name: '黄浦区', code: '310101' }, { name: '徐汇区', code: '310104' }] },
          { name: '浙江省', code: '330000', items: [{ name: '杭州市', code: '330100' }, { name: '宁波市', code: '330200' }] },
        ],
      },
    }),
    notice: field('门店公告', 'Input', {
      type: 'string',
      description: '展示在点单页顶部',
      'x-decorator-props': {
        descriptionPosition: 'right',
        displayStyle: 'LeftRight',
        labelWidth: 100,
        example: { type: 'html', title: '示例', content: '<p><b>今日新品</b>：桂花拿铁</p>' },
      },
    }),
  },
}

/** The three-step wizard the Playwright journey drives: directory, Storage field, upload, array table, draft. */
const wizard: ISchema = {
  type: 'object',
  properties: {
    wizard: {
      type: 'void',
      'x-component': 'StepWizard',
      properties: {
        basic: {
          type: 'void',
          'x-component': 'StepWizard.Step',
          'x-component-props': { title: '基本信息' },
          properties: {
            sectionBasic: section('section-basic', '基础信息', {
              name: field('活动名称', 'Input', {
                type: 'string',
                required: true,
                'x-decorator-props': { explain: '顾客在小程序里看到的名称' },
                'x-component-props': { maxLength: 20, trim: true, placeholder: '请输入活动名称' },
              }),
              budget: field('活动预算（元）', 'NumberInput', { type: 'number', 'x-component-props': { min: 1, max: 100000, precision: 2 } }),
              channels: field('投放渠道', 'ChannelCheckbox', { type: 'array', required: true, default: [1], 'x-component-props': { comingSoonCodes: [11] } }),
            }),
            sectionExtra: section('section-extra', '补充信息', {
              remark: field('备注', 'Input', { type: 'string', 'x-decorator-props': { displayStyle: 'Storage' } }),
              slogan: field('宣传语', 'Input', {
                type: 'string',
                description: '最多 30 个字',
                'x-decorator-props': { descriptionPosition: 'right' },
                'x-component-props': { maxLength: 30 },
              }),
              audience: field('参与人群', 'RadioGroup', {
                type: 'number',
                default: 1,
                enum: [
                  { label: '全部顾客', value: 1 },
                  { label: '仅会员', value: 2, explain: '需先注册会员' },
                ],
              }),
            }),
            sectionAttach: section('section-attach', '附件', {
              posters: field('活动海报', 'Upload', {
                type: 'array',
                description: '图片，小于 1MB，最多 3 张',
                'x-component-props': { sizeLimit: 1, maxCount: 3, accept: 'image/*' },
              }),
            }),
          },
        },
        rules: {
          type: 'void',
          'x-component': 'StepWizard.Step',
          'x-component-props': { title: '活动规则' },
          properties: {
            sectionTiers: section('section-tiers', '满减档位', {
              tiers: arrayTable(
                { title: '满减档位', maxItems: 3, minItems: 1, default: [{}] },
                {
                  threshold: column('满（元）', {
                    threshold: { type: 'number', required: true, 'x-decorator': 'FormItem', 'x-component': 'NumberInput', 'x-component-props': { precision: 2, 'aria-label': '满（元）' } },
                  }),
                  discount: column('减（元）', {
                    discount: { type: 'number', required: true, 'x-decorator': 'FormItem', 'x-component': 'NumberInput', 'x-component-props': { precision: 2, 'aria-label': '减（元）' } },
                  }),
                },
                80,
              ),
            }),
            sectionTime: section('section-time', '活动时间', {
              startDate: field('开始日期', 'DatePicker', { type: 'string' }),
            }),
          },
        },
        preview: { type: 'void', 'x-component': 'StepWizard.Step', 'x-component-props': { title: '预览', preview: true } },
      },
    },
  },
}

/** The spec's independent flags in `x-data.flags`, and how they resolve. */
const flags: ISchema = {
  type: 'object',
  properties: {
    plain: field('没有标记', 'Input', { type: 'string', default: '可以编辑' }),
    disabled: field('disabled', 'Input', { type: 'string', default: '禁用', 'x-data': { flags: { disabled: true } } }),
    both: field('readPretty + disabled', 'Input', {
      type: 'string',
      default: 'readPretty 优先于 disabled',
      'x-data': { flags: { readPretty: true, disabled: true } },
    }),
    hidden: field('hidden（值保留）', 'Input', { type: 'string', default: '看不见，但仍在值里', 'x-data': { flags: { hidden: true } } }),
    gone: field('visible: false（值丢弃）', 'Input', { type: 'string', default: '不在值里', 'x-data': { flags: { visible: false } } }),
    group: {
      type: 'void',
      'x-component': 'FormSection',
      'x-component-props': { id: 'section-read', title: '只读分组（子字段 editable 也只读）' },
      'x-data': { flags: { readPretty: true } },
      properties: {
        inner: field('editable 子字段', 'Input', { type: 'string', default: '父级只读，子级也只读', 'x-data': { flags: { editable: true } } }),
      },
    },
  },
}

export const PRESETS: SchemaPreset[] = [
  { key: 'basic', label: '基础字段', schema: basic },
  { key: 'wizard', label: '三步向导', schema: wizard },
  { key: 'flags', label: '字段状态', schema: flags },
]

export const formatSchema = (schema: unknown) => JSON.stringify(schema, null, 2)
