import { act, render, screen, waitFor } from '@testing-library/react'
import { Select } from 'antd'
import { describe, expect, it } from 'vitest'

const OPTIONS = [
  { value: 1, label: '烘焙' },
  { value: 2, label: '餐饮' },
]

const twoSelects = () =>
  render(
    <>
      <Select aria-label="品牌类型" options={OPTIONS} style={{ width: 200 }} />
      <Select aria-label="测试品牌" options={OPTIONS} style={{ width: 200 }} />
    </>,
  )

/** What a mouse press does, dispatched at once: the browser's events without the test runner's pauses between them. */
const press = (target: Element) => {
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }))
  target.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true, button: 0 }))
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
}

// Issue 24: a person picks an option and at once clicks the next select. On a busy machine the first
// select's "take the focus back" task runs after that click: the second select opened, lost the focus
// to the first and closed, and the click was lost (a journey waited 12 minutes for its list).
describe('two selects clicked one after the other', () => {
  it('the second select keeps the focus and its open list, however late the first one’s task runs', async () => {
    twoSelects()
    const [first, second] = screen.getAllByRole('combobox')
    await act(async () => press(first!.closest('.ant-select-selector')!))
    const option = await screen.findByTitle('烘焙')
    // The pick and the next click in one task: the first select's deferred task comes after both.
    act(() => {
      press(option)
      second!.focus()
      press(second!.closest('.ant-select-selector')!)
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(first!.closest('.ant-select')).toHaveTextContent('烘焙')
    expect(document.activeElement).toBe(second)
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'))
  })

  it('a pick still leaves the focus on its select when nothing else was clicked', async () => {
    twoSelects()
    const [first] = screen.getAllByRole('combobox')
    await act(async () => press(first!.closest('.ant-select-selector')!))
    const option = await screen.findByTitle('餐饮')
    first!.blur()
    act(() => press(option))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(first!.closest('.ant-select')).toHaveTextContent('餐饮')
    expect(document.activeElement).toBe(first)
  })
})
