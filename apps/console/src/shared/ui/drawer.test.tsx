import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent as keys } from 'vitest/browser'
import { renderScreen } from '../../test/screen.js'
import { FormDrawer } from './form-dialog.js'

/** Longer than antd's closing motion (0.3 s): at its end antd's drawer used to hand focus back to the opener. */
const PAST_THE_MOTION_MS = 700
const pause = () => new Promise((r) => setTimeout(r, PAST_THE_MOTION_MS))

/** A list page: 门店服务 opens a drawer that takes input; the search box comes next in the tab order. */
const StorePage = ({ destroyOnHidden = false }: { destroyOnHidden?: boolean }) => {
  const [open, setOpen] = useState(false)
  const [dirty, setDirty] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        门店服务
      </button>
      <input aria-label="搜索门店" />
      <FormDrawer title="门店服务" open={open} isDirty={() => dirty} onClose={() => setOpen(false)} destroyOnHidden={destroyOnHidden}>
        <input aria-label="服务备注" onChange={() => setDirty(true)} />
      </FormDrawer>
    </>
  )
}

const openDrawer = async (destroyOnHidden = false) => {
  renderScreen(<StorePage destroyOnHidden={destroyOnHidden} />)
  const opener = screen.getByRole('button', { name: '门店服务' })
  await keys.click(opener)
  await waitFor(() => expect(screen.getByRole('dialog', { name: '门店服务' })).toBeVisible())
  // The user takes in the drawer: its opening motion is over before anything else is done.
  await pause()
  return { opener, search: screen.getByRole('textbox', { name: '搜索门店' }) }
}

/** The user tabs on from the opener right away and types; waiting past the motion changes nothing. */
const tabOnAndType = async (search: HTMLElement) => {
  await keys.tab()
  expect(document.activeElement).toBe(search)
  await pause()
  // Asked before typing: the browser's keyboard of the test types into the element it last focused.
  expect(document.activeElement).toBe(search)
  await keys.keyboard('蜀香')
  expect(search).toHaveValue('蜀香')
  expect(document.activeElement).toBe(search)
}

describe('a closing drawer hands focus back', () => {
  it('to its opener as it starts closing, so a Tab pressed at once goes on from there', async () => {
    const { opener, search } = await openDrawer()
    await keys.click(screen.getByRole('textbox', { name: '服务备注' }))
    await keys.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })

  it('whether its content stays or goes when hidden', async () => {
    const { opener, search } = await openDrawer(true)
    await keys.click(screen.getByRole('textbox', { name: '服务备注' }))
    await keys.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })

  it('from its ✕ button too', async () => {
    const { opener, search } = await openDrawer()
    await keys.click(screen.getByRole('button', { name: '关闭' }))
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })

  it('from a question over it: discarding unsaved input and tabbing on at once', async () => {
    const { opener, search } = await openDrawer()
    await keys.click(screen.getByRole('textbox', { name: '服务备注' }))
    await keys.keyboard('x')
    await keys.keyboard('{Escape}')
    const discard = await screen.findByRole('button', { name: '放弃修改' })
    await waitFor(() => expect(document.activeElement).toBe(discard))
    await keys.keyboard('{Enter}')
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })
})
