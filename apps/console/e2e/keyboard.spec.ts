import { type Locator, type Page } from '@playwright/test'
import { E2E_ADMIN, expect, test } from './fixtures.js'
import { mainMenu, signIn } from './shell-fixtures.js'

/** The focused element carries a visible focus ring. */
const expectFocusRing = async (locator: Locator) => {
  await expect(locator).toBeFocused()
  const outline = await locator.evaluate((el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth)
  expect(outline).not.toMatch(/^none|0px$/)
}
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '')

test('the menus and the tabs work from the keyboard, with a visible focus', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone)
  const items = mainMenu(page).getByRole('menuitem')
  const first = items.first()
  await first.focus()
  await expectFocusRing(first)
  const firstName = await first.getAttribute('aria-label')
  // Down moves along the column, Up back, End to the last item, Home to the first.
  await page.keyboard.press('ArrowDown')
  const second = await focused(page)
  expect(second).not.toBe(firstName)
  await page.keyboard.press('ArrowUp')
  expect(await focused(page)).toBe(firstName)
  await page.keyboard.press('End')
  expect(await focused(page)).toBe(await items.last().getAttribute('aria-label'))
  await page.keyboard.press('Home')
  expect(await focused(page)).toBe(firstName)

  // Enter opens 商户 (its first page), Space too.
  await mainMenu(page).getByRole('menuitem', { name: '商户中心' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/\/homePage$/)
  // The tabs: Left moves to 首页, Enter opens it, Right comes back; Delete closes a tab.
  const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')
  await expect(tabs).toHaveCount(2)
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  const opened = page.url()
  await tabs.nth(1).focus()
  await expectFocusRing(tabs.nth(1))
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(0)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/homePage$/)
  await expect(tabs.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await page.keyboard.press(' ')
  await expect(page).toHaveURL(opened)
  await expect(tabs.nth(1)).toBeFocused()
  // The tab's context menu from the keyboard.
  await page.keyboard.press('Shift+F10')
  await expect(page.getByRole('menuitem', { name: '关闭其他' })).toBeVisible()
  await page.keyboard.press('Escape')
  await tabs.nth(1).focus()
  await page.keyboard.press('Delete')
  await expect(tabs).toHaveCount(1)
  await expect(page).toHaveURL(/\/homePage$/)
  // The closed tab hands the focus to the tab of the page now shown.
  await expect(tabs.nth(0)).toBeFocused()
})

test('a dialog opens from the keyboard, keeps the focus inside and gives it back on Escape', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone, undefined, '/businessCenter/brand')
  const detail = page.getByRole('row', { name: /蜀香火锅/ }).getByRole('button', { name: '服务详情' })
  await detail.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '详情' })
  await expect(dialog).toBeVisible()
  // The open dialog takes the focus.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ant-modal-wrap')))).toBe(true)
  // Tabbing stays in the dialog, round its buttons and back to the close button.
  const seen = new Set<string>()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.ant-modal-wrap')))).toBe(true)
    seen.add(await page.evaluate(() => document.activeElement?.textContent?.replace(/\s/g, '') ?? ''))
  }
  expect([...seen]).toEqual(expect.arrayContaining(['申请开通服务', '下载服务明细', '关闭']))
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(detail).toBeFocused()
})

test('the six code boxes take the code from the keyboard: typing moves on, Backspace moves back', async ({ page }) => {
  await page.goto('/login?loginType=phone')
  await page.getByPlaceholder('请输入手机号').fill('13800000000')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: /获取验证码/ }).click()
  const boxes = page.getByRole('group', { name: '验证码' }).getByRole('textbox')
  await expect(boxes).toHaveCount(6)
  await expect(boxes.first()).toBeFocused()
  await page.keyboard.type('123')
  await expect(boxes.nth(3)).toBeFocused()
  await page.keyboard.press('Backspace')
  await expect(boxes.nth(2)).toBeFocused()
  await expect(boxes.nth(2)).toHaveValue('')
  await page.keyboard.press('Backspace')
  await expect(boxes.nth(1)).toBeFocused()
  await expect(boxes.nth(0)).toHaveValue('1')
})
