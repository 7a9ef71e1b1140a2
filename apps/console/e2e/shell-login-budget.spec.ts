import { gzipSync } from 'node:zlib'
import { expect, test } from './fixtures.js'

test('/login loads under 300 KB of gzipped JavaScript and none of the frame or feature screens', async ({ page }) => {
  const scripts: Array<{ url: string; body: Buffer }> = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.body() })
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const gzipped = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0)
  console.log(`/login loaded ${scripts.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped`)
  expect(gzipped).toBeLessThan(300 * 1024)
  const names = scripts.map((s) => new URL(s.url).pathname)
  for (const lazy of ['app-layout', 'feedback-page', 'operating-menu', 'components-page', 'home-page']) expect(names.some((n) => n.includes(lazy))).toBe(false)
})
