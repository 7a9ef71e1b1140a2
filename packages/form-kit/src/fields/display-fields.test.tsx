import { act, render, screen } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../test/render-schema.js'
import { findCascaderLabels } from './cascader/cascader.js'
import { DataTable } from './data-table/data-table.js'
import { formatDate } from './date/format-date.js'

const regions = [
  { name: '浙江', code: 'zj', items: [{ name: '杭州', code: 'hz' }] },
  { name: '江苏', code: 'js', items: [{ name: '南京', code: 'nj' }] },
]
const fieldNames = { label: 'name', value: 'code', children: 'items' }

describe('Cascader', () => {
  it('finds labels through remapped field names', () => {
    expect(findCascaderLabels(regions, ['zj', 'hz'], fieldNames)).toEqual(['浙江', '杭州'])
    expect(findCascaderLabels(regions, ['zj', 'unknown'], fieldNames)).toEqual(['浙江', 'unknown'])
  })

  it('shows the remapped path when read-pretty and offers the remapped options when editable', async () => {
    const schema = (pattern: string) =>
      objectSchema({
        region: {
          type: 'array',
          title: '地区',
          'x-decorator': 'FormItem',
          'x-component': 'Cascader',
          'x-component-props': { options: regions, fieldNames },
          'x-pattern': pattern,
        },
      })
    const { unmount } = renderSchema(schema('readPretty'), { initialValues: { region: ['js', 'nj'] } })
    expect(screen.getByText('江苏 / 南京')).toBeInTheDocument()
    unmount()
    const { user, form } = renderSchema(schema('editable'))
    await user.click(screen.getByRole('combobox'))
    await user.click(await screen.findByText('浙江'))
    await user.click(await screen.findByText('杭州'))
    expect(form.values.region).toEqual(['zj', 'hz'])
  })
})

describe('dates', () => {
  it('formats as YYYY-MM-DD HH:mm:ss by default and -- when empty', () => {
    expect(formatDate('2024-03-05T08:09:10')).toBe('2024-03-05 08:09:10')
    expect(formatDate('2024-03-05T08:09:10', 'YYYY/MM/DD')).toBe('2024/03/05')
    expect(formatDate(undefined)).toBe('--')
    expect(formatDate('')).toBe('--')
    expect(formatDate('not a date')).toBe('--')
  })

  it('DateText shows the field value', () => {
    renderSchema(
      objectSchema({
        createdAt: { type: 'string', title: '创建时间', 'x-decorator': 'FormItem', 'x-component': 'DateText' },
        updatedAt: { type: 'string', title: '更新时间', 'x-decorator': 'FormItem', 'x-component': 'DateText' },
      }),
      { initialValues: { createdAt: '2024-01-02T03:04:05' } },
    )
    expect(screen.getByText('2024-01-02 03:04:05')).toBeInTheDocument()
    expect(screen.getByText('--')).toBeInTheDocument()
  })
})

describe('option items', () => {
  const options = [
    { label: '堂食', value: 1, explain: '顾客到店用餐', border: true },
    { label: '外卖', value: 2 },
  ]

  it('render label, explanation and border, and emit the values', async () => {
    const { user, form } = renderSchema(
      objectSchema({ modes: { type: 'array', title: '就餐方式', 'x-decorator': 'FormItem', 'x-component': 'CheckboxGroup', enum: options } }),
    )
    expect(screen.getByText('顾客到店用餐')).toBeInTheDocument()
    const dineIn = screen.getByRole('checkbox', { name: /堂食/ }).closest('label') as HTMLElement
    expect(dineIn).toHaveStyle({ border: '1px solid #d9d9d9' })
    expect(screen.getByRole('checkbox', { name: '外卖' }).closest('label')).not.toHaveStyle({ border: '1px solid #d9d9d9' })
    await user.click(screen.getByRole('checkbox', { name: '外卖' }))
    expect(form.values.modes).toEqual([2])
  })

  it('radio options emit one value and read-pretty shows its label', async () => {
    const { user, form } = renderSchema(
      objectSchema({ mode: { type: 'number', title: '就餐方式', 'x-decorator': 'FormItem', 'x-component': 'RadioGroup', enum: options } }),
    )
    await user.click(screen.getByRole('radio', { name: /堂食/ }))
    expect(form.values.mode).toBe(1)
    act(() => form.setPattern('readPretty'))
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    expect(screen.getByText('堂食')).toBeInTheDocument()
  })
})

describe('DataTable', () => {
  const columns = [{ title: '名称', dataIndex: 'name' }]
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ key: i, name: `行${i + 1}` }))

  it('shows no pager for 10 rows and 10 rows a page with a pager for 11', () => {
    const { container, rerender } = render(<DataTable columns={columns} dataSource={rows(10)} />)
    expect(container.querySelector('.ant-pagination')).not.toBeInTheDocument()
    rerender(<DataTable columns={columns} dataSource={rows(11)} />)
    expect(container.querySelector('.ant-pagination')).toBeInTheDocument()
    expect(screen.getByText('行10')).toBeInTheDocument()
    expect(screen.queryByText('行11')).not.toBeInTheDocument()
  })
})
