import { ArrayBase, type IArrayBaseAdditionProps } from '@formily/antd-v5'
import type { ArrayField } from '@formily/core'
import type { Schema } from '@formily/json-schema'
import { observer, useField } from '@formily/react'
import { clone } from '@formily/shared'
import { Button, type ButtonProps } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { DEFAULTS } from '../../core/constants.js'
import { useFormKit } from '../../core/provider.js'

/** The item limits of an array field: `maxItems` default 100, `minItems` optional. */
export interface ArrayLimits {
  maxItems: number
  minItems: number
}

/** Reads the limits from the schema (`maxItems`/`minItems`, which also validate) or the component props. */
export function getArrayLimits(field: ArrayField, schema?: Schema): ArrayLimits {
  const props = (field.componentProps ?? {}) as Partial<ArrayLimits>
  return {
    maxItems: schema?.maxItems ?? props.maxItems ?? DEFAULTS.maxItems,
    minItems: schema?.minItems ?? props.minItems ?? 0,
  }
}

function countItems(field: ArrayField): number {
  return Array.isArray(field.value) ? field.value.length : 0
}

function newItem(schema: Schema | undefined, defaultValue: unknown): unknown {
  if (defaultValue !== undefined) return clone(defaultValue)
  const items = Array.isArray(schema?.items) ? schema?.items[0] : schema?.items
  if (items?.type === 'object') return {}
  if (items?.type === 'array') return []
  return undefined
}

/**
 * Add button for `ArrayItems` and `ArrayTable`, disabled at `maxItems`. Formily's own Addition
 * forces its `disabled` from the field, and `maxItems` only validates, so the limit is enforced here.
 */
export const ArrayAddition = observer(({ title, method, defaultValue, ...props }: IArrayBaseAdditionProps) => {
  const self = useField()
  const array = ArrayBase.useArray()
  const { t } = useFormKit()
  if (!array || (array.field.pattern !== 'editable' && array.field.pattern !== 'disabled')) return null
  const { maxItems } = getArrayLimits(array.field, array.schema)
  const atLimit = countItems(array.field) >= maxItems
  return (
    <Button
      autoInsertSpace={false}
      type="dashed"
      block
      icon={<PlusOutlined aria-hidden />}
      {...props}
      disabled={atLimit || array.field.pattern === 'disabled' || props.disabled}
      onClick={(event) => {
        const value = newItem(array.schema, defaultValue)
        if (method === 'unshift') void array.field.unshift(value)
        else void array.field.push(value)
        props.onClick?.(event)
      }}
    >
      {title ?? self?.title ?? t('add')}
    </Button>
  )
})

/** Remove button for `ArrayItems` and `ArrayTable`, disabled at `minItems`. */
export const ArrayRemove = observer(({ index, title, ...props }: ButtonProps & { index?: number }) => {
  const array = ArrayBase.useArray()
  const current = ArrayBase.useIndex(index)
  const { t } = useFormKit()
  if (!array || array.field.pattern !== 'editable') return null
  const { minItems } = getArrayLimits(array.field, array.schema)
  return (
    <Button
      autoInsertSpace={false}
      type="text"
      size="small"
      icon={<DeleteOutlined />}
      aria-label={t('delete')}
      {...props}
      disabled={countItems(array.field) <= minItems || props.disabled}
      onClick={(event) => {
        event.stopPropagation()
        void array.field.remove(current)
        props.onClick?.(event)
      }}
    >
      {title}
    </Button>
  )
})
