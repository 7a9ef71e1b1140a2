import { connect, mapProps, mapReadPretty } from '@formily/react'
import { Radio, Space, Typography } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { CheckboxList } from './checkbox-list.js'

/** An option item (spec 3 §3.4): label, value, an optional explanation and an optional border. */
export interface OptionItem {
  label: ReactNode
  value: string | number | boolean
  /** Secondary text under the label. */
  explain?: ReactNode
  /** Draws the option as a bordered card. */
  border?: boolean
  disabled?: boolean
}

const bordered: CSSProperties = { border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 12px' }

function OptionLabel({ option }: { option: OptionItem }) {
  return (
    <span>
      {option.label}
      {option.explain ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {option.explain}
        </Typography.Text>
      ) : null}
    </span>
  )
}

/** Props of `CheckboxGroup` and `RadioGroup`. */
export interface OptionGroupProps<V> {
  value?: V
  onChange?: (value: V) => void
  options?: OptionItem[]
  disabled?: boolean
  direction?: 'horizontal' | 'vertical'
}

function CheckboxGroupBase({ value, onChange, options = [], disabled, direction = 'horizontal' }: OptionGroupProps<Array<OptionItem['value']>>) {
  return (
    <CheckboxList
      items={options.map((option) => ({ value: option.value, disabled: option.disabled, style: option.border ? bordered : undefined, label: <OptionLabel option={option} /> }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
      wrap={(boxes) => (
        <Space direction={direction} wrap>
          {boxes}
        </Space>
      )}
    />
  )
}

function RadioGroupBase({ value, onChange, options = [], disabled, direction = 'horizontal' }: OptionGroupProps<OptionItem['value']>) {
  return (
    <Radio.Group value={value} disabled={disabled} onChange={(event) => onChange?.(event.target.value as OptionItem['value'])}>
      <Space direction={direction} wrap>
        {options.map((option) => (
          <Radio key={String(option.value)} value={option.value} disabled={option.disabled} style={option.border ? bordered : undefined}>
            <OptionLabel option={option} />
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  )
}

function OptionsPreview({ value, options = [] }: OptionGroupProps<unknown>) {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  const labels = values.map((item) => options.find((option) => option.value === item)?.label ?? String(item))
  if (labels.length === 0) return <Typography.Text>{DEFAULTS.emptyText}</Typography.Text>
  return (
    <Space wrap split="、">
      {labels.map((label, index) => (
        <span key={index}>{label}</span>
      ))}
    </Space>
  )
}

// mapReadPretty comes first so that mapProps, which wraps it, feeds `options` to the preview too.

/** Checkboxes built from option items; the schema `enum` feeds `options`. */
export const CheckboxGroup = connect(CheckboxGroupBase, mapReadPretty(OptionsPreview), mapProps({ dataSource: 'options' }))

/** Radio buttons built from option items; the schema `enum` feeds `options`. */
export const RadioGroup = connect(RadioGroupBase, mapReadPretty(OptionsPreview), mapProps({ dataSource: 'options' }))
