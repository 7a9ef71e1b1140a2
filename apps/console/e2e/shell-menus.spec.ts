import { BRAND_STAFF, GROUP_OPS, fourthMenu, mainMenu, signIn, subMenu } from './shell-fixtures.js'
import { E2E_ADMIN, expect, test } from './fixtures.js'

test.use({ viewport: { width: 1920, height: 1000 } })

test('an operator and a brand-staff account see different menus; staff get the 403 page and a 403 answer outside their codes', async ({ page, browser }) => {
  await signIn(page, E2E_ADMIN.phone)
  const operatorMenu = mainMenu(page)
  for (const name of ['首页', '商户中心', '运营中心', '数据标准', '系统设置']) await expect(operatorMenu.getByRole('menuitem', { name })).toBeVisible()
  // The 60 px column shows an icon and the first two characters.
  await expect(operatorMenu.getByRole('menuitem', { name: '数据标准' })).toContainText('数据')
  expect(await operatorMenu.evaluate((el) => el.getBoundingClientRect().width)).toBe(60)
  await operatorMenu.getByRole('menuitem', { name: '系统设置' }).click()
  await expect(page).toHaveURL(/\/system\/operatingMenu\/list$/)
  await expect(page.getByTestId('page-title')).toHaveText('菜单权限')
  // The page opens on the menu tree; the table is the 列表 tab.
  await page.getByRole('tab', { name: '列表' }).click()
  await expect(page.getByRole('cell', { name: '系统设置 / 菜单权限', exact: true })).toBeVisible()
  expect(await subMenu(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(140)
  await page.screenshot({ path: 'test-results/screens/shell-operator.png' })

  const staffContext = await browser.newContext({ viewport: { width: 1920, height: 1000 } })
  const staff = await staffContext.newPage()
  const token = await signIn(staff, BRAND_STAFF, { type: 2, typeId: 1 })
  const staffMenu = mainMenu(staff)
  await expect(staffMenu.getByRole('menuitem', { name: '商户中心' })).toBeVisible()
  await expect(staffMenu.getByRole('menuitem', { name: '消息中心' })).toBeVisible()
  for (const name of ['数据标准', '系统设置', '运营中心']) await expect(staffMenu.getByRole('menuitem', { name })).toHaveCount(0)
  await staffMenu.getByRole('menuitem', { name: '商户中心' }).click()
  await expect(subMenu(staff).getByRole('menuitem', { name: '品牌管理' })).toBeVisible()
  await expect(subMenu(staff).getByRole('menuitem', { name: '集团管理' })).toHaveCount(0)

  await staff.goto('/system/operatingMenu/list')
  await expect(staff.getByText('抱歉，您没有权限访问此页面')).toBeVisible()
  await expect(staff.getByText('403')).toBeVisible()
  await staff.screenshot({ path: 'test-results/screens/shell-staff-403.png' })
  const api = await staff.request.get('/org-center/operating-menu/list', { headers: { 'operating-token': token } })
  expect(api.status()).toBe(403)
  expect(await api.json()).toMatchObject({ status: false, code: 40300, message: '没有权限执行此操作' })
  await staffContext.close()
})

test('switching role organisation rebuilds the menu in place, without a reload', async ({ page }) => {
  await signIn(page, GROUP_OPS, { type: 1, typeId: 1 })
  await expect(mainMenu(page).getByRole('menuitem', { name: '运营中心' })).toBeVisible()
  await page.evaluate(() => {
    ;(window as unknown as { shellMarker: string }).shellMarker = 'still here'
  })
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length)

  await page.getByTestId('account-menu').hover()
  await expect(page.getByRole('button', { name: '修改密码' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/shell-user-menu.png' })
  await page.getByRole('button', { name: '切换品牌 / 组织' }).click()
  await expect(page.getByRole('dialog', { name: '切换品牌 / 组织' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/shell-switch-org.png' })
  await page.getByRole('button', { name: '切换到 蜀香火锅' }).click()
  await expect(page.getByText('操作成功')).toBeVisible()
  await expect(mainMenu(page).getByRole('menuitem', { name: '运营中心' })).toHaveCount(0)
  await mainMenu(page).getByRole('menuitem', { name: '商户中心' }).click()
  await expect(subMenu(page).getByRole('menuitem', { name: '成本中心' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('still here')
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin.roles') ?? 'null'))).toMatchObject({ type: 2, typeId: 1, typeName: '蜀香火锅' })

  // And back: the group's menu returns, still in the same document.
  await page.getByTestId('account-menu').hover()
  await page.getByRole('button', { name: '切换品牌 / 组织' }).click()
  await page.getByRole('button', { name: '切换到 蜀香餐饮集团' }).click()
  await expect(mainMenu(page).getByRole('menuitem', { name: '运营中心' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('still here')
})

test('menus follow the rules: first level to the first page, the fourth level, the feedback badge, special parents, not-installed pages', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone)
  await mainMenu(page).getByRole('menuitem', { name: '运营中心' }).click()
  // A first-level click goes to its first child's first page: 会员中心 → 第三方渠道 → 意见反馈.
  await expect(page).toHaveURL(/\/operateCenter\/memberCenter\/thirdChannel\/feedback$/)
  await expect(fourthMenu(page).getByRole('menuitem', { name: /意见反馈/ })).toBeVisible()
  expect(await fourthMenu(page).evaluate((el) => el.getBoundingClientRect().width)).toBe(100)
  await expect(fourthMenu(page).locator('.ant-badge-count')).toHaveText(/\d+/)
  // 会员中心 is one of the seven special parents: it opens its own page instead of redirecting.
  await subMenu(page).getByRole('menuitem', { name: '会员中心' }).click()
  await expect(page).toHaveURL(/\/operateCenter\/memberCenter$/)
  await expect(page.getByRole('link', { name: '第三方渠道' })).toBeVisible()
  // A page no feature builds says so.
  await mainMenu(page).getByRole('menuitem', { name: '商户中心' }).click()
  await subMenu(page).getByRole('menuitem', { name: '账户查询' }).click()
  await expect(page).toHaveURL(/\/businessCenter\/costView\/accountList$/)
  await expect(page.getByText('账户查询：该功能暂未开放，敬请期待')).toBeVisible()
  await expect(page).toHaveTitle('账户查询 - 运营平台')
  // A parent path redirects to its first child.
  await page.goto('/businessCenter/costView')
  await expect(page).toHaveURL(/\/businessCenter\/costView\/strategyManage$/)
  // Unknown pages under a menu page are 404, not 403.
  await page.goto('/businessCenter/costView/accountList/nope')
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/shell-not-found.png' })
})

test('the callback guard ignores a foreign host and follows an allowed one over https', async ({ page }) => {
  await page.goto('/login?callback=https://evil.example.com/steal')
  await expect(page.locator('body')).toHaveAttribute('data-callback', 'ignored')
  await expect(page).toHaveURL(/127\.0\.0\.1.*\/login\?callback=/)

  await page.route('**/common-center/shell/config', (route) =>
    route.fulfill({ json: { status: true, code: 0, message: '获取成功', data: { helpCenterUrl: '', callbackAllowedHosts: ['shop.example.com'], amap: null } } }),
  )
  await page.route('https://shop.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>shop</title>回跳成功' }))
  await page.goto('/login?callback=http://shop.example.com/orders?id=1')
  await expect(page).toHaveURL('https://shop.example.com/orders?id=1')
})

test('the browser tip shows on another browser and closes; the aside is collapsed below 1800 px', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  })
  const page = await context.newPage()
  await signIn(page, E2E_ADMIN.phone)
  const tip = page.getByTestId('browser-tip')
  await expect(tip).toContainText('建议使用最新版 Chrome 浏览器')
  expect(await tip.evaluate((el) => el.getBoundingClientRect().height)).toBe(60)
  await expect(subMenu(page)).toHaveCount(0)
  // Folded, the button says 菜单; the user's choice is remembered across reloads.
  await expect(page.getByRole('button', { name: '展开菜单' })).toHaveText('菜单')
  await page.getByRole('button', { name: '展开菜单' }).click()
  await expect(subMenu(page)).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/shell-browser-tip.png' })
  await page.getByRole('button', { name: '关闭浏览器提示' }).click()
  await expect(tip).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('browser-tip')).toHaveCount(0)
  await expect(subMenu(page)).toBeVisible()
  await page.getByRole('button', { name: '收起菜单' }).click()
  await page.reload()
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible()
  await expect(subMenu(page)).toHaveCount(0)
  expect(await page.getByTestId('page-title').evaluate((el) => el.closest('header')!.getBoundingClientRect().height)).toBe(68)
  await context.close()
})
