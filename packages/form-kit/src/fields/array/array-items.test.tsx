import type { ArrayField } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { screen, waitFor, within } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../../test/render-schema.js'
import { ARRAY_INDEX_KEY } from '../../core/clean-values.js'
import { DEFAULTS } from '../../core/constants.js'
import { getArrayLimits } from './array-buttons.js'

const listSchema = (limits: { maxItems?: number; minItems?: number } = {}): ISchema =>
  objectSchema({
    phones: {
      type: 'array',
      title: '联系电话',
      'x-decorator': 'FormItem',
      'x-component': 'ArrayItems',
      'x-component-props': limits,
      items: {
        type: 'object',
        properties: {
          row: {
            type: 'void',
            'x-component': 'Space',
            properties: {
              phone: { type: 'string', title: '电话', 'x-component': 'Input' },
              remove: { type: 'void', 'x-component': 'ArrayItems.Remove' },
            },
          },
        },
      },
      properties: { add: { type: 'void', title: '添加电话', 'x-component': 'ArrayItems.Addition' } },
    },
  })

describe('ArrayItems limits', () => {
  it('disables Add once maxItems is reached', async () => {
    const { form, user } = renderSchema(listSchema({ maxItems: 2 }))
    const add = screen.getByRole('button', { name: '添加电话' })
    await user.click(add)
    expect(add).toBeEnabled()
    await user.click(add)
    expect(add).toBeDisabled()
    await user.click(add)
    expect(form.values.phones).toHaveLength(2)
  })

  it('allows 100 items by default', () => {
    const { form } = renderSchema(listSchema())
    const field = form.query('phones').take() as ArrayField
    expect(getArrayLimits(field)).toEqual({ maxItems: 100, minItems: 0 })
    expect(screen.getByRole('button', { name: '添加电话' })).toBeEnabled()
  })

  it('disables Remove at minItems', async () => {
    const { form, user } = renderSchema(listSchema({ minItems: 1 }), { initialValues: { phones: [{ phone: 'a' }, { phone: 'b' }] } })
    const removes = () => screen.getAllByRole('button', { name: '删除' })
    expect(removes().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true)
    await user.click(removes()[0] as HTMLElement)
    expect(form.values.phones).toEqual([{ phone: 'b' }])
    expect(removes()[0]).toBeDisabled()
  })
})

describe('ArrayItems sorting', () => {
  it('animates a dragged item over 200 ms', async () => {
    const schema = objectSchema({
      list: {
        type: 'array',
        'x-component': 'ArrayItems',
        items: {
          type: 'object',
          properties: {
            sort: { type: 'void', 'x-component': 'ArrayItems.SortHandle' },
            name: { type: 'string', 'x-component': 'Input' },
          },
        },
      },
    })
    const { container, user } = renderSchema(schema, { initialValues: { list: [{ name: 'a' }, { name: 'b' }] } })
    const handle = container.querySelector('[aria-roledescription="sortable"]') as HTMLElement
    handle.focus()
    await user.keyboard(' ')
    const item = handle.closest('.ant-formily-array-items-item') as HTMLElement
    expect(item.style.transition).toContain(`${DEFAULTS.dragAnimationMs}ms`)
  })
})

const tableSchema: ISchema = objectSchema({
  items: {
    type: 'array',
    title: '商品',
    'x-decorator': 'FormItem',
    'x-component': 'ArrayTable',
    'x-component-props': { maxItems: 12 },
    items: {
      type: 'object',
      properties: {
        nameColumn: {
          type: 'void',
          title: '商品名',
          'x-component': 'ArrayTable.Column',
          properties: { name: { type: 'string', 'x-component': 'Input' } },
        },
      },
    },
    properties: { add: { type: 'void', title: '添加商品', 'x-component': 'ArrayTable.Addition' } },
  },
})

describe('ArrayTable', () => {
  it('emits rows without Formily’s internal index key', async () => {
    const onSubmit = vi.fn()
    const { form, user } = renderSchema(tableSchema, { onSubmit, initialValues: { items: [{ name: '拿铁' }] } })
    expect(Object.keys(form.values.items[0] as object)).toContain(ARRAY_INDEX_KEY)
    await user.click(screen.getByRole('button', { name: '提交并保存' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ items: [{ name: '拿铁' }] }))
  })

  it('shows the pager only when rows exceed the page size of 10', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ name: `商品${i + 1}` }))
    const { container, user } = renderSchema(tableSchema, { initialValues: { items: rows } })
    expect(container.querySelector('.ant-pagination')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '添加商品' }))
    await waitFor(() => expect(container.querySelector('.ant-pagination')).toBeInTheDocument())
    expect(within(container.querySelector('tbody') as HTMLElement).getAllByRole('textbox')).toHaveLength(10)
  })
})
