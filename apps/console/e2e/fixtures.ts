import { expect, type Page } from '@playwright/test'
/** The seeded operator; playwright.config.ts sets these for the server and the workers. */
export const E2E_ADMIN = { phone: process.env.E2E_ADMIN_PHONE!, password: process.env.E2E_ADMIN_PASSWORD! }

/** Signs in through the login screen as the seeded operator. */
export const signInAsOperator = async (page: Page) => {
  await page.goto('/login')
  await page.getByPlaceholder('请输入账号（手机号）').fill(E2E_ADMIN.phone)
  await page.getByPlaceholder('请输入密码').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page).toHaveURL(/\/homePage$/)
}
