import { type Page } from '@playwright/test'
import { E2E_ADMIN, expect, test } from './fixtures.js'
import { fillSentCode, freshPhone, Purpose, registerByApi, shoot } from './auth-helpers.js'
import { signIn } from './shell-fixtures.js'

// A new account acts for no organisation yet, so a sign-in ends on the brand step's empty state.
const NO_ORG = '当前账号暂未加入任何品牌或组织，请联系管理员开通'

const signInWithPassword = async (page: Page, phone: string, password: string) => {
  await page.goto('/login?loginType=password')
  await page.getByPlaceholder('请输入账号（手机号）').fill(phone)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
}

test('forgot password too soon after another code: the button counts down the seconds the server says are left', async ({ page }) => {
  const phone = freshPhone()
  await registerByApi(page.request, phone, 'Original2026')

  await page.goto('/login')
  await page.getByRole('link', { name: '忘记密码？' }).click()
  await expect(page).toHaveURL(/\/forgetPassword$/)
  await page.getByPlaceholder('请输入手机号').fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  // Refused as too soon after the registration's code (30012): the countdown starts at the seconds left.
  const countdown = page.getByRole('button', { name: /\d+s 后重新发送$/ })
  await expect(countdown).toBeDisabled()
  const left = Number((await countdown.innerText()).replace(/\D/g, ''))
  expect(left).toBeGreaterThan(0)
  expect(left).toBeLessThanOrEqual(60)
  await shoot(page, 'forgot-countdown')
})

test('forgot password: a reset code, a new password, and sign-in with it', async ({ page }) => {
  // An account an administrator made (no code sent to it yet, so none to wait out): an operator.
  const token = await signIn(page, E2E_ADMIN.phone)
  const headers = { 'operating-token': token }
  const roles = await (await page.request.post('/org-center/role/list', { headers, data: { pageNum: 1, pageSize: 100 } })).json()
  const role = (roles.data.list as Array<{ id: number; name: string }>).find((r) => r.name === '运营管理员')!
  const phone = freshPhone()
  const saved = await (await page.request.post('/org-center/operator/save', { headers, data: { name: '找回密码测试', mobile: phone, password: 'Original2026!ok', roleIds: [role.id] } })).json()
  expect(saved.status).toBe(true)
  await page.context().clearCookies()

  await page.goto('/login')
  await page.getByRole('link', { name: '忘记密码？' }).click()
  await expect(page).toHaveURL(/\/forgetPassword$/)
  await page.getByPlaceholder('请输入手机号').fill(phone)
  await fillSentCode(page, phone, Purpose.resetPassword)
  await page.getByPlaceholder('请设置新密码').fill('Renewed2026')
  await page.getByPlaceholder('请再次输入新密码').fill('Renewed2026')
  await shoot(page, 'forgot')
  await page.getByRole('button', { name: /重置密码/ }).click()
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible()
  await expect(page).toHaveURL(/\/login\?loginType=password$/)

  // The old password no longer signs in; the new one does.
  await signInWithPassword(page, phone, 'Original2026!ok')
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('账号或密码错误')
  await signInWithPassword(page, phone, 'Renewed2026')
  await expect(page).toHaveURL(/\/homePage$/)
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
