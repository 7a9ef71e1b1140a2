import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent as keys } from 'vitest/browser'
import { renderScreen } from '../../test/screen.js'
import { FormDialog } from './form-dialog.js'

/** Longer than antd's closing motion (0.3 s): by then antd used to hand focus back to the opener. */
const PAST_THE_MOTION_MS = 700

/** A list page: 新建门店 opens a dialog that takes input; the search box comes next in the tab order. */
const StorePage = () => {
  const [open, setOpen] = useState(false)
  const [dirty, setDirty] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        新建门店
      </button>
      <input aria-label="搜索门店" />
      <FormDialog title="新建门店" open={open} isDirty={() => dirty} onCancel={() => setOpen(false)} footer={null}>
        <input aria-label="门店名称" onChange={() => setDirty(true)} />
      </FormDialog>
    </>
  )
}

const openDialog = async () => {
  renderScreen(<StorePage />)
  const opener = screen.getByRole('button', { name: '新建门店' })
  await keys.click(opener)
  await waitFor(() => expect(screen.getByRole('dialog', { name: '新建门店' })).toBeVisible())
  return { opener, search: screen.getByRole('textbox', { name: '搜索门店' }) }
}

/** The user tabs on from the opener right away and types; waiting past the motion changes nothing. */
const tabOnAndType = async (search: HTMLElement) => {
  await keys.tab()
  expect(document.activeElement).toBe(search)
  await new Promise((r) => setTimeout(r, PAST_THE_MOTION_MS))
  // Asked before typing: the browser's keyboard of the test types into the element it last focused.
  expect(document.activeElement).toBe(search)
  await keys.keyboard('蜀香')
  expect(search).toHaveValue('蜀香')
  expect(document.activeElement).toBe(search)
}

describe('a closing dialog hands focus back', () => {
  it('to its opener as it starts closing, so a Tab pressed at once goes on from there', async () => {
    const { opener, search } = await openDialog()
    await keys.click(screen.getByRole('textbox', { name: '门店名称' }))
    await keys.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })

  it('from a question over it too: discarding unsaved input and tabbing on at once', async () => {
    const { opener, search } = await openDialog()
    await keys.click(screen.getByRole('textbox', { name: '门店名称' }))
    await keys.keyboard('x')
    await keys.keyboard('{Escape}')
    const discard = await screen.findByRole('button', { name: '放弃修改' })
    await waitFor(() => expect(document.activeElement).toBe(discard))
    await keys.keyboard('{Enter}')
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })
})
