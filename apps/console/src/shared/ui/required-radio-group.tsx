import { Radio, type RadioGroupProps } from 'antd'

/**
 * antd's Radio.Group for a required `Form.Item`. The item hands its control `aria-required`, which ARIA
 * allows only on an element with a role that takes it: the group's box gets the `radiogroup` role, which
 * does (and names what the radios are, for a screen reader).
 */
export const RequiredRadioGroup = (props: RadioGroupProps) => <Radio.Group {...props} {...{ role: 'radiogroup' }} />
