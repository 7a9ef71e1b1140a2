import type { MenuNode } from '@yunying/contracts'
import { expect, test } from './fixtures.js'
import { notInstalled, pagePaths, settle } from './menu-routes.js'
import { signIn } from './shell-fixtures.js'

/**
 * Every route of the operator's menu at the narrowest width the console supports (1280 px), checked
 * for what an operator notices and axe does not: a table column that no horizontal scroll can bring out
 * from under a fixed column (the service list's 显示 switch once sat under 操作 for good), and a date
 * picker that speaks English (「2026年 Nov」, Su Mo Tu…). docs/accessibility.md lists the sweeps.
 */

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

test('every route at 1280 px: no column hidden under a fixed one, every date picker in Chinese', async ({ page }) => {
  test.setTimeout(20 * 60_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const token = await signIn(page, process.env.E2E_ADMIN_PHONE!)
  const info = await (await page.request.post('/sellers/user/info', { headers: { 'operating-token': token }, data: {} })).json()
  const routes = ['/homePage', ...pagePaths(info.data.menus as MenuNode[]).filter((p) => !notInstalled.has(p))]
  expect(routes.length).toBeGreaterThan(5)
  const problems: string[] = []
  let tables = 0
  let pickers = 0
  for (const route of routes) {
    await page.goto(route)
    await settle(page)
    tables += await page.locator('.ant-table-wrapper >> visible=true').count()
    for (const column of await page.evaluate(hiddenColumns)) problems.push(`${route}: column 「${column}」 stays under a fixed column at 1280 px`)
    const inputs = page.locator('.ant-picker:not(.ant-picker-disabled) input >> visible=true')
    const count = await inputs.count()
    for (let i = 0; i < count; i++) {
      await inputs.nth(i).click()
      const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last()
      await expect(panel).toBeVisible()
      pickers += 1
      const text = (await panel.innerText()).replace(/\s+/g, ' ')
      if (ENGLISH_CALENDAR.test(text) || !/[一二三四五六日]/.test(text) || !/年|月/.test(text)) problems.push(`${route}: date picker ${i + 1} is not in Chinese: ${text.slice(0, 80)}`)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
    }
  }
  process.stdout.write(`[route sweep] ${routes.length} routes, ${tables} tables, ${pickers} date pickers at 1280 px\n`)
  // The sweep must have looked at something, or it proves nothing.
  expect(tables).toBeGreaterThan(5)
  expect(pickers).toBeGreaterThan(1)
  expect(problems).toEqual([])
})
