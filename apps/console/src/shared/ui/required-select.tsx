import { Select, TreeSelect, type SelectProps, type TreeSelectProps } from 'antd'
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select'

/**
 * antd's Select for a required `Form.Item`. The item hands its control `aria-required`, and Select puts
 * it on its outer box, a plain element that ARIA does not allow it on (axe: aria-allowed-attr). The
 * item's asterisk and its message already say that a choice is required, so the attribute is dropped.
 */
export const RequiredSelect = <V, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({ 'aria-required': _required, ...props }: SelectProps<V, O> & { 'aria-required'?: unknown }) => (
  <Select<V, O> {...props} />
)

/** antd's TreeSelect for a required `Form.Item`, for the same reason as `RequiredSelect`. */
export const RequiredTreeSelect = <V,>({ 'aria-required': _required, ...props }: TreeSelectProps<V> & { 'aria-required'?: unknown }) => <TreeSelect<V> {...props} />
