import { Checkbox, ConfigProvider } from 'antd'
import { useContext, type CSSProperties, type ReactNode } from 'react'

/** One box of a `CheckboxList`. */
export interface CheckboxListItem<V> {
  value: V
  label: ReactNode
  disabled?: boolean
  style?: CSSProperties
}

/** Props of `CheckboxList`. */
export interface CheckboxListProps<V> {
  items: ReadonlyArray<CheckboxListItem<V>>
  value?: readonly V[]
  onChange?: (value: V[]) => void
  disabled?: boolean
  /** Lays the boxes out (a `Space`, say); default side by side. */
  wrap?: (boxes: ReactNode) => ReactNode
  'aria-label'?: string
}

/**
 * A group of check boxes that answers from the items it is drawn with. antd's `Checkbox.Group` keeps
 * only the values its boxes have registered in an effect after they appear, so a tick made between a
 * box's first paint and that effect (options that have just arrived) came back empty and was lost.
 * Here each box is checked from `value`, and a tick computes the next value from the current items,
 * in their order.
 */
export function CheckboxList<V extends string | number | boolean>({ items, value, onChange, disabled, wrap, ...rest }: CheckboxListProps<V>) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const chosen = value ?? []
  const toggle = (item: V, on: boolean) => {
    const next = new Set(chosen.filter((v) => v !== item))
    if (on) next.add(item)
    onChange?.(items.map((i) => i.value).filter((v) => next.has(v)))
  }
  const boxes = items.map((item) => (
    <Checkbox key={String(item.value)} value={item.value} checked={chosen.includes(item.value)} disabled={disabled || item.disabled} style={item.style} onChange={(e) => toggle(item.value, e.target.checked)}>
      {item.label}
    </Checkbox>
  ))
  return (
    <div className={getPrefixCls('checkbox-group')} role="group" aria-label={rest['aria-label']}>
      {wrap ? wrap(boxes) : boxes}
    </div>
  )
}
