import { Form, Input, Select, type FormItemProps, type InputProps, type SelectProps } from 'antd'

export interface TextFilterProps extends Pick<InputProps, 'placeholder' | 'maxLength' | 'inputMode'> {
  name: string
  label: string
  /** The field's width in px. */
  width: number
  /** Cleans what is typed before the form keeps it (`digitsOnly` for an id). */
  normalize?: FormItemProps['normalize']
}

/** A text filter of a `SearchForm`: its label, a box of `width` px that ✕ clears, typed up to `maxLength`. */
export const TextFilter = ({ name, label, width, normalize, ...input }: TextFilterProps) => (
  <Form.Item name={name} label={label} normalize={normalize}>
    <Input allowClear {...input} style={{ width }} />
  </Form.Item>
)

export interface SelectFilterProps extends Omit<SelectProps, 'style'> {
  name: string
  label: string
  /** The field's width in px. */
  width: number
}

/** A choice of a `SearchForm`: its label, a select of `width` px that ✕ clears, 全部 while nothing is chosen (unless `placeholder` says otherwise). */
export const SelectFilter = ({ name, label, width, placeholder = '全部', ...select }: SelectFilterProps) => (
  <Form.Item name={name} label={label}>
    <Select allowClear placeholder={placeholder} {...select} style={{ width }} />
  </Form.Item>
)
