import { shoot } from './auth-helpers.js'
import { E2E_ADMIN, expect, test } from './fixtures.js'

const LOOPBACK = new Set(['127.0.0.1', 'localhost'])

test('enterprise WeChat: authorised by the provider, back with a code, signed in as the matching mobile', async ({ page, baseURL }) => {
  await page.goto('/login?loginType=wecom')
  await shoot(page, 'wecom')
  const toProvider = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname !== '/login' && new URL(r.url()).searchParams.has('state'))
  // The provider's page: the test's fake when it runs on this machine; otherwise stand in for it here.
  await page.route(
    (url) => !LOOPBACK.has(url.hostname),
    async (route) => {
      const state = new URL(route.request().url()).searchParams.get('state') ?? ''
      await route.fulfill({ status: 302, headers: { location: `${baseURL}/login?loginType=wecom&code=fake-code-ok&state=${encodeURIComponent(state)}` } })
    },
  )
  await page.getByRole('button', { name: /前往企业微信授权/ }).click()
  // The authorisation URL getScanCode gave, with the state that ties the answer to this browser.
  expect(new URL((await toProvider).url()).searchParams.get('state')).toBeTruthy()

  await expect(page).toHaveURL(/\/homePage$/)
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('admin.user') ?? 'null'))).toMatchObject({ username: E2E_ADMIN.phone })
})

test('enterprise WeChat: a failed sign-in shows why and reloads /login without the query after 2 s', async ({ page }) => {
  await page.goto('/login?loginType=wecom&code=fake-code-ok&state=not-the-state')
  await expect(page.getByRole('alert')).toBeVisible()
  await shoot(page, 'wecom-failed')
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 })
  expect((await page.context().cookies()).find((c) => c.name === 'operating-token')).toBeUndefined()
})
