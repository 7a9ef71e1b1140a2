import { createForm } from '@formily/core'
import { connect, observer } from '@formily/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormKitProvider } from '../core/provider.js'
import { SchemaForm } from './schema-form.js'

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '品牌名称', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
  },
}

describe('SchemaForm', () => {
  it('creates its own form from initial values and submits them', async () => {
    const onSubmit = vi.fn()
    render(<SchemaForm schema={schema} initialValues={{ name: '老街' }} onSubmit={onSubmit} />)
    expect(screen.getByRole('textbox', { name: '品牌名称' })).toHaveValue('老街')
    await userEvent.click(screen.getByRole('button', { name: '提交并保存' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '老街' }))
  })

  it('adds the toolkit’s language to a plain Formily form', async () => {
    const onSubmitFailed = vi.fn()
    const form = createForm()
    render(
      <FormKitProvider locale="en-US">
        <SchemaForm form={form} schema={schema} onSubmit={vi.fn()} onSubmitFailed={onSubmitFailed} />
      </FormKitProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Submit and save' }))
    expect(await screen.findByText('This field is required')).toBeInTheDocument()
    expect(onSubmitFailed).toHaveBeenCalled()
  })

  it('renders extra components registered for one form', () => {
    const Stars = connect(({ value }: { value?: number }) => <span>{'★'.repeat(value ?? 0)}</span>)
    render(
      <SchemaForm
        schema={{ type: 'object', properties: { rating: { type: 'number', 'x-component': 'Stars' } } }}
        initialValues={{ rating: 3 }}
        components={{ Stars }}
      />,
    )
    expect(screen.getByText('★★★')).toBeInTheDocument()
  })

  it('keeps its fields, and the key being typed, when its parent renders with equal components written inline', async () => {
    const Stars = connect(({ value }: { value?: number }) => <span>{'★'.repeat(value ?? 0)}</span>)
    const form = createForm<{ name?: string }>()
    const Page = observer(() => (
      <>
        <SchemaForm form={form} schema={schema} components={{ Stars }} />
        <span>{form.values.name?.length ?? 0} 字</span>
      </>
    ))
    render(<Page />)
    const input = screen.getByRole('textbox', { name: '品牌名称' })
    await userEvent.type(input, '老街火锅')
    expect(screen.getByText('4 字')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '品牌名称' })).toBe(input)
    expect(input).toHaveValue('老街火锅')
    expect(input).toHaveFocus()
  })
})
