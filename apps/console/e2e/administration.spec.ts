import { type Page } from '@playwright/test'
import { freshPhone } from './auth-helpers.js'
import { E2E_ADMIN, expect, signInAsOperator, test } from './fixtures.js'
import { mainMenu } from './shell-fixtures.js'

const treeNode = (page: Page, name: string) => page.locator('.ant-tree-treenode').filter({ has: page.getByText(name, { exact: true }) })

// About a minute on an idle machine; it ran out of 2 at a load of 37 on two cores.
test.setTimeout(480_000)

test('an administrator makes a role that may only export brands, gives it to a new operator, takes the button away, and finds both sign-ins in the login log', async ({ page, browser }) => {
  const suffix = String(Date.now() % 100000)
  const roleName = `品牌导出员${suffix}`
  const operatorName = `导出运营${suffix}`
  const mobile = freshPhone()
  const password = 'Export2026ok'
  await signInAsOperator(page)

  // 1. The role: the brand page's 导出品牌 button only (the page and its directories come with it).
  await page.goto('/businessCenter/roleManagement/index')
  await page.getByRole('button', { name: '新建角色' }).click()
  await expect(page).toHaveURL(/\/businessCenter\/roleManagement\/edit$/)
  // The editor's own pane: the role list's search box has the same placeholder.
  const editor = page.locator('[data-page="/businessCenter/roleManagement/edit"]')
  await editor.getByPlaceholder('请输入角色名称').fill(roleName)
  await page.getByRole('searchbox', { name: '搜索菜单' }).fill('导出品牌')
  await treeNode(page, '导出品牌').locator('.ant-tree-checkbox').click()
  await page.screenshot({ path: 'test-results/screens/admin-role-edit.png', fullPage: true })
  // Once (CI, 2026-11-25) the typed name was gone when 保存 was pressed, the ticks kept: if it happens again, fail here, naming it.
  await expect(editor.getByPlaceholder('请输入角色名称'), 'the role name typed before ticking the tree').toHaveValue(roleName)
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await expect(page.getByText('新建成功')).toBeVisible()
  await expect(page).toHaveURL(/\/businessCenter\/roleManagement\/edit\?id=\d+$/)
  const roleUrl = page.url()

  // 2. The operator, with a password the administrator chose.
  await page.goto('/system/operator/list')
  await page.getByRole('button', { name: '新建账号' }).click()
  const dialog = page.getByRole('dialog', { name: '新建运营账号' })
  await dialog.getByPlaceholder('请输入姓名').fill(operatorName)
  await dialog.getByPlaceholder('请输入手机号').fill(mobile)
  await dialog.getByPlaceholder('不填则自动生成').fill(password)
  await dialog.locator('.ant-select-selector').filter({ hasText: '请选择角色' }).click()
  await page.keyboard.type(roleName)
  await page.locator('.ant-select-item-option').filter({ hasText: roleName }).click()
  // A multiple select stays open after a pick (and may cover 保存 once there are many roles): click elsewhere.
  await dialog.locator('.ant-modal-title').click()
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0)
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await expect(page.getByText('新建成功')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: operatorName })).toContainText(`${roleName} @ 平台`)

  // 3. The operator signs in and sees that page and that button, nothing more.
  const other = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  const op = await other.newPage()
  await op.goto('/login')
  await op.getByPlaceholder('请输入账号（手机号）').fill(mobile)
  await op.getByPlaceholder('请输入密码').fill(password)
  await op.getByRole('button', { name: /登\s*录/ }).click()
  await expect(op).toHaveURL(/\/homePage$/)
  await expect(mainMenu(op).getByRole('menuitem')).toHaveCount(1)
  await expect(mainMenu(op).getByRole('menuitem', { name: '商户中心' })).toBeVisible()
  await op.goto('/businessCenter/brand')
  await expect(op.getByRole('button', { name: /导\s*出/ })).toBeVisible()
  await expect(op.getByRole('button', { name: '新建品牌' })).toHaveCount(0)
  await op.screenshot({ path: 'test-results/screens/admin-operator-brand-list.png' })

  // 4. The administrator keeps the page but takes the button away.
  await page.goto(roleUrl)
  await expect(page.getByPlaceholder('请输入角色名称')).toHaveValue(roleName, { timeout: 30_000 })
  await page.getByRole('switch', { name: '父子联动' }).click()
  await page.getByRole('searchbox', { name: '搜索菜单' }).fill('导出品牌')
  await treeNode(page, '导出品牌').locator('.ant-tree-checkbox').click()
  await page.getByRole('button', { name: /保\s*存/ }).click()
  await expect(page.getByText('修改成功')).toBeVisible()

  // The operator's screen still shows the button; the server refuses the very next click.
  await op.getByRole('button', { name: /导\s*出/ }).click()
  await expect(op.getByText('没有权限执行此操作')).toBeVisible()
  await other.close()

  // 5. Both sign-ins are in the login log.
  await page.goto('/system/loginLog/list')
  const search = page.getByRole('form', { name: '登录日志查询' })
  for (const [who, name] of [[mobile, operatorName], [E2E_ADMIN.phone, '']] as const) {
    await search.getByPlaceholder('姓名或手机号').fill(who)
    await search.getByRole('button', { name: /查\s*询/ }).click()
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first()
    await expect(row).toContainText(`${who.slice(0, 3)}****${who.slice(7)}`)
    await expect(row).toContainText('账号密码')
    await expect(row).toContainText('成功')
    if (name) await expect(row).toContainText(name)
  }
  await page.screenshot({ path: 'test-results/screens/admin-login-log.png', fullPage: true })
})
