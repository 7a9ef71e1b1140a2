import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from 'antd'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './rich-text-editor.js'

/** A field that holds its value as a form would, and can be given one from outside. */
const Field = ({ initial, onChange }: { initial: string; onChange?: (html: string) => void }) => {
  const [value, setValue] = useState(initial)
  return (
    <App>
      <button type="button" onClick={() => setValue('<p><strong>已保存的详情</strong></p>')}>
        载入
      </button>
      <RichTextEditor
        aria-label="服务详情"
        value={value}
        onChange={(html) => {
          setValue(html)
          onChange?.(html)
        }}
      />
    </App>
  )
}

describe('RichTextEditor', () => {
  it('shows a value that arrives after it mounted (the saved detail)', async () => {
    const user = userEvent.setup()
    render(<Field initial="" />)
    await user.click(screen.getByText('载入'))
    await waitFor(() => expect(screen.getByRole('textbox', { name: '服务详情' }).querySelector('strong')).toHaveTextContent('已保存的详情'))
  })

  it('reports what the user types and formats, as HTML, and an emptied document as nothing', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Field initial="" onChange={onChange} />)
    const box = screen.getByRole('textbox', { name: '服务详情' })
    await user.click(box)
    await user.keyboard('堂食')
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>堂食</p>'))
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: '粗体' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>堂食</strong></p>'))
    expect(screen.getByRole('button', { name: '粗体' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(box)
    await user.keyboard('{Control>}a{/Control}{Backspace}')
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''))
  })
})
