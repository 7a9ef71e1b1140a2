import { act, screen } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../test/render-schema.js'
import { getFieldFlags, setFlags } from './field-flags.js'

const schema = objectSchema({
  group: {
    type: 'void',
    'x-component': 'FormSection',
    'x-component-props': { id: 'group' },
    properties: {
      city: { type: 'string', title: '城市', 'x-decorator': 'FormItem', 'x-component': 'Input' },
    },
  },
  name: { type: 'string', title: '名称', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-data': { flags: { disabled: true } } },
})

describe('field flags applied to a Formily form', () => {
  it('reads flags from x-data and applies the resolved pattern', () => {
    const { form } = renderSchema(schema)
    expect(screen.getByRole('textbox', { name: '名称' })).toBeDisabled()
    expect(form.query('name').take()?.pattern).toBe('disabled')
  })

  it('hides every child of a hidden parent and shows them again', () => {
    const { form } = renderSchema(schema)
    expect(screen.getByRole('textbox', { name: '城市' })).toBeInTheDocument()
    act(() => setFlags(form, 'group', { hidden: true }))
    expect(screen.queryByRole('textbox', { name: '城市' })).not.toBeInTheDocument()
    act(() => setFlags(form, 'group', { hidden: false }))
    expect(screen.getByRole('textbox', { name: '城市' })).toBeInTheDocument()
  })

  it('keeps independent flags apart: un-hiding does not undo a disable', () => {
    const { form } = renderSchema(schema)
    act(() => setFlags(form, 'name', { hidden: true }))
    expect(screen.queryByRole('textbox', { name: '名称' })).not.toBeInTheDocument()
    act(() => setFlags(form, 'name', { hidden: false }))
    expect(screen.getByRole('textbox', { name: '名称' })).toBeDisabled()
    expect(getFieldFlags(form.query('name').take()!)).toEqual({ disabled: true, hidden: false })
  })

  it('readPretty outranks disabled and shows text instead of an input', () => {
    const { form } = renderSchema(schema, { initialValues: { name: '老街面馆' } })
    act(() => setFlags(form, 'name', { readPretty: true }))
    expect(screen.queryByRole('textbox', { name: '名称' })).not.toBeInTheDocument()
    expect(screen.getByText('老街面馆')).toBeInTheDocument()
    act(() => setFlags(form, 'name', { readPretty: false }))
    expect(screen.getByRole('textbox', { name: '名称' })).toBeDisabled()
  })

  it('a read-pretty parent turns its children read-pretty', () => {
    const { form } = renderSchema(schema, { initialValues: { city: '杭州' } })
    act(() => setFlags(form, 'group', { readPretty: true }))
    expect(screen.queryByRole('textbox', { name: '城市' })).not.toBeInTheDocument()
    expect(screen.getByText('杭州')).toBeInTheDocument()
  })
})
