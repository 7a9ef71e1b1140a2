import { type Page } from '@playwright/test'
import { E2E_ADMIN, expect, test } from './fixtures.js'
import { mainMenu, signIn, subMenu } from './shell-fixtures.js'

test.use({ viewport: { width: 1920, height: 1000 } })

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name })
const pane = (page: Page, path: string) => page.locator(`[data-page="${path}"]`)
const FEEDBACK = '/operateCenter/memberCenter/thirdChannel/feedback'
const MENUS = '/system/operatingMenu/list'

test('a keep-alive page at the fourth menu level keeps its typed filter and scroll position; a page not kept starts fresh', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone)
  await mainMenu(page).getByRole('menuitem', { name: '运营中心' }).click()
  await expect(page).toHaveURL(new RegExp(`${FEEDBACK}$`))
  const feedback = pane(page, FEEDBACK)
  await expect(feedback.getByRole('row').nth(10)).toBeVisible()
  await feedback.getByPlaceholder('反馈内容或联系方式').fill('小程序')
  await feedback.evaluate((el) => el.scrollTo(0, 600))
  await expect.poll(() => feedback.evaluate((el) => el.scrollTop)).toBe(600)
  await page.evaluate(() => {
    document.querySelector('[data-page="/operateCenter/memberCenter/thirdChannel/feedback"] table')!.setAttribute('data-kept', 'yes')
  })

  // Another page, not kept alive: type into its filter too.
  await mainMenu(page).getByRole('menuitem', { name: '系统设置' }).click()
  await expect(page).toHaveURL(new RegExp(`${MENUS}$`))
  // The page opens on its menu tree; the filter is on the 列表 tab.
  await pane(page, MENUS).getByRole('tab', { name: '列表' }).click()
  await pane(page, MENUS).getByPlaceholder('名称、路径或权限码').fill('反馈')
  await expect(feedback).toBeHidden()

  // Back through the tab: the same mounted page, filter and scroll as left.
  await tab(page, '意见反馈').click()
  await expect(page).toHaveURL(new RegExp(`${FEEDBACK}$`))
  await expect(feedback.getByPlaceholder('反馈内容或联系方式')).toHaveValue('小程序')
  await expect.poll(() => feedback.evaluate((el) => el.scrollTop)).toBe(600)
  await expect(feedback.locator('table[data-kept="yes"]')).toHaveCount(1)

  // And back to the list that is not kept: it starts fresh.
  await tab(page, '菜单权限').click()
  await expect(pane(page, MENUS).getByRole('tab', { name: '菜单树', selected: true })).toBeVisible()
  await pane(page, MENUS).getByRole('tab', { name: '列表' }).click()
  await expect(pane(page, MENUS).getByPlaceholder('名称、路径或权限码')).toHaveValue('')
  await page.screenshot({ path: 'test-results/screens/shell-tabs.png' })
})

test('the cost centre pages are kept alive at the third level, the home tab cannot close, and the tab menu closes others, left, right and all', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone)
  await expect(tab(page, '首页').getByLabel(/关闭/)).toHaveCount(0)
  // A first-level click opens its first page (集团管理), then the four cost-centre pages.
  await mainMenu(page).getByRole('menuitem', { name: '商户中心' }).click()
  await expect(page).toHaveURL(/\/businessCenter\/group$/)
  for (const name of ['策略管理', '账户查询', '账户订单查询', '联合接单查询']) await subMenu(page).getByRole('menuitem', { name }).click()
  await expect(page.locator('[data-page^="/businessCenter/costView/"]')).toHaveCount(4)
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveCount(6)

  await tab(page, '账户查询').click({ button: 'right' })
  const menu = page.locator('.ant-dropdown-menu').last()
  await expect(menu).toBeVisible()
  expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(150)
  await page.screenshot({ path: 'test-results/screens/shell-tab-menu.png' })
  await menu.getByText('关闭右侧').click()
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveText(['首页', '集团管理', '策略管理', '账户查询'])
  // The active tab closed: the nearest one on its left opens.
  await expect(page).toHaveURL(/\/businessCenter\/costView\/accountList$/)
  await expect(page.locator('[data-page^="/businessCenter/costView/"]')).toHaveCount(2)

  await tab(page, '账户查询').click({ button: 'right' })
  await page.locator('.ant-dropdown-menu').last().getByText('关闭左侧').click()
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveText(['首页', '账户查询'])

  await tab(page, '账户查询').click({ button: 'right' })
  await page.locator('.ant-dropdown-menu').last().getByText('关闭全部').click()
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveText(['首页'])
  await expect(page).toHaveURL(/\/homePage$/)
})

test('the theme persists across a reload, dark is #222222 and the frame stays readable', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone, undefined, FEEDBACK)
  await page.getByRole('button', { name: '深色主题' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(34, 34, 34)')
  await expect(pane(page, FEEDBACK).getByRole('row').nth(5)).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/shell-dark.png' })
  await page.getByRole('button', { name: '浅色主题' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})
