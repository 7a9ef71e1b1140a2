import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { ConfigValue } from '@yunying/contracts'
import { CheckboxList } from '@yunying/form-kit'
import { Button, Input, InputNumber, Radio, Space, Switch, Typography } from 'antd'
import { INPUT_LIMITS, type FieldDef } from '../lib/config-editor.js'
import { ConfigImageInput } from './config-image-input.js'

interface Props {
  def: FieldDef
  value: ConfigValue
  onChange: (value: ConfigValue) => void
  disabled: boolean
  invalid: boolean
}

const asText = (v: ConfigValue) => (typeof v === 'string' ? v : '')
const asList = (v: ConfigValue) => (Array.isArray(v) ? v : [])

/** An array value: a list of text items, at most 50 (spec 2 §9), each labelled by its option when it has one. */
const ArrayInput = ({ def, value, onChange, disabled, invalid }: Props) => {
  const items = asList(value)
  const labelOf = (i: number) => `${def.name} ${def.optionValues[i]?.title ?? `第${i + 1}项`}`
  const set = (list: string[]) => onChange(list)
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 560 }}>
      {items.map((item, i) => (
        <Space.Compact key={i} style={{ width: '100%' }}>
          <Input
            addonBefore={def.optionValues[i]?.title ?? `第${i + 1}项`}
            aria-label={labelOf(i)}
            value={item}
            maxLength={INPUT_LIMITS.text}
            disabled={disabled}
            status={invalid ? 'error' : undefined}
            onChange={(e) => set(items.map((v, j) => (j === i ? e.target.value : v)))}
          />
          {!disabled && <Button icon={<DeleteOutlined />} aria-label={`删除${labelOf(i)}`} onClick={() => set(items.filter((_, j) => j !== i))} />}
        </Space.Compact>
      ))}
      {items.length === 0 && disabled ? <Typography.Text type="secondary">（空）</Typography.Text> : null}
      {!disabled && (
        <Button icon={<PlusOutlined />} disabled={items.length >= INPUT_LIMITS.arrayItems} onClick={() => set([...items, ''])}>
          添加一项（{items.length}/{INPUT_LIMITS.arrayItems}）
        </Button>
      )}
    </Space>
  )
}

/** The input of a configuration value by its data type (spec 2 §3, §9): switch, number, text, image, radio, checkbox, array. */
export const ConfigValueInput = (props: Props) => {
  const { def, value, onChange, disabled, invalid } = props
  const status = invalid ? 'error' : undefined
  switch (def.dataType) {
    case 'bool':
      return <Switch aria-label={def.name} checked={value === true} disabled={disabled} onChange={(on) => onChange(on)} checkedChildren="开" unCheckedChildren="关" />
    case 'number':
      return (
        <InputNumber
          aria-label={def.name}
          value={typeof value === 'number' ? value : null}
          disabled={disabled}
          status={status}
          // Nine digits (spec 2 §9), with room for a sign and a decimal point.
          maxLength={INPUT_LIMITS.numberDigits + 2}
          style={{ width: 240 }}
          placeholder="请输入数字"
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        />
      )
    case 'string':
      return (
        <Input.TextArea
          aria-label={def.name}
          value={asText(value)}
          disabled={disabled}
          status={status}
          maxLength={INPUT_LIMITS.text}
          showCount
          autoSize={{ minRows: 2, maxRows: 8 }}
          style={{ maxWidth: 560 }}
          placeholder="请输入"
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'image':
      return <ConfigImageInput label={def.name} value={asText(value)} disabled={disabled} onChange={onChange} />
    case 'radio':
      return (
        // antd's group passes no role through: the wrapper names the choice for assistive technology.
        <div role="radiogroup" aria-label={def.name}>
          <Radio.Group value={asText(value) || undefined} disabled={disabled} onChange={(e) => onChange(e.target.value as string)}>
            {def.optionValues.map((o) => (
              <Radio key={o.value} value={o.value}>
                {o.title}
              </Radio>
            ))}
          </Radio.Group>
        </div>
      )
    case 'checkbox':
      return (
        <CheckboxList aria-label={def.name} value={asList(value)} disabled={disabled} onChange={(list) => onChange(list.map(String))} items={def.optionValues.map((o) => ({ label: o.title, value: o.value }))} />
      )
    case 'array':
      return <ArrayInput {...props} />
    default:
      return <Typography.Text type="secondary">不支持的数据类型 {def.dataType}</Typography.Text>
  }
}
