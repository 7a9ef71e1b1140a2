import { E2E_ADMIN, expect, signInAsOperator, test } from './fixtures.js'

test('an unauthenticated visit goes to /login, and the operator signs in to the home page', async ({ page }) => {
  await page.goto('/homePage')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page).toHaveTitle('登录 - 运营平台')
  await expect(page.getByText('账号密码登录')).toBeVisible()

  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page.getByText('请输入账号', { exact: true })).toBeVisible()
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible()

  await signInAsOperator(page)
  await expect(page).toHaveTitle('首页 - 运营平台')
  await expect(page.getByText('欢迎回来，平台管理员')).toBeVisible()
  // The menu comes from the server's tree for the operator role.
  await expect(page.getByRole('menuitem', { name: '商户中心' })).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('admin.user') ?? 'null'))
  expect(stored).toMatchObject({ username: E2E_ADMIN.phone })
  await page.screenshot({ path: 'test-results/screens/home.png' })
})

test('a wrong password shows the server message under the field', async ({ page }) => {
  await page.goto('/login')
  await page.getByPlaceholder('请输入账号（手机号）').fill(E2E_ADMIN.phone)
  await page.getByPlaceholder('请输入密码').fill('not-the-password')
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('账号或密码错误')
  await page.screenshot({ path: 'test-results/screens/login-error.png' })
})

test('a revoked session sends the user to /login with the logged-out message (code 50002)', async ({ page }) => {
  // The home page's widgets ask the server after the page settles: let them answer first, or one of
  // them meets the revoked session, leaves for /login and forgets the account before the reload below.
  const widgets = Promise.all(
    ['/org-center/shop/expiring-count', '/crm-center/customer-suggest/not-handle-count'].map((path) => page.waitForResponse((r) => r.url().includes(path))),
  )
  await signInAsOperator(page)
  await widgets
  await page.waitForLoadState('networkidle')
  // Revoke the session behind the console's back, as another tab's logout would.
  const token = (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
  const res = await page.request.post('/sellers/exclude/logout', { headers: { 'operating-token': token }, data: {} })
  expect((await res.json()).status).toBe(true)
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('您已退出登录，请重新登录')).toBeVisible()
})

test('logging out clears the account and returns to /login', async ({ page }) => {
  await signInAsOperator(page)
  await page.getByTestId('account-menu').hover()
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('admin.user'))).toBeNull()
  expect((await page.context().cookies()).find((c) => c.name === 'operating-token')).toBeUndefined()
})

test('unknown console routes show the 404 page; unknown API paths answer the 404 envelope', async ({ page, request }) => {
  await signInAsOperator(page)
  await page.goto('/no/such/page')
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible()
  const api = await request.get('/org-center/no-such-call')
  expect(api.status()).toBe(404)
  expect(await api.json()).toMatchObject({ status: false, code: 40400 })
})

test('the theme switch persists across a reload', async ({ page }) => {
  await signInAsOperator(page)
  await page.getByRole('button', { name: '深色主题' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(34, 34, 34)')
  await page.screenshot({ path: 'test-results/screens/home-dark.png' })
})
