import { CONFIG_LIMITS, type ConfigValue } from '@yunying/contracts'
import { CheckboxList, ImageUpload } from '@yunying/form-kit'
import { Checkbox, Input, InputNumber, Select, Space, Switch, Typography } from 'antd'
import { emptyDefaultOf, type OptionRow } from './dictionary-form-model.js'

interface Props {
  /** What the default belongs to, for the inputs' accessible names ("默认值", "配送半径的默认值"). */
  label: string
  dataType?: string
  options?: readonly OptionRow[]
  /** null or undefined: no default. */
  value?: ConfigValue
  onChange?: (value: ConfigValue) => void
  disabled?: boolean
}

const asText = (v: ConfigValue | undefined) => (typeof v === 'string' ? v : '')

const ValueInput = ({ label, dataType, options = [], value, onChange, disabled }: Props & { onChange: (value: ConfigValue) => void }) => {
  const choices = options.filter((o) => (o.value ?? '').trim() !== '').map((o) => ({ value: o.value.trim(), label: o.title?.trim() || o.value.trim() }))
  switch (dataType) {
    case 'bool':
      return <Switch aria-label={label} checked={value === true} disabled={disabled} checkedChildren="开" unCheckedChildren="关" onChange={(on) => onChange(on)} />
    case 'number':
      return (
        <InputNumber
          aria-label={label}
          placeholder="请输入数字"
          style={{ width: 200 }}
          // Nine digits (spec 2 §9) with room for a sign and a point.
          maxLength={CONFIG_LIMITS.numberDigits + 2}
          value={typeof value === 'number' ? value : null}
          disabled={disabled}
          // An emptied number stays "set" (''), so the rule asks 请设置默认值.
          onChange={(v) => onChange(typeof v === 'number' ? v : '')}
        />
      )
    case 'string':
      return <Input.TextArea aria-label={label} placeholder="请输入默认值" autoSize={{ minRows: 1, maxRows: 6 }} style={{ maxWidth: 560 }} maxLength={CONFIG_LIMITS.text} showCount value={asText(value)} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    case 'image':
      return <ImageUpload value={asText(value) || undefined} sizeLimit={5} accept="image/png,image/jpeg,image/gif,image/webp,image/bmp" disabled={disabled} onChange={(v) => onChange(typeof v === 'string' ? v : '')} />
    case 'radio':
      return <Select aria-label={label} placeholder="请选择默认选项" style={{ width: 240 }} options={choices} value={asText(value) || undefined} disabled={disabled} notFoundContent="请先添加选项" onChange={(v: string) => onChange(v)} />
    case 'checkbox':
      return choices.length ? (
        <CheckboxList aria-label={label} items={choices} value={Array.isArray(value) ? value : []} disabled={disabled} onChange={(list) => onChange(list.map(String))} />
      ) : (
        <Typography.Text type="secondary">请先添加选项</Typography.Text>
      )
    default:
      return null
  }
}

/**
 * A default value of the field's type (spec 2 §3): a switch, a number, a text, an image, one option or
 * several. "设置默认值" ticks it on; ticked and left empty, the save rule answers 请设置默认值.
 */
export const DictionaryDefaultInput = (props: Props) => {
  const { label, dataType, value, onChange, disabled } = props
  const isSet = value !== null && value !== undefined
  if (!dataType) return <Typography.Text type="secondary">请先选择数据类型</Typography.Text>
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Checkbox aria-label={`${label} 设置默认值`} checked={isSet} disabled={disabled} onChange={(e) => onChange?.(e.target.checked ? emptyDefaultOf(dataType) : null)}>
        设置默认值
      </Checkbox>
      {isSet && <ValueInput {...props} onChange={(v) => onChange?.(v)} />}
    </Space>
  )
}
