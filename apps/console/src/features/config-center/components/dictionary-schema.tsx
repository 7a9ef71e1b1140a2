import type { Field } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { connect, mapProps, observer, useField, useForm } from '@formily/react'
import { APPLY_TYPES, BIZ_TYPES, DATA_TYPES, DICT_LIMITS, FIELD_STATUS, MANAGE_TYPES, SERVICE_MODULES, type ConfigValue } from '@yunying/contracts'
import { ImageUpload } from '@yunying/form-kit'
import { Checkbox, Input, Space } from 'antd'
import type { ComponentProps } from 'react'
import { DictionaryDefaultInput } from './dictionary-default-input.js'
import {
  TICKED_FIELDS,
  optionLimitOf,
  relatableChoices,
  ruleMessageFor,
  shapeMessage,
  sortNumMessage,
  tickedMessage,
  usesOptions,
  usesRelated,
  type DictionaryFormValues,
  type OptionRow,
  type RelatedOptionRow,
  type TickedField,
} from './dictionary-form-model.js'
import { DictionaryOptionList } from './dictionary-option-list.js'
import { DictionaryRelatedEditor } from './dictionary-related-editor.js'
import { item } from '../../../shared/lib/schema-items.js'

type ValidatorContext = { form: { values: DictionaryFormValues } }

/** Names an input after its field's title (Formily's FormItem renders its label without `for`). */
const named = <P extends { 'aria-label'?: string }>(props: P, field: { title?: unknown }) => (props['aria-label'] || typeof field?.title !== 'string' ? props : { ...props, 'aria-label': field.title })

/** 字段描述: a text area with a counter. */
const DescripInput = connect((props: ComponentProps<typeof Input.TextArea>) => <Input.TextArea {...props} />, mapProps(named))

/** The option list, with the limit and the default column of the field's type. */
const OptionsField = observer((props: { value?: OptionRow[]; onChange?: (v: OptionRow[]) => void }) => {
  const dataType = useForm<DictionaryFormValues>().values.dataType
  return <DictionaryOptionList {...props} limit={optionLimitOf(dataType)} withDefault={dataType === 'array'} />
})

/** The field's default, of its type and options. */
const DefaultField = observer((props: { value?: ConfigValue; onChange?: (v: ConfigValue) => void }) => {
  const values = useForm<DictionaryFormValues>().values
  return <DictionaryDefaultInput {...props} label="默认值" dataType={values.dataType} options={values.optionValues ?? []} />
})

/** The related configs, offered the field's current values. */
const RelatedField = observer((props: { value?: RelatedOptionRow[]; onChange?: (v: RelatedOptionRow[]) => void }) => {
  const values = useForm<DictionaryFormValues>().values
  return <DictionaryRelatedEditor {...props} choices={relatableChoices(values.dataType, values.optionValues)} />
})

/** 说明文案, 示例图, 帮助链接: a tick box that asks for the value (and makes it required); unticking clears it. */
const TickedInput = observer(({ value, onChange, name }: { value?: string; onChange?: (v: string) => void; name: TickedField }) => {
  const form = useForm<DictionaryFormValues>()
  const field = useField<Field>()
  const { flag, label } = TICKED_FIELDS[name]
  const on = Boolean(form.values[flag])
  const disabled = field.pattern !== 'editable'
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Checkbox
        checked={on}
        disabled={disabled}
        onChange={(e) => {
          form.setValuesIn(flag, e.target.checked)
          if (!e.target.checked) onChange?.('')
        }}
      >
        {`需要${label}（勾选后必填）`}
      </Checkbox>
      {on && name === 'exampleImage' && <ImageUpload value={value || undefined} sizeLimit={5} accept="image/png,image/jpeg,image/gif,image/webp,image/bmp" disabled={disabled} onChange={(v) => onChange?.(typeof v === 'string' ? v : '')} />}
      {on && name !== 'exampleImage' && (
        <Input
          aria-label={label}
          placeholder={name === 'helpLink' ? '如 https://help.example.com/takeout' : '展示在配置项旁的说明'}
          maxLength={DICT_LIMITS[name]}
          showCount
          style={{ maxWidth: 560 }}
          value={value ?? ''}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </Space>
  )
})

/** The editor's own components, by the names the schema uses. Stable: SchemaForm rebuilds its field renderer when they change. */
export const dictionaryComponents = { DescripInput, OptionsField, DefaultField, RelatedField, TickedInput }

const asterisk = (extra: Record<string, unknown> = {}) => ({ 'x-decorator-props': { asterisk: true, ...extra } })
const enumOf = (labels: Record<string | number, string>, numeric = true) => Object.entries(labels).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }))
/** A field checked by the contract's schema for that key. */
const byContract = (key: Parameters<typeof shapeMessage>[0]) => (value: unknown) => shapeMessage(key, value)
const ticked = (key: TickedField) => (value: unknown, _rule: unknown, ctx: ValidatorContext) => tickedMessage(key, ctx.form.values[TICKED_FIELDS[key].flag], value)
const showWhen = (shown: (dataType: string | undefined) => boolean) => (field: Field) => {
  // 'hidden' keeps the value, so switching the type back and forth loses nothing; only what the type uses is sent.
  field.display = shown(field.query('dataType').value() as string | undefined) ? 'visible' : 'hidden'
}

/** The dictionary form of spec 2 §3 and §5; the code is locked and the status offered only when editing. */
export const dictionarySchema = (isEdit: boolean): ISchema => ({
  type: 'object',
  properties: {
    basics: {
      type: 'void',
      'x-component': 'FormSection',
      'x-component-props': { id: 'dictionary-basics', title: '基本信息' },
      properties: {
        applyType: item('应用类型', { type: 'number', ...asterisk(), 'x-component': 'RadioGroup', enum: enumOf(APPLY_TYPES), 'x-validator': byContract('applyType') }),
        fieldName: item('字段名称', {
          type: 'string',
          ...asterisk(),
          'x-component': 'TextInput',
          'x-component-props': { placeholder: '如 外卖模式', maxLength: DICT_LIMITS.fieldName, trim: true, style: { width: 420 } },
          'x-validator': byContract('fieldName'),
        }),
        fieldCode: item('字段编码', {
          type: 'string',
          ...asterisk({ explain: isEdit ? '字段编码创建后不可修改' : '字母开头，可含字母、数字、下划线、点和短横线；全字典唯一，创建后不可修改' }),
          'x-component': 'TextInput',
          'x-component-props': { placeholder: '如 takeout.mode', maxLength: DICT_LIMITS.fieldCode, removeAllSpace: true, disabled: isEdit, style: { width: 420 } },
          'x-validator': byContract('fieldCode'),
        }),
        serverNameAndGroup: item('服务名及分组', {
          type: 'string',
          ...asterisk(),
          'x-component': 'TextInput',
          'x-component-props': { placeholder: '如 order-center/takeout', maxLength: DICT_LIMITS.serverNameAndGroup, trim: true, style: { width: 420 } },
          'x-validator': byContract('serverNameAndGroup'),
        }),
        manageType: item('管理类型', { type: 'number', ...asterisk(), 'x-component': 'RadioGroup', enum: enumOf(MANAGE_TYPES), 'x-validator': byContract('manageType') }),
        pageGroup: item('页面分组', {
          type: 'string',
          'x-decorator-props': { explain: '品牌和集团配置页按页面分组展示字段' },
          'x-component': 'TextInput',
          'x-component-props': { placeholder: '如 外卖设置', maxLength: DICT_LIMITS.pageGroup, trim: true, style: { width: 420 } },
          'x-validator': byContract('pageGroup'),
        }),
        sortNum: item('排序', {
          type: 'number',
          ...asterisk({ explain: '数字小的排在前面，最多两位小数' }),
          'x-component': 'NumberInput',
          'x-component-props': { min: 0, max: DICT_LIMITS.sortNumMax, precision: 2, style: { width: 200 } },
          'x-validator': sortNumMessage,
        }),
        bizTypes: item('业态', { type: 'array', ...asterisk(), 'x-component': 'CheckboxGroup', enum: enumOf(BIZ_TYPES), 'x-validator': byContract('bizTypes') }),
        serviceModule: item('所属服务模块', {
          type: 'string',
          ...asterisk(),
          'x-component': 'Select',
          'x-component-props': { placeholder: '请选择服务模块', 'aria-label': '所属服务模块', showSearch: true, optionFilterProp: 'label', style: { width: 420 } },
          enum: enumOf(SERVICE_MODULES, false),
          'x-validator': byContract('serviceModule'),
        }),
        descrip: item('字段描述', {
          type: 'string',
          ...asterisk(),
          'x-component': 'DescripInput',
          'x-component-props': { placeholder: '这个字段控制什么，谁会用到它', maxLength: DICT_LIMITS.descrip, showCount: true, autoSize: { minRows: 3, maxRows: 8 }, style: { maxWidth: 640 } },
          'x-validator': byContract('descrip'),
        }),
        status: item('状态', {
          type: 'number',
          ...asterisk({ explain: '停用的字段不再出现在品牌和集团配置中' }),
          'x-component': 'RadioGroup',
          'x-display': isEdit ? 'visible' : 'none',
          enum: enumOf(FIELD_STATUS),
          'x-validator': byContract('status'),
        }),
      },
    },
    help: {
      type: 'void',
      'x-component': 'FormSection',
      'x-component-props': { id: 'dictionary-help', title: '说明与帮助' },
      properties: {
        manualText: item('说明文案', { type: 'string', 'x-component': 'TickedInput', 'x-component-props': { name: 'manualText' }, 'x-validator': ticked('manualText') }),
        exampleImage: item('示例图', { type: 'string', 'x-component': 'TickedInput', 'x-component-props': { name: 'exampleImage' }, 'x-validator': ticked('exampleImage') }),
        helpLink: item('帮助链接', { type: 'string', 'x-component': 'TickedInput', 'x-component-props': { name: 'helpLink' }, 'x-validator': ticked('helpLink') }),
      },
    },
    values: {
      type: 'void',
      'x-component': 'FormSection',
      'x-component-props': { id: 'dictionary-values', title: '数据类型与默认值' },
      properties: {
        dataType: item('数据类型', { type: 'string', ...asterisk(), 'x-component': 'RadioGroup', enum: enumOf(DATA_TYPES, false), 'x-validator': byContract('dataType') }),
        optionValues: item('选项', {
          type: 'array',
          ...asterisk({ explain: `最多 ${DICT_LIMITS.options} 个选项，多选最多 ${DICT_LIMITS.checkboxOptions} 个；数组类型每个选项都要有默认值` }),
          'x-component': 'OptionsField',
          'x-reactions': showWhen(usesOptions),
          'x-validator': (_: unknown, __: unknown, ctx: ValidatorContext) => ruleMessageFor(ctx.form.values, 'optionValues'),
        }),
        defaultValue: item('默认值', {
          'x-component': 'DefaultField',
          'x-reactions': showWhen((t) => Boolean(t) && t !== 'array'),
          'x-validator': (_: unknown, __: unknown, ctx: ValidatorContext) => ruleMessageFor(ctx.form.values, 'defaultValue'),
        }),
        relatedData: item('关联配置', {
          type: 'array',
          'x-decorator-props': { explain: `字段取某个值时才出现的配置：最多 ${DICT_LIMITS.relatedOptions} 个关联选项，每个最多 ${DICT_LIMITS.relatedConfigsPerOption} 个关联配置` },
          'x-component': 'RelatedField',
          'x-reactions': showWhen(usesRelated),
          'x-validator': (_: unknown, __: unknown, ctx: ValidatorContext) => ruleMessageFor(ctx.form.values, 'relatedData'),
        }),
      },
    },
  },
})
