/**
 * antd's tables with a horizontal scroll render a hidden measuring row (`.ant-table-measure-row`,
 * `aria-hidden="true"`) that clones every column title to measure it, so a title holding a
 * control (the select-all checkbox of a row selection) puts a second, invisible, tabbable copy of
 * that control into the page: keyboard users tab into nothing, and screen readers meet a control
 * inside hidden content (axe `aria-hidden-focus`). This takes those copies out of the tab order as
 * the rows appear; the visible header keeps its control.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

const untab = (root: ParentNode) => {
  for (const row of root.querySelectorAll('.ant-table-measure-row')) {
    for (const el of row.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1')
    }
  }
}

/** Watches the document for measuring rows; returns the stop function. */
export const keepMeasureRowsOutOfTabOrder = (doc: Document = document): (() => void) => {
  untab(doc)
  let queued = false
  const observer = new MutationObserver(() => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      untab(doc)
    })
  })
  observer.observe(doc.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
