import { act, screen } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../../test/render-schema.js'

function renderText(props: Record<string, unknown>, initialValues?: Record<string, unknown>) {
  return renderSchema(
    objectSchema({ title: { type: 'string', title: '标题', 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-component-props': props } }),
    initialValues ? { initialValues } : {},
  )
}

describe('TextInput', () => {
  it('stops at the max length and counts the characters', async () => {
    const { form, user } = renderText({ maxLength: 5 })
    expect(screen.getByText('0 / 5')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: '标题' }), '周末特惠活动来了')
    expect(form.values.title).toBe('周末特惠活')
    expect(screen.getByText('5 / 5')).toBeInTheDocument()
  })

  it('removes every whitespace character as the user types', async () => {
    const { form, user } = renderText({ removeAllSpace: true })
    await user.type(screen.getByRole('textbox', { name: '标题' }), ' 1 38 0000 ')
    expect(form.values.title).toBe('1380000')
  })

  it('trims the ends when the user leaves, keeping inner spaces', async () => {
    const { form, user } = renderText({ trim: true })
    const input = screen.getByRole('textbox', { name: '标题' })
    await user.type(input, '  big sale  ')
    expect(form.values.title).toBe('  big sale  ')
    await user.tab()
    expect(form.values.title).toBe('big sale')
    expect(input).toHaveValue('big sale')
  })

  it('masks a password, also when read-pretty', async () => {
    const { container, form, user } = renderText({ password: true })
    const input = container.querySelector('input[type="password"]') as HTMLInputElement
    expect(input).toBeInTheDocument()
    await user.type(input, 's3cret')
    expect(form.values.title).toBe('s3cret')
    act(() => form.setPattern('readPretty'))
    expect(await screen.findByText('******')).toBeInTheDocument()
    expect(screen.queryByText('s3cret')).not.toBeInTheDocument()
  })
})
