import { connect, mapProps, mapReadPretty } from '@formily/react'
import { Input, Typography, type InputProps } from 'antd'
import type { ChangeEvent, FocusEvent } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { mapAriaLabel } from '../shared/map-aria-label.js'

/** Props of `TextInput` (spec 3 §5.4 text input). */
export interface TextInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string
  onChange?: (value: string) => void
  /** Maximum length; a counter is shown when it is set. */
  maxLength?: number
  /** Removes every whitespace character as the user types. */
  removeAllSpace?: boolean
  /** Trims leading and trailing whitespace when the input loses focus (typing "a b" must stay possible). */
  trim?: boolean
  /** Masks the value. */
  password?: boolean
}

function TextInputBase({ value, onChange, removeAllSpace, trim, password, maxLength, onBlur, ...rest }: TextInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    onChange?.(removeAllSpace ? text.replace(/\s+/g, '') : text)
  }
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (trim && typeof value === 'string' && value !== value.trim()) onChange?.(value.trim())
    onBlur?.(event)
  }
  const common = { ...rest, value: value ?? '', maxLength, onChange: handleChange, onBlur: handleBlur }
  if (password) return <Input.Password {...common} />
  return <Input {...common} showCount={maxLength !== undefined} />
}

function TextPreview({ value, password }: TextInputProps) {
  if (value === undefined || value === null || value === '') return <Typography.Text>{DEFAULTS.emptyText}</Typography.Text>
  return <Typography.Text>{password ? '******' : value}</Typography.Text>
}

/** A text input with optional counter, whitespace removal, trimming and masking. */
export const TextInput = connect(TextInputBase, mapProps(mapAriaLabel), mapReadPretty(TextPreview))
