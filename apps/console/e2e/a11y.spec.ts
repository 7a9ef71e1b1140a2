import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import type { MenuNode } from '@yunying/contracts'
import { LAYOUT_VIEWPORT, checkLayout, notInstalled, pagePaths, settle } from './menu-routes.js'
import { signIn } from './shell-fixtures.js'
import { colourScan, wcagScan } from './axe.js'

/**
 * WCAG 2 A/AA with axe-core on every screen the operator can open, in both themes, plus the login page
 * and the dialogs and drawers. The routes come from the operator's own menu (`/sellers/user/info`), so a
 * new screen is covered as soon as its menu node exists. docs/accessibility.md explains the check.
 */
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

interface Found {
  where: string
  id: string
  impact: string | null | undefined
  help: string
  targets: string[]
}

/** Runs axe on the page (or one part of it) and returns what it found, labelled with `where`. */
const scan = async (page: Page, where: string, include?: string, coloursOnly = false): Promise<Found[]> => {
  const { violations } = await (coloursOnly ? colourScan(page) : wcagScan(page, include))
  return violations.map((v) => ({
    where,
    id: v.id,
    impact: v.impact,
    help: `${v.help} (${v.helpUrl})`,
    targets: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  }))
}

const report = (found: Found[]) =>
  found.map((f) => `[${f.where}] ${f.id} (${f.impact}): ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`).join('\n')

const expectClean = (found: Found[]) => expect(found, `axe found WCAG 2 A/AA violations:\n${report(found)}`).toEqual([])

const useTheme = (page: Page, theme: Theme) =>
  page.addInitScript((mode) => localStorage.setItem('admin.theme', JSON.stringify(mode)), theme)

/** Waits until antd's open/close motion of a dialog or drawer has finished. */
const motionDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running') && !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter, .ant-drawer-panel-motion-right-enter, [class*="-motion-"][class*="-active"]'))

// The scans read and change nothing shared: they spread over the workers (the route sweep in halves).
test.describe.configure({ mode: 'parallel' })

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test(`the login page (${theme})`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto('/login')
      await expect(page.getByPlaceholder('请输入账号（手机号）')).toBeVisible()
      await settle(page)
      const found = await scan(page, `/login ${theme}`)
      // The SMS tab with its six code boxes.
      const sms = page.getByRole('tab', { name: /验证码/ })
      if (await sms.count()) {
        await sms.first().click()
        await settle(page)
        found.push(...(await scan(page, `/login sms ${theme}`)))
      }
      expectClean(found)
    })

    test(`dialogs and drawers (${theme})`, async ({ page }) => {
      test.setTimeout(6 * 60_000)
      await useTheme(page, theme)
      await signIn(page, process.env.E2E_ADMIN_PHONE!, undefined, '/businessCenter/brand')
      await settle(page)
      const found: Found[] = []
      const dialogScan = async (where: string) => {
        await motionDone(page)
        found.push(...(await scan(page, `${where} ${theme}`)))
      }

      // Download centre and, from it, the task centre.
      await page.getByRole('button', { name: /下载中心/ }).click()
      const download = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '下载中心' })
      await expect(download).toBeVisible()
      await settle(page)
      await dialogScan('download centre')
      await download.getByRole('button', { name: '任务中心' }).click()
      await expect(page.locator('.ant-drawer-content-wrapper').filter({ hasText: '任务中心' }).last()).toBeVisible()
      await settle(page)
      await dialogScan('task centre')
      // Both drawers closed: start the brand list afresh.
      await page.reload()
      await settle(page)

      // Brand detail (服务详情) and the account dialogs of a brand row.
      const row = page.getByRole('row', { name: /蜀香火锅/ })
      await row.getByRole('button', { name: '服务详情' }).click()
      await expect(page.getByRole('dialog', { name: '详情' })).toBeVisible()
      await settle(page)
      await dialogScan('brand detail')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await row.getByRole('button', { name: '账号', exact: true }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await settle(page)
      await dialogScan('brand accounts')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await row.getByRole('button', { name: '老板驾驶舱账号' }).click()
      const boss = page.getByRole('dialog', { name: /老板驾驶舱账号 ·/ })
      await expect(boss).toBeVisible()
      await settle(page)
      await dialogScan('boss cockpit accounts')
      await boss.getByRole('button', { name: '添加账号' }).click()
      await expect(page.getByRole('dialog', { name: '添加老板驾驶舱账号' })).toBeVisible()
      await dialogScan('add boss cockpit account')

      // The map picker (the shell's components page) and the new map configuration dialog.
      await page.goto('/devtools/shell/components')
      await settle(page)
      await page.getByRole('button', { name: '选择经纬度' }).click()
      await expect(page.getByRole('dialog', { name: '选择经纬度' })).toBeVisible()
      await settle(page)
      await dialogScan('map picker')
      await page.goto('/businessCenter/mapService')
      await settle(page)
      await page.getByRole('button', { name: '新增配置' }).click()
      await expect(page.getByRole('dialog', { name: '新增地图配置' })).toBeVisible()
      await settle(page)
      await dialogScan('new map configuration')
      expectClean(found)
    })
  })
}

/**
 * Every route of the operator's menu in both themes, at the narrowest width the console supports
 * (1280 px): each page is loaded in the light theme, scanned in full and checked for what axe does not
 * see (`checkLayout`: a column stuck under a fixed one, a date picker in English), switched to the dark
 * one with the header's theme button (as a user does) and its colours scanned, then loaded again in the
 * dark theme and its colours scanned: a colour the switch leaves behind and one only a fresh load shows
 * (antd's styles are generated per theme on first render) are both caught. The dark scans check the
 * colour rules only: the markup is the light scan's. One visit per route does all of it.
 */
const HALVES = 2
for (let half = 0; half < HALVES; half++) {
  test(`axe, both themes: every route of the operator's menu (part ${half + 1} of ${HALVES})`, async ({ page }) => {
    test.setTimeout(24 * 60_000)
    await page.setViewportSize(LAYOUT_VIEWPORT)
    const token = await signIn(page, process.env.E2E_ADMIN_PHONE!)
    const info = await (await page.request.post('/sellers/user/info', { headers: { 'operating-token': token }, data: {} })).json()
    const paths = pagePaths(info.data.menus as MenuNode[])
    expect(paths.length).toBeGreaterThan(5)
    // A11Y_ROUTES=<regex> scans only the matching paths (for a quick look at one screen by hand).
    const only = process.env.A11Y_ROUTES ? new RegExp(process.env.A11Y_ROUTES) : null
    const placeholder = paths.find((p) => notInstalled.has(p))
    const routes = ['/homePage', ...paths.filter((p) => !notInstalled.has(p)), ...(placeholder ? [placeholder] : [])]
      .filter((p) => !only || only.test(p))
      .filter((_, i) => i % HALVES === half)
    const found: Found[] = []
    const layout = { tables: 0, pickers: 0, problems: [] as string[] }
    const setTheme = (mode: Theme) => page.evaluate((m) => localStorage.setItem('admin.theme', JSON.stringify(m)), mode)
    for (const route of routes) {
      await setTheme('light')
      await page.goto(route)
      await settle(page)
      found.push(...(await scan(page, `${route} light (loaded)`)))
      const checked = await checkLayout(page, route)
      layout.tables += checked.tables
      layout.pickers += checked.pickers
      layout.problems.push(...checked.problems)
      const themeButton = page.getByRole('button', { name: '深色主题' })
      if (await themeButton.count()) {
        await themeButton.click()
        await expect(page.locator('html.theme-switching')).toHaveCount(0)
        await motionDone(page)
        found.push(...(await scan(page, `${route} dark (switched)`, undefined, true)))
      }
      // Loaded afresh in the dark theme (a screen without the header is scanned so only).
      await setTheme('dark')
      await page.reload()
      await settle(page)
      found.push(...(await scan(page, `${route} dark (loaded)`, undefined, true)))
    }
    process.stdout.write(`[route sweep ${half + 1}/${HALVES}] ${routes.length} routes, ${layout.tables} tables, ${layout.pickers} date pickers at 1280 px\n`)
    expectClean(found)
    // The layout checks must have looked at something, or they prove nothing.
    expect(layout.tables).toBeGreaterThan(5)
    expect(layout.pickers).toBeGreaterThan(1)
    expect(layout.problems).toEqual([])
  })
}
