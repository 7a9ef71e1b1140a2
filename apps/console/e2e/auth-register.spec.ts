import { expect, test } from './fixtures.js'
import { fillSentCode, freshPhone, Purpose, shoot } from './auth-helpers.js'

test('a new phone is sent to registration, registers and is signed in', async ({ page }) => {
  const phone = freshPhone()
  await page.goto('/login?loginType=phone')
  await page.getByPlaceholder('请输入手机号').fill(phone)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: /获取验证码/ }).click()
  await expect(page).toHaveURL(new RegExp(`/accountRegistration\\?phone=${phone}$`))
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(phone)
  await expect(page.getByText('密码规则：8–32 位，须同时包含字母和数字')).toBeVisible()

  await fillSentCode(page, phone, Purpose.register)
  await page.getByPlaceholder('请输入姓名').fill('新门店店长')
  await page.getByPlaceholder('请设置密码').fill('Welcome2026')
  await page.getByPlaceholder('请再次输入密码').fill('Welcome2026')
  await page.getByRole('checkbox').check()
  await shoot(page, 'register')
  await page.getByRole('button', { name: /注册并登录/ }).click()

  // A new account acts for no organisation yet: the brand step says so and lets it in.
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('当前账号暂未加入任何品牌或组织，请联系管理员开通')).toBeVisible()
  await shoot(page, 'register-no-org')
  await page.getByRole('button', { name: /进入首页/ }).click()
  await expect(page).toHaveURL(/\/homePage$/)
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('admin.user') ?? 'null'))).toMatchObject({ username: phone, name: '新门店店长' })
})
