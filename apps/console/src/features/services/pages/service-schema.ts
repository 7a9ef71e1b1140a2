import type { ISchema } from '@formily/json-schema'
import type { Field } from '@formily/core'
import { observable } from '@formily/reactive'
import { INDUSTRY_BRAND_TYPE, PRODUCE_CLASS_ORDER, PRODUCE_MODELS, SERVICE_LEVELS, type BrandTypeOption, type ProduceMold } from '@yunying/contracts'
import { item, required, requiredSelect, requiredText } from '../../../shared/lib/schema-items.js'


/** The options the page loads, observable so the fields follow them as they arrive. */
export interface ServiceEditorOptions {
  molds: ProduceMold[]
  mains: Array<{ id: number; produceType: string; produceName: string }>
  types: BrandTypeOption[]
  /** The service being edited: it cannot be its own parent. */
  selfType: string | null
}

/**
 * The field reactions: category, parent and brand-type options, and the industry field that shows
 * only when 餐饮2.0 (66) is ticked (spec 2 §5), offering that type's industries.
 */
export const serviceEditorScope = () => {
  const options = observable<ServiceEditorOptions>({ molds: [], mains: [], types: [], selfType: null })
  return {
    options,
    reactions: {
      moldReaction: (field: Field) => {
        field.dataSource = options.molds.map((m) => ({ label: m.name, value: m.id }))
        // A sub-service lives in its main service's category.
        const pid = field.query('pid').value() as number | undefined
        field.disabled = Boolean(pid)
        field.description = pid ? '子服务跟随主服务的分类' : undefined
      },
      parentReaction: (field: Field) => {
        field.dataSource = options.mains.filter((m) => m.produceType !== options.selfType).map((m) => ({ label: `${m.produceName}（${m.produceType}）`, value: m.id }))
      },
      brandTypeReaction: (field: Field) => {
        field.dataSource = options.types.map((t) => ({ label: t.name, value: t.id }))
      },
      industryReaction: (field: Field) => {
        const types = (field.query('brandTypes').value() as number[] | undefined) ?? []
        const shown = types.includes(INDUSTRY_BRAND_TYPE)
        field.display = shown ? 'visible' : 'none'
        field.dataSource = (options.types.find((t) => t.id === INDUSTRY_BRAND_TYPE)?.industries ?? []).map((i) => ({ label: i.name, value: i.id }))
      },
    },
  }
}

/**
 * The service form of spec 2 §3 and §5, with the server's messages: every field required except the
 * parent and the detail; code and granularity locked when editing.
 */
export const serviceSchema = (isEdit: boolean, reactions: ReturnType<typeof serviceEditorScope>['reactions']): ISchema => ({
  type: 'object',
  properties: {
    produceMold: requiredSelect('服务分类', '服务分类', { 'x-reactions': reactions.moldReaction }),
    pid: item('上级服务', {
      type: 'number',
      'x-component': 'Select',
      'x-component-props': { placeholder: '不选则为主服务', allowClear: true, showSearch: true, optionFilterProp: 'label', style: { width: 360 } },
      'x-decorator-props': { explain: '选择主服务后，本服务作为它的子服务' },
      'x-reactions': reactions.parentReaction,
    }),
    produceType: item('服务CODE', {
      type: 'string',
      ...required('请输入服务CODE'),
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '字母开头，如 store_pos', maxLength: 50, trim: true, disabled: isEdit, style: { width: 360 } },
      'x-decorator-props': { explain: isEdit ? '服务CODE创建后不可修改' : '创建后不可修改' },
      'x-validator': [{ required: true, message: '请输入服务CODE' }, { pattern: /^[A-Za-z][A-Za-z0-9_.-]*$/, message: '服务CODE以字母开头，只能包含字母、数字、下划线、点和短横线' }],
    }),
    produceName: requiredText('服务名称', 50, 360),
    classDesc: requiredSelect('服务标签', '服务标签', {
      type: 'string',
      'x-decorator-props': { explain: '品牌详情按标签分组展示服务' },
      enum: PRODUCE_CLASS_ORDER.map((name) => ({ label: name, value: name })),
    }),
    produceIcon: item('服务图标', {
      type: 'string',
      ...required('请上传服务图标'),
      'x-component': 'ServiceIconUpload',
    }),
    level: item('服务粒度', {
      type: 'number',
      ...required('请选择服务粒度'),
      'x-component': 'RadioGroup',
      'x-component-props': { disabled: isEdit },
      'x-decorator-props': { explain: isEdit ? '服务粒度创建后不可修改' : '创建后不可修改' },
      enum: Object.entries(SERVICE_LEVELS).map(([value, label]) => ({ label, value: Number(value) })),
    }),
    produceModel: item('售卖模式', {
      type: 'number',
      default: 1,
      ...required('请选择售卖模式'),
      'x-component': 'RadioGroup',
      enum: Object.entries(PRODUCE_MODELS).map(([value, label]) => ({ label, value: Number(value) })),
    }),
    brandTypes: item('适用品牌类型', {
      type: 'array',
      ...required('请选择适用品牌类型'),
      'x-component': 'CheckboxGroup',
      'x-reactions': reactions.brandTypeReaction,
    }),
    industryIds: item('适用行业', {
      type: 'array',
      ...required('请选择适用行业'),
      'x-component': 'CheckboxGroup',
      'x-decorator-props': { explain: '勾选餐饮2.0时按行业区分' },
      'x-reactions': reactions.industryReaction,
    }),
    introduce: item('服务介绍', {
      type: 'string',
      ...required('请输入服务介绍'),
      'x-component': 'TextInput',
      'x-component-props': { placeholder: '一句话介绍，展示在开通服务的选项中', maxLength: 100, trim: true, style: { width: 480 } },
    }),
    produceDetail: item('服务详情', {
      type: 'string',
      'x-component': 'RichTextEditor',
      'x-component-props': { 'aria-label': '服务详情' },
    }),
    isShow: item('显示状态', {
      type: 'number',
      default: 1,
      'x-component': 'RadioGroup',
      'x-decorator-props': { explain: '隐藏后不再出现在开通服务的选项中，已开通的品牌不受影响' },
      enum: [
        { label: '显示', value: 1 },
        { label: '隐藏', value: 0 },
      ],
    }),
    sort: item('排序', {
      type: 'number',
      default: 0,
      'x-component': 'NumberInput',
      'x-component-props': { min: 0, max: 99999, precision: 0, style: { width: 160 } },
      'x-decorator-props': { explain: '数字小的排在前面' },
    }),
  },
})
