import { expect, type Page } from '@playwright/test'
import { E2E_ADMIN, serverOrigin } from './fixtures.js'

/** Seeded demo accounts (apps/server/src/db/seed): they share the operator's password. */
export const BRAND_STAFF = '13900000001'
export const GROUP_OPS = '13900000002'

/**
 * Signs in through the API (the login screens belong to another journey), optionally choosing an
 * organisation, and opens a page. The console reads the token from the cookie as after a real sign-in.
 */
export const signIn = async (page: Page, phone: string, org?: { type: number; typeId: number }, path = '/homePage') => {
  const res = await page.request.post('/sellers/exclude/login', { data: { username: phone, password: E2E_ADMIN.password, version: 2 } })
  const { data } = await res.json()
  const token = data.token as string
  if (org) {
    const chosen = await page.request.post('/org-center/not-power/select-role-org', { headers: { 'operating-token': token }, data: org })
    expect((await chosen.json()).status).toBe(true)
  }
  await page.context().addCookies([{ name: 'operating-token', value: token, url: serverOrigin(), sameSite: 'Strict' }])
  // The update notice is for another journey: mark it read so it stays out of the way.
  await page.addInitScript(() => {
    if (!localStorage.getItem('admin.noticeRead')) localStorage.setItem('admin.noticeRead', JSON.stringify({ platform: '3.6.0', '1': '3.6.0' }))
  })
  await page.goto(path)
  return token
}

/** The first-level column. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: '一级菜单' })
export const subMenu = (page: Page) => page.getByRole('navigation', { name: '二级菜单' })
export const fourthMenu = (page: Page) => page.getByRole('navigation', { name: '四级菜单' })
