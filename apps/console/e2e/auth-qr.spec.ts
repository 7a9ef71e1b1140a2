import { shoot } from './auth-helpers.js'
import { E2E_ADMIN, expect, signInAsOperator, test } from './fixtures.js'

test('QR login: a signed-in phone opens the confirm page, confirms, and the computer is signed in', async ({ page, browser }) => {
  const issued = page.waitForResponse((r) => new URL(r.url()).pathname === '/org-center/account/get-qrcode')
  await page.goto('/login?loginType=qr')
  const key = ((await (await issued).json()) as { data: { key: string } }).data.key
  await expect(page.getByAltText('登录二维码')).toBeVisible()
  await shoot(page, 'qr')

  // The phone: another browser, signed in as the operator, at a phone's size.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const mobile = await phone.newPage()
  await signInAsOperator(mobile)
  await mobile.goto(`/qrLogin/confirm?key=${encodeURIComponent(key)}`)
  await expect(mobile.getByRole('button', { name: /确认登录/ })).toBeVisible()
  await expect(mobile.getByText(new RegExp(E2E_ADMIN.phone))).toBeVisible()
  await mobile.screenshot({ path: 'test-results/screens/login-qr-confirm.png' })

  await expect(page.getByText('扫码成功，请在手机上确认')).toBeVisible()
  await shoot(page, 'qr-scanned')

  await mobile.getByRole('button', { name: /确认登录/ }).click()
  await expect(mobile.getByText('已确认登录')).toBeVisible()
  await expect(page).toHaveURL(/\/homePage$/)
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('admin.user') ?? 'null'))).toMatchObject({ username: E2E_ADMIN.phone })

  // Single use: opening the spent code again is refused.
  await mobile.goto(`/qrLogin/confirm?key=${encodeURIComponent(key)}`)
  await expect(mobile.getByRole('button', { name: /确认登录/ })).toBeHidden()
  await phone.close()
})

test('QR login: the phone can turn the sign-in down', async ({ page, browser }) => {
  const issued = page.waitForResponse((r) => new URL(r.url()).pathname === '/org-center/account/get-qrcode')
  await page.goto('/login?loginType=qr')
  const key = ((await (await issued).json()) as { data: { key: string } }).data.key

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  const mobile = await phone.newPage()
  await signInAsOperator(mobile)
  await mobile.goto(`/qrLogin/confirm?key=${encodeURIComponent(key)}`)
  await mobile.getByRole('button', { name: /取\s*消/ }).click()
  await expect(mobile.getByText('已取消登录')).toBeVisible()

  await expect(page.getByText('二维码已失效')).toBeVisible()
  await shoot(page, 'qr-expired')
  const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/org-center/account/get-qrcode')
  await page.getByRole('button', { name: /点击刷新/ }).click()
  expect(((await (await fresh).json()) as { data: { key: string } }).data.key).not.toBe(key)
  await expect(page.getByText('二维码已失效')).toBeHidden()
  await phone.close()
})
