import { connect, mapProps, mapReadPretty } from '@formily/react'
import { Input, Typography, type InputProps } from 'antd'
import { useState, type ChangeEvent, type FocusEvent } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { mapAriaLabel } from '../shared/map-aria-label.js'
import { formatNumber, normalizeNumber, type NumberRules } from './normalize-number.js'

/** Props of `NumberInput` (spec 3 §5.4 number mode). */
export interface NumberInputProps extends NumberRules, Omit<InputProps, 'value' | 'onChange' | 'min' | 'max'> {
  value?: number
  onChange?: (value: number | undefined) => void
}

function NumberInputBase({ value, onChange, min, max, precision, onBlur, onFocus, ...rest }: NumberInputProps) {
  // While focused the user's text is kept as typed ("1." must be allowed); it is normalised on blur.
  const [draft, setDraft] = useState<string | undefined>(undefined)

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    setDraft(text)
    const parsed = text.trim() === '' ? undefined : Number(text)
    onChange?.(parsed !== undefined && Number.isFinite(parsed) ? parsed : undefined)
  }
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (draft !== undefined) onChange?.(normalizeNumber(draft, { min, max, precision }))
    setDraft(undefined)
    onBlur?.(event)
  }
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    setDraft(formatNumber(value, precision))
    onFocus?.(event)
  }
  return (
    <Input
      inputMode="decimal"
      {...rest}
      value={draft ?? formatNumber(value, precision)}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  )
}

function NumberPreview({ value, precision }: NumberInputProps) {
  const text = formatNumber(value, precision)
  return <Typography.Text>{text === '' ? DEFAULTS.emptyText : text}</Typography.Text>
}

/** A number-mode input: non-numeric becomes empty, clamped to [min, max], fixed to a precision on blur. */
export const NumberInput = connect(NumberInputBase, mapProps(mapAriaLabel), mapReadPretty(NumberPreview))
