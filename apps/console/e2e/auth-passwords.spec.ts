import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { freshPhone, Purpose, readSmsCode, registerByApi, shoot } from './auth-helpers.js'

// A new account acts for no organisation yet, so a sign-in ends on the brand step's empty state.
const NO_ORG = '当前账号暂未加入任何品牌或组织，请联系管理员开通'

const signInWithPassword = async (page: Page, phone: string, password: string) => {
  await page.goto('/login?loginType=password')
  await page.getByPlaceholder('请输入账号（手机号）').fill(phone)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
}

test('forgot password: a reset code, a new password, and sign-in with it', async ({ page }) => {
  // The registration's code went out moments ago: the next send waits out the 60 s (30012 minutes).
  test.setTimeout(300_000)
  const phone = freshPhone()
  await registerByApi(page.request, phone, 'Original2026')

  await page.goto('/login')
  await page.getByRole('link', { name: '忘记密码？' }).click()
  await expect(page).toHaveURL(/\/forgetPassword$/)
  await page.getByPlaceholder('请输入手机号').fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  // Refused as too soon after the registration's code: the countdown starts at the seconds left.
  const countdown = page.getByRole('button', { name: /\d+s 后重新发送$/ })
  await expect(countdown).toBeDisabled()
  const left = Number((await countdown.innerText()).replace(/\D/g, ''))
  expect(left).toBeGreaterThan(0)
  expect(left).toBeLessThanOrEqual(60)
  await shoot(page, 'forgot-countdown')
  const resend = page.getByRole('button', { name: '获取验证码' })
  await expect(resend).toBeEnabled({ timeout: 65_000 })
  const since = Date.now() - 1000
  await resend.click()
  const code = await readSmsCode(page.request, phone, Purpose.resetPassword, since)
  await page.getByPlaceholder('请输入6位验证码').fill(code)
  await page.getByPlaceholder('请设置新密码').fill('Renewed2026')
  await page.getByPlaceholder('请再次输入新密码').fill('Renewed2026')
  await shoot(page, 'forgot')
  await page.getByRole('button', { name: /重置密码/ }).click()
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible()
  await expect(page).toHaveURL(/\/login\?loginType=password$/)

  await signInWithPassword(page, phone, 'Renewed2026')
  await expect(page.getByText(NO_ORG)).toBeVisible()
})

test('change password: every session ends and the new password signs in', async ({ page }) => {
  const phone = freshPhone()
  await registerByApi(page.request, phone, 'Original2026')
  await signInWithPassword(page, phone, 'Original2026')
  await expect(page.getByText(NO_ORG)).toBeVisible()

  await page.goto('/updatePassword')
  await page.getByPlaceholder('请输入原密码').fill('Original2026')
  await page.getByPlaceholder('请设置新密码').fill('Changed2026')
  await page.getByPlaceholder('请再次输入新密码').fill('Changed2026')
  await shoot(page, 'update-password')
  await page.getByRole('button', { name: /确认修改/ }).click()
  await expect(page.getByText('密码已修改，请重新登录')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect((await page.context().cookies()).find((c) => c.name === 'operating-token')).toBeUndefined()

  await signInWithPassword(page, phone, 'Changed2026')
  await expect(page.getByText(NO_ORG)).toBeVisible()
})

test('/updatePassword without a session goes to /login', async ({ page }) => {
  await page.goto('/updatePassword')
  await expect(page).toHaveURL(/\/login$/)
})
