import { COUNTRY_CODE_OPTIONS, DEFAULT_COUNTRY_CODE } from '@yunying/contracts'
import { connect, mapProps, observer, useField, useForm } from '@formily/react'
import type { Field } from '@formily/core'
import { Checkbox, Input, Select, Space } from 'antd'
import { digitsOnly } from '../../../shared/lib/phone-rules.js'

/** A 1/0 value as one checkbox (isAssetExchange, labelled 余额). */
const FlagCheckboxBase = ({ value, onChange, disabled, label }: { value?: number; onChange?: (v: number) => void; disabled?: boolean; label: string }) => (
  <Checkbox checked={value === 1} disabled={disabled} onChange={(e) => onChange?.(e.target.checked ? 1 : 0)}>
    {label}
  </Checkbox>
)
export const FlagCheckbox = connect(FlagCheckboxBase)

/**
 * The contact phone with its country code in front. The code lives in the sibling field
 * `countryCode`; changing it checks the number again (+86: 1 and 10 digits, otherwise 8 or more).
 */
const CountryPhoneInputBase = observer(
  ({
    value,
    onChange,
    disabled,
    placeholder,
    style,
    codePath = 'countryCode',
  }: {
    value?: string
    onChange?: (v: string) => void
    disabled?: boolean
    placeholder?: string
    style?: React.CSSProperties
    codePath?: string
  }) => {
    const form = useForm()
    const field = useField<Field>()
    const code = (form.getValuesIn(codePath) as string | undefined) ?? DEFAULT_COUNTRY_CODE
    return (
      <Space.Compact style={{ width: '100%', ...style }}>
        <Select
          aria-label="国家/地区代码"
          style={{ width: 100 }}
          value={code}
          disabled={disabled}
          options={COUNTRY_CODE_OPTIONS.map((c) => ({ value: c, label: c }))}
          onChange={(next: string) => {
            form.setValuesIn(codePath, next)
            if (value) void field.validate().catch(() => {})
          }}
        />
        <Input
          aria-label={typeof field.title === 'string' ? field.title : '手机号'}
          value={value ?? ''}
          disabled={disabled}
          placeholder={placeholder}
          maxLength={20}
          onChange={(e) => onChange?.(digitsOnly(e.target.value))}
        />
      </Space.Compact>
    )
  },
)
export const CountryPhoneInput = connect(CountryPhoneInputBase, mapProps({ disabled: true }))
