import { screen } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../../test/render-schema.js'

function renderNumber(props: Record<string, unknown> = {}) {
  return renderSchema(
    objectSchema({ price: { type: 'number', title: '价格', 'x-decorator': 'FormItem', 'x-component': 'NumberInput', 'x-component-props': props } }),
  )
}

describe('NumberInput', () => {
  it('truncates 1.23456 to 1.23 with precision 2 when the user leaves the field', async () => {
    const { form, user } = renderNumber({ precision: 2 })
    const input = screen.getByRole('textbox', { name: '价格' })
    await user.type(input, '1.23456')
    await user.tab()
    expect(input).toHaveValue('1.23')
    expect(form.values.price).toBe(1.23)
  })

  it('shows 1.23456 as 1.2340 with precision 4: digits past the third decimal are dropped', async () => {
    const { form, user } = renderNumber({ precision: 4 })
    const input = screen.getByRole('textbox', { name: '价格' })
    await user.type(input, '1.23456')
    await user.tab()
    expect(input).toHaveValue('1.2340')
    expect(form.values.price).toBe(1.234)
  })

  it('empties a non-numeric entry', async () => {
    const { form, user } = renderNumber()
    const input = screen.getByRole('textbox', { name: '价格' })
    await user.type(input, '12元')
    await user.tab()
    expect(input).toHaveValue('')
    expect(form.values.price).toBeUndefined()
  })

  it('clamps to the default range 1 to 999999999', async () => {
    const { form, user } = renderNumber()
    const input = screen.getByRole('textbox', { name: '价格' })
    await user.type(input, '0')
    await user.tab()
    expect(form.values.price).toBe(1)
    await user.clear(input)
    await user.type(input, '1234567890')
    await user.tab()
    expect(input).toHaveValue('999999999')
    expect(form.values.price).toBe(999999999)
  })

  it('shows the value as text when read-pretty', () => {
    renderSchema(
      objectSchema({ price: { type: 'number', title: '价格', 'x-decorator': 'FormItem', 'x-component': 'NumberInput', 'x-component-props': { precision: 2 }, 'x-pattern': 'readPretty' } }),
      { initialValues: { price: 8.5 } },
    )
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByText('8.50')).toBeInTheDocument()
  })
})
