import type { ISchema } from '@formily/json-schema'
import { demoChosenActivities, demoChosenCoupons } from './demo-marketing.js'
import { arrayTable, column, field } from './schema-builders.js'

/** One row of the component catalogue: a field, shown editable, disabled and read-pretty. */
export interface CatalogueField {
  /** The field's name in its example form. */
  key: string
  /** What the schema names in `x-component` (or the decorator style shown). */
  component: string
  title: string
  note: string
  schema: ISchema
  /** A sample value, so that the disabled and read-pretty columns have something to show. */
  value?: unknown
}

const svg = (fill: string, text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="${fill}"/><text x="50" y="57" font-size="18" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`


const OPTIONS = [
  { label: '堂食', value: 1, explain: '到店用餐', border: true },
  { label: '外带', value: 2, explain: '打包带走', border: true },
  { label: '外卖', value: 3, explain: '骑手配送', border: true },
]

const REGIONS = [
  { name: '上海市', code: '310000', items: [{ name: '黄浦区', code: '310101' }, { name: '徐汇区', code: '310104' }] },
  { name: '浙江省', code: '330000', items: [{ name: '杭州市', code: '330100' }, { name: '宁波市', code: '330200' }] },
]

export const CATALOGUE_FIELDS: CatalogueField[] = [
  {
    key: 'text',
    component: 'Input',
    title: '文本输入',
    note: '最大长度与计数、去空格、trim',
    schema: field('门店名称', 'Input', { type: 'string', 'x-component-props': { maxLength: 20, trim: true } }),
    value: '一叶茶（人民广场店）',
  },
  {
    key: 'password',
    component: 'Input',
    title: '密码输入',
    note: 'password: true，只读时显示 ******',
    schema: field('接口密钥', 'Input', { type: 'string', 'x-component-props': { password: true } }),
    value: 'secret-2026',
  },
  {
    key: 'number',
    component: 'NumberInput',
    title: '数字输入',
    note: '失焦时截断到 3 位小数、夹在 [min, max]、按精度补零',
    schema: field('客单价（元）', 'NumberInput', { type: 'number', 'x-component-props': { min: 1, max: 9999, precision: 2 } }),
    value: 36.5,
  },
  {
    key: 'select',
    component: 'Select',
    title: '下拉选择',
    note: 'Formily antd-v5 的 Select',
    schema: field('经营类型', 'Select', {
      type: 'number',
      enum: [
        { label: '直营', value: 1 },
        { label: '加盟', value: 2 },
      ],
      'x-component-props': { style: { width: 200 } },
    }),
    value: 2,
  },
  {
    key: 'switch',
    component: 'Switch',
    title: '开关',
    note: 'Formily antd-v5 的 Switch',
    schema: field('开启外卖', 'Switch', { type: 'boolean' }),
    value: true,
  },
  {
    key: 'date',
    component: 'DatePicker',
    title: '日期选择',
    note: 'Formily antd-v5 的 DatePicker',
    schema: field('开业日期', 'DatePicker', { type: 'string' }),
    value: '2026-03-01',
  },
  {
    key: 'dateText',
    component: 'DateText',
    title: '日期显示',
    note: '默认 YYYY-MM-DD HH:mm:ss，空值显示 --',
    schema: field('创建时间', 'DateText', { type: 'string' }),
    value: '2026-03-01T10:30:00+08:00',
  },
  {
    key: 'cascader',
    component: 'Cascader',
    title: '级联选择',
    note: 'fieldNames 把 name / code / items 映射为 label / value / children',
    schema: field('所在城市', 'Cascader', {
      type: 'array',
      'x-component-props': { options: REGIONS, fieldNames: { label: 'name', value: 'code', children: 'items' }, style: { width: 220 } },
    }),
    value: ['330000', '330100'],
  },
  {
    key: 'checkbox',
    component: 'CheckboxGroup',
    title: '多选',
    note: '选项带 explain 与 border',
    schema: field('就餐方式', 'CheckboxGroup', { type: 'array', enum: OPTIONS }),
    value: [1, 3],
  },
  {
    key: 'radio',
    component: 'RadioGroup',
    title: '单选',
    note: '选项带 explain 与 border',
    schema: field('默认方式', 'RadioGroup', { type: 'number', enum: OPTIONS }),
    value: 2,
  },
  {
    key: 'channels',
    component: 'ChannelCheckbox',
    title: '营销渠道',
    note: '渠道 1、2、6、5、11，小红书即将上线',
    schema: field('投放渠道', 'ChannelCheckbox', { type: 'array', 'x-component-props': { comingSoonCodes: [11] } }),
    value: [1, 6],
  },
  {
    key: 'files',
    component: 'Upload',
    title: '文件上传',
    note: 'sizeLimit 1（MB），maxCount 3；上传到 /sellers/dispatch/uploadFile',
    schema: field('附件', 'Upload', { type: 'array', 'x-component-props': { sizeLimit: 1, maxCount: 3, accept: 'image/*' } }),
    value: [{ name: '价目表.svg', url: svg('#1677ff', '价目表') }],
  },
  {
    key: 'images',
    component: 'ImageUpload',
    title: '图片上传',
    note: '100 × 100 图块，multiple，limit 3',
    schema: field('门店照片', 'ImageUpload', { type: 'array', 'x-component-props': { multiple: true, limit: 3, sizeLimit: 1 } }),
    value: [svg('#52c41a', '门头'), svg('#fa8c16', '大堂')],
  },
  {
    key: 'items',
    component: 'ArrayItems',
    title: '列表',
    note: '最多 3 项时添加不可用，最少 1 项时删除不可用',
    schema: {
      type: 'array',
      title: '餐段',
      maxItems: 3,
      minItems: 1,
      'x-decorator': 'FormItem',
      'x-component': 'ArrayItems',
      items: {
        type: 'object',
        properties: {
          row: {
            type: 'void',
            'x-component': 'Space',
            properties: {
              sort: { type: 'void', 'x-decorator': 'FormItem', 'x-component': 'ArrayItems.SortHandle' },
              name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-component-props': { 'aria-label': '餐段名称' } },
              remove: { type: 'void', 'x-decorator': 'FormItem', 'x-component': 'ArrayItems.Remove' },
            },
          },
        },
      },
      properties: { add: { type: 'void', title: '添加', 'x-component': 'ArrayItems.Addition' } },
    },
    value: [{ name: '早餐' }, { name: '午餐' }],
  },
  {
    key: 'table',
    component: 'ArrayTable',
    title: '表格',
    note: '每页 10 行，超出一页才显示分页；最多 5 行',
    schema: arrayTable(
      { title: '价格档位', maxItems: 5 },
      {
        name: column('名称', { name: { type: 'string', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-component-props': { 'aria-label': '名称' } } }),
        price: column('价格', {
          price: { type: 'number', 'x-decorator': 'FormItem', 'x-component': 'NumberInput', 'x-component-props': { precision: 2, 'aria-label': '价格' } },
        }),
      },
      70,
    ),
    value: [
      { name: '中杯', price: 18 },
      { name: '大杯', price: 22 },
    ],
  },
  {
    key: 'coupons',
    component: 'CouponPicker',
    title: '优惠券选择',
    note: 'selectNumber 3；演示数据',
    schema: field('赠送优惠券', 'CouponPicker', { type: 'array', 'x-component-props': { selectNumber: 3 } }),
    value: demoChosenCoupons,
  },
  {
    key: 'activities',
    component: 'ActivityPicker',
    title: '活动选择',
    note: 'selectNumber 1；演示数据',
    schema: field('关联活动', 'ActivityPicker', { type: 'array', 'x-component-props': { selectNumber: 1 } }),
    value: demoChosenActivities,
  },
  {
    key: 'storage',
    component: 'FormItem · Storage',
    title: 'Storage 样式',
    note: '勾选打开气泡；值为空时确定不可用；取消并取消勾选会清空',
    schema: field('开具发票', 'Input', { type: 'string', 'x-decorator-props': { displayStyle: 'Storage' } }),
    value: '抬头：一叶茶餐饮有限公司',
  },
  {
    key: 'leftRight',
    component: 'FormItem · LeftRight',
    title: '通用属性',
    note: '左右布局、labelWidth、explain、右侧说明、图片示例',
    schema: field('门店公告', 'Input', {
      type: 'string',
      description: '顶部展示',
      'x-decorator-props': {
        displayStyle: 'LeftRight',
        labelWidth: 90,
        explain: '最多 50 字',
        descriptionPosition: 'right',
        example: { type: 'image', title: '示例', content: svg('#722ed1', '公告') },
      },
    }),
    value: '今日新品：桂花拿铁',
  },
  {
    key: 'upDown',
    component: 'FormItem · Updown',
    title: '上下布局',
    note: '标签在上，说明在下，必填星号',
    schema: field('联系人', 'Input', { type: 'string', required: true, description: '门店负责人姓名', 'x-decorator-props': { displayStyle: 'Updown' } }),
    value: '王店长',
  },
]
