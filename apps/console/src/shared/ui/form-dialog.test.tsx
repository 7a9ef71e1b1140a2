import { screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent as keys } from 'vitest/browser'
import { pastTheMotion, tabOnAndType } from '../../test/focus.js'
import { renderScreen } from '../../test/screen.js'
import { FormDialog, FormDrawer } from './form-dialog.js'

interface Surface {
  what: string
  /** Its opener's name and title, and the name of the field it holds. */
  title: string
  field: string
  frame(props: { open: boolean; dirty: boolean; close: () => void; destroyOnHidden: boolean; children: ReactNode }): ReactNode
  /** The user takes in the drawer: its opening motion is over before anything else is done. */
  settles: boolean
}

const SURFACES: Surface[] = [
  {
    what: 'dialog',
    title: '新建门店',
    field: '门店名称',
    frame: ({ open, dirty, close, children }) => (
      <FormDialog title="新建门店" open={open} isDirty={() => dirty} onCancel={close} footer={null}>
        {children}
      </FormDialog>
    ),
    settles: false,
  },
  {
    what: 'drawer',
    title: '门店服务',
    field: '服务备注',
    frame: ({ open, dirty, close, destroyOnHidden, children }) => (
      <FormDrawer title="门店服务" open={open} isDirty={() => dirty} onClose={close} destroyOnHidden={destroyOnHidden}>
        {children}
      </FormDrawer>
    ),
    settles: true,
  },
]

/** A list page: the opener opens a dialog or drawer that takes input; the search box comes next in the tab order. */
const StorePage = ({ surface, destroyOnHidden }: { surface: Surface; destroyOnHidden: boolean }) => {
  const [open, setOpen] = useState(false)
  const [dirty, setDirty] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {surface.title}
      </button>
      <input aria-label="搜索门店" />
      {surface.frame({ open, dirty, close: () => setOpen(false), destroyOnHidden, children: <input aria-label={surface.field} onChange={() => setDirty(true)} /> })}
    </>
  )
}

describe.each(SURFACES)('a closing $what hands focus back', (surface) => {
  const openIt = async (destroyOnHidden = false) => {
    renderScreen(<StorePage surface={surface} destroyOnHidden={destroyOnHidden} />)
    const opener = screen.getByRole('button', { name: surface.title })
    await keys.click(opener)
    await waitFor(() => expect(screen.getByRole('dialog', { name: surface.title })).toBeVisible())
    if (surface.settles) await pastTheMotion()
    return { opener, search: screen.getByRole('textbox', { name: '搜索门店' }) }
  }

  it('to its opener as it starts closing, so a Tab pressed at once goes on from there', async () => {
    const { opener, search } = await openIt()
    await keys.click(screen.getByRole('textbox', { name: surface.field }))
    await keys.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })

  it('from a question over it too: discarding unsaved input and tabbing on at once', async () => {
    const { opener, search } = await openIt()
    await keys.click(screen.getByRole('textbox', { name: surface.field }))
    await keys.keyboard('x')
    await keys.keyboard('{Escape}')
    const discard = await screen.findByRole('button', { name: '放弃修改' })
    await waitFor(() => expect(document.activeElement).toBe(discard))
    await keys.keyboard('{Enter}')
    expect(document.activeElement).toBe(opener)
    await tabOnAndType(search)
  })

  // A drawer's own ways of closing.
  if (surface.what === 'drawer') {
    it('whether its content stays or goes when hidden', async () => {
      const { opener, search } = await openIt(true)
      await keys.click(screen.getByRole('textbox', { name: surface.field }))
      await keys.keyboard('{Escape}')
      expect(document.activeElement).toBe(opener)
      await tabOnAndType(search)
    })

    it('from its ✕ button too', async () => {
      const { opener, search } = await openIt()
      await keys.click(screen.getByRole('button', { name: '关闭' }))
      expect(document.activeElement).toBe(opener)
      await tabOnAndType(search)
    })
  }
})
