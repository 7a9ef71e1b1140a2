import { observable } from '@formily/reactive'
import type { Field } from '@formily/core'
import { render, screen, waitFor } from '@testing-library/react'
import { createFormKitForm } from '../../core/form-kit-form.js'
import { SchemaForm } from '../../schema-form/schema-form.js'

/**
 * Clicks the `role` named `name` the moment React puts it in the page, before the effects of that render
 * have run: the earliest a person could click a box that has just appeared.
 */
const clickOnArrival = (container: HTMLElement, role: 'checkbox' | 'radio', name: string) =>
  new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      const input = screen.queryByRole(role, { name })
      if (!input) return
      observer.disconnect()
      input.click()
      resolve()
    })
    observer.observe(container, { childList: true, subtree: true })
  })

const schemaWith = (component: 'CheckboxGroup' | 'RadioGroup', options: { list: Array<{ label: string; value: number }> }) => ({
  type: 'object',
  properties: {
    kinds: {
      type: component === 'CheckboxGroup' ? 'array' : 'number',
      title: '业态',
      'x-decorator': 'FormItem',
      'x-component': component,
      'x-reactions': (field: Field) => void (field.dataSource = options.list),
    },
  },
})

describe('option groups whose options arrive after the field is shown', () => {
  it('keeps a tick made the moment the boxes appear', async () => {
    const options = observable({ list: [] as Array<{ label: string; value: number }> })
    const form = createFormKitForm<{ kinds?: number[] }>()
    const { container } = render(<SchemaForm form={form} schema={schemaWith('CheckboxGroup', options)} />)
    const clicked = clickOnArrival(container, 'checkbox', '正餐')
    options.list = [
      { label: '茶饮', value: 1 },
      { label: '正餐', value: 2 },
    ]
    await clicked
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '正餐' })).toBeChecked())
    expect(form.values.kinds).toEqual([2])
    // A later list keeps the tick, and the next tick adds to it.
    options.list = [...options.list, { label: '快餐', value: 3 }]
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '快餐' })).toBeInTheDocument())
    screen.getByRole('checkbox', { name: '茶饮' }).click()
    await waitFor(() => expect(form.values.kinds).toEqual([1, 2]))
    expect(screen.getByRole('checkbox', { name: '正餐' })).toBeChecked()
  })

  it('keeps a choice made the moment the radios appear', async () => {
    const options = observable({ list: [] as Array<{ label: string; value: number }> })
    const form = createFormKitForm<{ kinds?: number }>()
    const { container } = render(<SchemaForm form={form} schema={schemaWith('RadioGroup', options)} />)
    const clicked = clickOnArrival(container, 'radio', '正餐')
    options.list = [
      { label: '茶饮', value: 1 },
      { label: '正餐', value: 2 },
    ]
    await clicked
    await waitFor(() => expect(screen.getByRole('radio', { name: '正餐' })).toBeChecked())
    expect(form.values.kinds).toBe(2)
  })
})
