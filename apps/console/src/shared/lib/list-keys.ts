import type { KeyboardEvent } from 'react'

const NEXT: Record<'vertical' | 'horizontal', string> = { vertical: 'ArrowDown', horizontal: 'ArrowRight' }
const PREV: Record<'vertical' | 'horizontal', string> = { vertical: 'ArrowUp', horizontal: 'ArrowLeft' }

/**
 * Keyboard use of a list of items (the menu columns, the tabs), as ARIA's menu and tablist
 * patterns expect: Enter or Space activates the item; the arrow keys along the list move focus to
 * the previous or next item of the same list, Home and End to the first and last. `list` is the
 * selector of the list element; items of lists nested inside it are skipped.
 */
export const listKeyDown = (
  e: KeyboardEvent<HTMLElement>,
  activate: () => void,
  { orientation = 'vertical', list = '[role="menu"]', item = '[role="menuitem"]' }: { orientation?: 'vertical' | 'horizontal'; list?: string; item?: string } = {},
) => {
  if (e.target !== e.currentTarget) return
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault()
    activate()
    return
  }
  const container = e.currentTarget.closest(list)
  if (!container) return
  const items = [...container.querySelectorAll<HTMLElement>(item)].filter((el) => el.closest(list) === container)
  const at = items.indexOf(e.currentTarget)
  const target =
    e.key === NEXT[orientation] ? items[(at + 1) % items.length] : e.key === PREV[orientation] ? items[(at - 1 + items.length) % items.length] : e.key === 'Home' ? items[0] : e.key === 'End' ? items.at(-1) : undefined
  if (!target) return
  e.preventDefault()
  target.focus()
}
