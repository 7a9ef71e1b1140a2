import { ArrayItems as BaseArrayItems, ArrayTable as BaseArrayTable } from '@formily/antd-v5'
import type { ArrayField } from '@formily/core'
import { observer, useField } from '@formily/react'
import type { TableProps } from 'antd'
import type { HTMLAttributes } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { ArrayAddition, ArrayRemove, type ArrayLimits } from './array-buttons.js'

/** Props of `ArrayItems`: a sortable list (200 ms drag animation) with item limits. */
export type ArrayItemsProps = HTMLAttributes<HTMLDivElement> & Partial<ArrayLimits>

function ArrayItemsBase({ maxItems: _max, minItems: _min, ...rest }: ArrayItemsProps) {
  // The limits are read from the field by the buttons; they must not reach the DOM.
  return <BaseArrayItems {...rest} />
}

// Only the named parts are copied: the bases are React.memo objects, and copying all of their keys
// would copy `type` too and silently swap in the unlimited component.
function mixins(base: typeof BaseArrayTable | typeof BaseArrayItems) {
  const { Index, SortHandle, MoveUp, MoveDown, Copy, useArray, useIndex, useRecord } = base
  return { Index, SortHandle, MoveUp, MoveDown, Copy, useArray, useIndex, useRecord, Addition: ArrayAddition, Remove: ArrayRemove }
}

/** A sortable list of items with Add disabled at `maxItems` (default 100) and Remove at `minItems`. */
export const ArrayItems = Object.assign(ArrayItemsBase, mixins(BaseArrayItems), { Item: BaseArrayItems.Item })

/** Props of `ArrayTable`: item limits and the page size (default 10). */
export interface ArrayTableProps extends Omit<TableProps<unknown>, 'pagination'>, Partial<ArrayLimits> {
  pageSize?: number
}

const ArrayTableBase = observer(({ maxItems: _max, minItems: _min, pageSize, ...rest }: ArrayTableProps) => {
  const field = useField<ArrayField>()
  const size = pageSize ?? DEFAULTS.pageSize
  const rows = Array.isArray(field.value) ? field.value.length : 0
  // The pager only appears once the rows no longer fit on one page.
  return <BaseArrayTable {...(rest as object)} pagination={rows > size ? { pageSize: size } : false} />
})

/**
 * An editable table with item limits and a pager only when rows exceed the page size. It writes
 * `__DO_NOT_USE_THIS_PROPERTY_index__` into rows: send `cleanValues(form.values)`, never the raw values.
 */
export const ArrayTable = Object.assign(ArrayTableBase, mixins(BaseArrayTable), { Column: BaseArrayTable.Column })
