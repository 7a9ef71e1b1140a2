import { screen, waitFor } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../../test/render-schema.js'

function renderStorage(initialValues?: Record<string, unknown>) {
  return renderSchema(
    objectSchema({
      minSpend: {
        type: 'number',
        title: '设置最低消费',
        'x-decorator': 'FormItem',
        'x-decorator-props': { displayStyle: 'Storage' },
        'x-component': 'NumberInput',
        'x-component-props': { 'aria-label': '最低消费' },
      },
    }),
    initialValues ? { initialValues } : {},
  )
}

const checkbox = () => screen.getByRole('checkbox', { name: '设置最低消费' })
const confirm = () => screen.getByRole('button', { name: '确定' })

describe('Storage display style', () => {
  it('opens a popover on tick, with confirm disabled until there is a value', async () => {
    const { user, form } = renderStorage()
    expect(screen.queryByRole('textbox', { name: '最低消费' })).not.toBeInTheDocument()
    await user.click(checkbox())
    expect(checkbox()).toBeChecked()
    const input = await screen.findByRole('textbox', { name: '最低消费' })
    expect(confirm()).toBeDisabled()
    await user.type(input, '50')
    expect(confirm()).toBeEnabled()
    await user.click(confirm())
    expect(form.values.minSpend).toBe(50)
    await waitFor(() => expect(screen.getByText('50')).toBeInTheDocument())
  })

  it('cancel unticks and clears when nothing was confirmed', async () => {
    const { user, form } = renderStorage()
    await user.click(checkbox())
    await user.type(await screen.findByRole('textbox', { name: '最低消费' }), '30')
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(checkbox()).not.toBeChecked()
    expect(form.values.minSpend).toBeUndefined()
  })

  it('cancel keeps the box ticked and restores the confirmed value', async () => {
    const { user, form } = renderStorage({ minSpend: 20 })
    expect(checkbox()).toBeChecked()
    await user.click(screen.getByRole('button', { name: '20' }))
    const input = await screen.findByRole('textbox', { name: '最低消费' })
    await user.clear(input)
    await user.type(input, '80')
    expect(form.values.minSpend).toBe(80)
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(checkbox()).toBeChecked()
    expect(form.values.minSpend).toBe(20)
  })

  it('unticking clears the value', async () => {
    const { user, form } = renderStorage({ minSpend: 20 })
    await user.click(checkbox())
    expect(checkbox()).not.toBeChecked()
    expect(form.values.minSpend).toBeUndefined()
  })
})
