import { type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import type { MenuNode } from '@yunying/contracts'
import { expect } from './fixtures.js'

/** Every page path of the operator's PC menu, hidden pages included. */
export const pagePaths = (nodes: readonly MenuNode[], out: string[] = []): string[] => {
  for (const n of nodes) {
    if (n.type === 2 && n.clientType === 1 && n.path && !out.includes(n.path)) out.push(n.path)
    pagePaths(n.items, out)
  }
  return out
}

/**
 * The routes docs/shell.md lists as rendering "not open yet" (the console's spec-routes test keeps
 * that table true): they all show the same placeholder.
 */
export const notInstalled = (() => {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/shell.md'), 'utf8')
  const table = doc.slice(doc.indexOf('## Routes that render "not installed"'))
  return new Set([...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!))
})()

/**
 * The page has settled: no request in flight, its screen's code loaded, and neither a skeleton nor a
 * table's loading spinner showing. On a slow machine the network falls quiet while the console is still
 * parsing its code, before the screen's own chunk and data are asked for: a sweep that counted after the
 * network alone saw 2 of the 37 tables and half the date pickers of a CI run, and checked nothing on the rest.
 */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-route-loading]')).toHaveCount(0)
  await expect(page.locator('.ant-skeleton-active >> visible=true')).toHaveCount(0)
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning >> visible=true')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * What an operator notices at the narrowest width the console supports (1280 px) and axe does not:
 * a table column that no horizontal scroll can bring out from under a fixed column (the service list's
 * 显示 switch once sat under 操作 for good), and a date picker that speaks English (「2026年 Nov」,
 * Su Mo Tu…). Checked on each route of the sweep, on the page as it has settled; answers what it
 * looked at and what it found.
 */
export const LAYOUT_VIEWPORT = { width: 1280, height: 800 }

/** Columns of each table on the page that stay under a fixed column at every scroll position. */
const hiddenColumns = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-wrapper')].flatMap((wrapper) => {
    const scroller = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body') ?? wrapper
    const maxScroll = Math.max(0, scroller.scrollWidth - scroller.clientWidth)
    const heads = [...wrapper.querySelectorAll<HTMLElement>('thead th')].filter((th) => th.offsetWidth > 0)
    const fixedLeft = heads.filter((th) => th.classList.contains('ant-table-cell-fix-left'))
    const fixedRight = heads.filter((th) => th.classList.contains('ant-table-cell-fix-right'))
    if (fixedLeft.length === 0 && fixedRight.length === 0) return []
    const scrolled = scroller.scrollLeft
    const box = scroller.getBoundingClientRect()
    // Positions as at scrollLeft 0: the free band lies between the fixed columns.
    const freeFrom = Math.max(box.left, ...fixedLeft.map((th) => th.getBoundingClientRect().right))
    const freeTo = Math.min(box.right, ...fixedRight.map((th) => th.getBoundingClientRect().left))
    return heads
      .filter((th) => !th.classList.contains('ant-table-cell-fix-left') && !th.classList.contains('ant-table-cell-fix-right'))
      .filter((th) => !th.classList.contains('ant-table-selection-column') && !th.classList.contains('ant-table-row-expand-icon-cell'))
      .filter((th) => {
        const r = th.getBoundingClientRect()
        const left = r.left + scrolled
        const right = r.right + scrolled
        // Some scroll s in [0, maxScroll] shows it whole: freeFrom ≤ left − s and right − s ≤ freeTo.
        const lowest = Math.max(0, right - freeTo)
        const highest = Math.min(maxScroll, left - freeFrom)
        return r.width > freeTo - freeFrom + 1 || lowest > highest + 1
      })
      .map((th) => th.textContent?.trim() || '(no title)')
  })

const ENGLISH_CALENDAR = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b(Su|Mo|Tu|We|Th|Fr|Sa)\b|Today|Now|\bOK\b/

export const checkLayout = async (page: Page, route: string) => {
  const problems: string[] = []
  const tables = await page.locator('.ant-table-wrapper >> visible=true').count()
  for (const column of await page.evaluate(hiddenColumns)) problems.push(`${route}: column 「${column}」 stays under a fixed column at 1280 px`)
  const inputs = page.locator('.ant-picker:not(.ant-picker-disabled) input >> visible=true')
  const pickers = await inputs.count()
  for (let i = 0; i < pickers; i++) {
    await inputs.nth(i).click()
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last()
    await expect(panel).toBeVisible()
    const text = (await panel.innerText()).replace(/\s+/g, ' ')
    if (ENGLISH_CALENDAR.test(text) || !/[一二三四五六日]/.test(text) || !/年|月/.test(text)) problems.push(`${route}: date picker ${i + 1} is not in Chinese: ${text.slice(0, 80)}`)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }
  return { tables, pickers, problems }
}
