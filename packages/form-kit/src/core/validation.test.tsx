import { act, screen, waitFor } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../test/render-schema.js'
import { setFlags } from './field-flags.js'
import { getFieldValidation, resetForm } from './field-validation.js'

const schema = objectSchema({
  name: { type: 'string', title: '名称', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
  remark: { type: 'string', title: '备注', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
  tags: {
    type: 'array',
    title: '标签',
    maxItems: 2,
    minItems: 2,
    'x-decorator': 'FormItem',
    'x-component': 'CheckboxGroup',
    enum: [
      { label: '新品', value: 'new' },
      { label: '热卖', value: 'hot' },
      { label: '限时', value: 'limited' },
    ],
  },
})

describe('validation messages', () => {
  it('says 该字段是必填字段 under an empty required field and marks it with an asterisk', async () => {
    const onSubmit = vi.fn()
    const { user } = renderSchema(schema, { onSubmit, initialValues: { tags: ['new', 'hot'] } })
    const nameItem = screen.getByText('名称').closest('.ant-formily-item') as HTMLElement
    expect(nameItem.querySelector('.ant-formily-item-asterisk')).toHaveTextContent('*')
    await user.click(screen.getByRole('button', { name: '提交并保存' }))
    expect(await screen.findAllByText('该字段是必填字段')).toHaveLength(2)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('says 长度或条目数不能大于 2 when too many are ticked, and 不能小于 2 when too few', async () => {
    const { form, user } = renderSchema(schema, { initialValues: { name: 'a', remark: 'b', tags: ['new', 'hot', 'limited'] } })
    await act(() => form.validate().catch(() => undefined))
    expect(await screen.findByText('长度或条目数不能大于2')).toBeInTheDocument()
    for (const label of ['新品', '热卖']) await user.click(screen.getByRole('checkbox', { name: label }))
    await act(() => form.validate().catch(() => undefined))
    expect(await screen.findByText('长度或条目数不能小于2')).toBeInTheDocument()
    expect(screen.queryByText('长度或条目数不能大于2')).not.toBeInTheDocument()
  })

  it('uses English with the en-US locale', async () => {
    const { user } = renderSchema(schema, { locale: 'en-US', onSubmit: vi.fn() })
    await user.click(screen.getByRole('button', { name: 'Submit and save' }))
    expect(await screen.findAllByText('This field is required')).toHaveLength(2)
    expect(screen.queryByText('该字段是必填字段')).not.toBeInTheDocument()
  })

  it('keeps each form’s language when two languages share a page', async () => {
    const english = renderSchema(objectSchema({ title: { type: 'string', title: 'Title', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' } }), { locale: 'en-US' })
    renderSchema(objectSchema({ name: { type: 'string', title: '名称', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' } }))
    // Typing then clearing validates this one field on input, not the whole form.
    const input = screen.getByRole('textbox', { name: 'Title' })
    await english.user.type(input, 'x')
    await english.user.clear(input)
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(screen.queryByText('该字段是必填字段')).not.toBeInTheDocument()
  })

  it('skips hidden and read-pretty fields and submits the rest', async () => {
    const onSubmit = vi.fn()
    const { form, user } = renderSchema(schema, { onSubmit, initialValues: { tags: ['new', 'hot'] } })
    act(() => {
      setFlags(form, 'name', { hidden: true })
      setFlags(form, 'remark', { readPretty: true })
    })
    await user.click(screen.getByRole('button', { name: '提交并保存' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ tags: ['new', 'hot'] }))
    expect(screen.queryByText('该字段是必填字段')).not.toBeInTheDocument()
  })

  it('scrolls to the first field in error', async () => {
    const { user } = renderSchema(schema, { onSubmit: vi.fn(), initialValues: { name: 'a', tags: ['new', 'hot'] } })
    const scroll = vi.mocked(Element.prototype.scrollIntoView)
    scroll.mockClear()
    await user.click(screen.getByRole('button', { name: '提交并保存' }))
    await waitFor(() => expect(scroll).toHaveBeenCalled())
    const target = scroll.mock.contexts[0] as HTMLElement
    expect(target).toHaveTextContent('备注')
  })
})

describe('validation state and reset', () => {
  it('reports error with its message, then none once fixed', async () => {
    const { form, user } = renderSchema(schema)
    await act(() => form.validate().catch(() => undefined))
    const name = form.query('name').take() as Parameters<typeof getFieldValidation>[0]
    expect(getFieldValidation(name)).toEqual({ status: 'error', message: '该字段是必填字段' })
    await user.type(screen.getByRole('textbox', { name: '名称' }), '面馆')
    await waitFor(() => expect(getFieldValidation(name)).toEqual({ status: 'none' }))
  })

  it('restores initial values, or clears everything', async () => {
    const { form, user } = renderSchema(schema, { initialValues: { name: '老街面馆' } })
    const input = screen.getByRole('textbox', { name: '名称' })
    await user.clear(input)
    await user.type(input, '新店')
    await act(() => resetForm(form))
    expect(input).toHaveValue('老街面馆')
    await act(() => resetForm(form, 'clear'))
    expect(input).toHaveValue('')
  })
})
