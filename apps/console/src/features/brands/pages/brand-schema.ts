import type { ISchema } from '@formily/json-schema'
import type { Field } from '@formily/core'
import { observable } from '@formily/reactive'
import type { BrandTypeOption } from '@yunying/contracts'
import { PRODUCE_VERSION_LABELS, PRODUCE_MODEL_OPTIONS, PRODUCE_VERSION_OPTIONS, PRODUCE_MODEL_LABELS } from '@yunying/contracts'
import { checkPhoneByCountry } from '../../../shared/lib/phone-rules.js'
import { item, required, requiredSelect, requiredText, textItem } from '../../../shared/lib/schema-items.js'


/** Checks the contact phone against the country code beside it (spec 2 §5). */
export const contactPhoneValidator = (value: string | undefined, _rule: unknown, ctx: { field?: Field; form?: { values: { countryCode?: string } } }) =>
  checkPhoneByCountry(ctx.form?.values.countryCode, value) ?? ''

/** The options the page loads, observable so the fields follow them as they arrive. */
export interface BrandEditorOptions {
  groups: Array<{ id: number; name: string }>
  types: BrandTypeOption[]
}

/**
 * The field reactions: the options of the group, brand-type and industry fields. Industries depend
 * on the brand type (spec 2 §5): the field shows the chosen type's industries, is hidden when the
 * type offers none, and drops a choice the new type does not offer.
 */
export const brandEditorScope = () => {
  const options = observable<BrandEditorOptions>({ groups: [], types: [] })
  return {
    options,
    reactions: {
      groupReaction: (field: Field) => {
        field.dataSource = options.groups.map((g) => ({ label: g.name, value: g.id }))
      },
      brandTypeReaction: (field: Field) => {
        field.dataSource = options.types.map((t) => ({ label: t.name, value: t.id }))
      },
      industryReaction: (field: Field) => {
        const type = field.query('brandType').value() as number | undefined
        const industries = options.types.find((t) => t.id === type)?.industries ?? []
        field.dataSource = industries.map((i) => ({ label: i.name, value: i.id }))
        field.display = industries.length > 0 || options.types.length === 0 ? 'visible' : 'none'
        if (options.types.length > 0 && field.value != null && !industries.some((i) => i.id === field.value)) field.value = undefined
      },
    },
  }
}

/**
 * The brand editor of spec 2 §3 and §5, with the messages the server gives too. `isEdit` hides
 * the create-only contact and locks the group and the balance switch; the group, brand-type and
 * industry options follow `reactions`.
 */
export const brandSchema = (isEdit: boolean, reactions: ReturnType<typeof brandEditorScope>['reactions']): ISchema => ({
  type: 'object',
  properties: {
    groupId: requiredSelect('所属集团', '集团', { 'x-reactions': reactions.groupReaction }, { showSearch: true, optionFilterProp: 'label', disabled: isEdit }),
    name: requiredText('品牌名称', 20, 360),
    brandType: item('品牌类型', {
      type: 'number',
      ...required('请选择品牌类型'),
      'x-component': 'RadioGroup',
      'x-reactions': reactions.brandTypeReaction,
    }),
    industryId: requiredSelect('所属行业', '行业', { 'x-reactions': reactions.industryReaction }),
    isTest: item('测试品牌', {
      type: 'number',
      default: 1,
      ...required('请选择是否为测试品牌'),
      'x-component': 'RadioGroup',
      enum: [
        { label: '是', value: 1 },
        { label: '否', value: 0 },
      ],
    }),
    isAssetExchange: item('资产互通', {
      type: 'number',
      default: 1,
      'x-component': 'FlagCheckbox',
      'x-component-props': { label: '余额', disabled: isEdit },
      'x-decorator-props': { explain: '开启后会员余额可在本品牌各门店之间通用；创建后不可修改' },
    }),
    address: textItem('地址', 50, 480),
    ...(isEdit
      ? {}
      : {
          contactName: requiredText('联系人', 50, 360, { 'x-decorator-props': { explain: '联系人将成为品牌的第一个超级管理员' } }),
          contactPhone: item('联系电话', {
            type: 'string',
            'x-decorator-props': { asterisk: true },
            'x-component': 'CountryPhoneInput',
            'x-component-props': { placeholder: '请输入手机号', style: { width: 360 } },
            // Functions, not '{{…}}' expressions: those compile with new Function, which the CSP forbids.
            'x-validator': [{ validator: contactPhoneValidator }],
          }),
        }),
    produce_model: item('服务模式', {
      type: 'number',
      default: 1,
      ...required('请选择服务模式'),
      'x-component': 'RadioGroup',
      enum: PRODUCE_MODEL_OPTIONS.map((value) => ({ label: PRODUCE_MODEL_LABELS[value], value })),
    }),
    produceVersion: item('产品版本', {
      type: 'number',
      default: 10001,
      ...required('请选择版本'),
      'x-component': 'RadioGroup',
      enum: PRODUCE_VERSION_OPTIONS.map((value) => ({ label: PRODUCE_VERSION_LABELS[value], value })),
    }),
  },
})
