import { expect, test } from './fixtures.js'
import { codeBoxes, Purpose, readSmsCode, shoot, typeCode } from './auth-helpers.js'

// Seeded: a brand-staff account holding two brands of one group (apps/server/src/db/seed).
const BRAND_STAFF = '13900000001'

test('phone and code: a wrong code clears the boxes in red, the right one leads through the brand choice home', async ({ page }) => {
  await page.goto('/login?loginType=phone')
  const phone = page.getByPlaceholder('请输入手机号')
  await phone.fill('139 0000 0001')
  await expect(phone).toHaveValue(BRAND_STAFF)
  await page.getByRole('button', { name: /获取验证码/ }).click()
  await expect(page.getByText('请先阅读并同意《服务协议》和《隐私政策》')).toBeVisible()
  await shoot(page, 'phone-agreement')

  const since = Date.now() - 1000
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: /获取验证码/ }).click()
  await expect(page.getByText('输入验证码')).toBeVisible()
  await expect(page.getByText('验证码已发送至 +86 139****0001，5 分钟内有效')).toBeVisible()
  await expect(page.getByRole('button', { name: /\d+s 后重新发送$/ })).toBeDisabled()
  const code = await readSmsCode(page.request, BRAND_STAFF, Purpose.login, since)
  await shoot(page, 'code')

  const wrong = code === '000000' ? '111111' : '000000'
  await typeCode(page, wrong)
  await expect(page.getByRole('alert')).toBeVisible()
  for (const box of await codeBoxes(page).all()) {
    await expect(box).toHaveValue('')
    await expect(box).toHaveClass(/ant-input-status-error/)
  }
  await shoot(page, 'code-error')

  await typeCode(page, code)
  // One group: straight to its brands (step 8), each with logo, name and industry. The seed gives the
  // account two; the services journey adds one of its own to it each time it runs on this server.
  await expect(page.getByRole('heading', { name: '选择品牌' })).toBeVisible()
  const brands = page.getByRole('button').filter({ has: page.locator('.ant-avatar') })
  await expect(brands.filter({ hasText: '蜀香火锅' })).toHaveCount(1)
  await expect(brands.filter({ hasText: '蜀香小面' })).toHaveCount(1)
  await shoot(page, 'brand')

  const first = brands.first()
  const label = await first.innerText()
  await first.click()
  await expect(page).toHaveURL(/\/homePage$/)
  const brand = (await page.evaluate(() => JSON.parse(localStorage.getItem('admin.brand') ?? 'null'))) as { name: string }
  expect(label).toContain(brand.name)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin.roles') ?? 'null'))).toMatchObject({ type: 2, typeName: brand.name })
})
