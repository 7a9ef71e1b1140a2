import type { ISchema } from '@formily/json-schema'

/** A field: `title` in a FormItem around `component`, with the rest of its schema. */
export const field = (title: string, component: string, extra: ISchema = {}): ISchema => ({
  title,
  'x-decorator': 'FormItem',
  'x-component': component,
  ...extra,
})

/** An ArrayTable column headed `title` (`width` wide when given), its cell `properties`. */
export const column = (title: string, properties: Record<string, ISchema>, width?: number): ISchema => ({
  type: 'void',
  'x-component': 'ArrayTable.Column',
  'x-component-props': { title, ...(width ? { width } : {}) },
  properties,
})

/**
 * An array edited as a table: 序号, the `columns` given, 操作 (remove, `removeWidth` wide) and 添加
 * under it; `schema` adds to the array's own (title, limits, default).
 */
export const arrayTable = (schema: ISchema, columns: Record<string, ISchema>, removeWidth: number): ISchema => ({
  type: 'array',
  ...schema,
  'x-decorator': 'FormItem',
  'x-component': 'ArrayTable',
  items: {
    type: 'object',
    properties: {
      index: column('序号', { index: { type: 'void', 'x-component': 'ArrayTable.Index' } }, 60),
      ...columns,
      remove: column('操作', { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } }, removeWidth),
    },
  },
  properties: { add: { type: 'void', title: '添加', 'x-component': 'ArrayTable.Addition' } },
})
