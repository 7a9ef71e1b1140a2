import { shoot } from './auth-helpers.js'
import { E2E_ADMIN, expect, test } from './fixtures.js'

test('account and password: the operator signs in, and a signed-in visit to /login goes home', async ({ page }) => {
  await page.goto('/login?loginType=password')
  await expect(page.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute('aria-selected', 'true')
  await shoot(page, 'password')
  await page.getByPlaceholder('请输入账号（手机号）').fill(E2E_ADMIN.phone)
  await page.getByPlaceholder('请输入密码').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page).toHaveURL(/\/homePage$/)
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('admin.user') ?? 'null'))).toMatchObject({ username: E2E_ADMIN.phone })

  await page.goto('/login')
  await expect(page).toHaveURL(/\/homePage$/)
})

test('the legal pages show the published agreement and privacy policy', async ({ page }) => {
  await page.goto('/login?loginType=phone')
  const [agreement] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: '《服务协议》' }).click()])
  await expect(agreement).toHaveURL(/\/agreement$/)
  await expect(agreement.getByRole('heading', { level: 1 })).toContainText('服务协议')
  await expect(agreement.getByText(/更新日期：\d{4}-\d{2}-\d{2}/)).toBeVisible()
  await shoot(agreement, 'agreement')
  await page.goto('/privacyPolicy')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('隐私政策')
  await expect(page).toHaveTitle('隐私政策 - 运营平台')
})
