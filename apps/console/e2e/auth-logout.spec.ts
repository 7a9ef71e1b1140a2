import { expect, signInAsOperator, test } from './fixtures.js'

test('logging out ends the session: the store, the cookie and the server session are gone', async ({ page }) => {
  await signInAsOperator(page)
  const token = (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
  await page.getByTestId('account-menu').hover()
  await page.getByText('退出登录').click()
  await expect(page).toHaveURL(/\/login$/)
  for (const key of ['admin.user', 'admin.permissions', 'admin.roles', 'admin.group', 'admin.brand']) {
    const kept = (await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key)) as unknown
    expect(kept === null || (Array.isArray(kept) && kept.length === 0), `${key} is cleared`).toBe(true)
  }
  expect((await page.context().cookies()).find((c) => c.name === 'operating-token')).toBeUndefined()

  // The old token no longer opens anything.
  const res = await page.request.post('/sellers/user/info', { headers: { 'operating-token': token }, data: {} })
  expect((await res.json()).code).toBe(50002)
  await page.goto('/homePage')
  await expect(page).toHaveURL(/\/login$/)
})
