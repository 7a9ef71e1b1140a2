import { type Locator, type Page } from '@playwright/test'
import { wcagScan } from './axe.js'
import { E2E_ADMIN, expect, test } from './fixtures.js'
import { png } from './images.js'
import { signIn } from './shell-fixtures.js'

const LIST = '/businessCenter/config/dictionary'
const field = (page: Page, label: string) => page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?${label}`) }) })
const pick = async (page: Page, select: Locator, option: string) => {
  await select.click()
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click()
}
const save = (page: Page) => page.getByRole('button', { name: '保存', exact: true }).click()

/** WCAG 2 A/AA of one part of the page, as e2e/a11y.spec.ts checks the rest. */
const expectAccessible = async (page: Page, include: string, where: string) => {
  // Not over a button: a hovered button is drawn in its lighter hover colour.
  await page.mouse.move(0, 0)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const { violations } = await wcagScan(page, include)
  expect(violations.map((v) => `[${where}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The whole page in one picture: the console scrolls inside its frame, so the window is made tall enough. */
const shoot = async (page: Page, name: string) => {
  const size = page.viewportSize()!
  const height = await page.evaluate(() => Math.max(...[...document.querySelectorAll<HTMLElement>('*')].map((e) => e.scrollHeight)))
  await page.setViewportSize({ width: size.width, height: Math.min(Math.max(height + 120, size.height), 4000) })
  await page.mouse.move(0, 0)
  await page.screenshot({ path: `test-results/screens/${name}.png` })
  await page.setViewportSize(size)
}

const setTheme = async (page: Page, mode: 'light' | 'dark') => {
  await page.evaluate((m) => localStorage.setItem('admin.theme', JSON.stringify(m)), mode)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
}

test('an operator creates a radio field with a related number field, finds it, edits it and reads its history', async ({ page }) => {
  test.setTimeout(480_000)
  const n = String(Date.now() % 1_000_000)
  const name = `外卖模式${n}`
  const code = `takeout.mode${n}`
  const radius = `takeout.radius${n}`
  await signIn(page, E2E_ADMIN.phone, undefined, LIST)
  await expect(page).toHaveTitle('配置字典 - 运营平台')
  for (const title of ['字段名称', '字段编码', '应用类型', '所属服务模块', '业态', '数据类型', '排序', '状态', '更新人/更新时间', '操作']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible()
  }

  // New: the spec's required messages first.
  await page.getByRole('button', { name: '新建字段' }).click()
  await expect(page).toHaveURL(/\/businessCenter\/config\/dictionary\/edit$/)
  await expect(page).toHaveTitle('新建字段 - 运营平台')
  await save(page)
  for (const text of ['请选择应用类型', '请输入字段名称', '请输入字段编码', '请输入服务名及分组', '请选择业态', '请选择所属服务模块', '请输入字段描述', '请选择数据类型']) {
    await expect(page.locator('.ant-formily-item-error-help', { hasText: text })).toBeVisible()
  }

  await field(page, '应用类型').getByRole('radio', { name: '品牌配置' }).check()
  await field(page, '字段名称').getByRole('textbox').fill(name)
  await field(page, '字段编码').getByRole('textbox').fill(code)
  await field(page, '服务名及分组').getByRole('textbox').fill('order-center/takeout')
  await field(page, '页面分组').getByRole('textbox').fill('外卖设置')
  await field(page, '业态').getByRole('checkbox', { name: '茶饮' }).check()
  await field(page, '业态').getByRole('checkbox', { name: '正餐' }).check()
  await pick(page, field(page, '所属服务模块').getByRole('combobox'), '订单中心')
  await field(page, '字段描述').getByRole('textbox').fill('门店接外卖单的方式：自营配送或三方平台配送')
  // 示例图: ticked, so required; a real picture, checked by content on the server.
  await page.getByRole('checkbox', { name: '需要示例图（勾选后必填）' }).check()
  await field(page, '示例图').locator('input[type=file]').setInputFiles({ name: 'example.png', mimeType: 'image/png', buffer: png(80, 48, [22, 119, 255]) })
  await expect(field(page, '示例图').getByTestId('form-kit-image-tile')).toBeVisible()
  await page.getByRole('checkbox', { name: '需要帮助链接（勾选后必填）' }).check()
  await page.getByRole('textbox', { name: '帮助链接' }).fill('https://help.example.com/takeout')

  // 单选 with 自营 and 三方; 自营 by default.
  await field(page, '数据类型').getByRole('radio', { name: '单选' }).check()
  await page.getByRole('button', { name: '添加选项（0/50）' }).click()
  await page.getByRole('button', { name: '添加选项（1/50）' }).click()
  await page.getByRole('textbox', { name: '第1个选项编码' }).fill('self')
  await page.getByRole('textbox', { name: '第1个选项名称' }).fill('自营')
  await page.getByRole('textbox', { name: '第2个选项编码' }).fill('third')
  await page.getByRole('textbox', { name: '第2个选项名称' }).fill('三方')
  await page.getByRole('checkbox', { name: '默认值 设置默认值' }).check()
  await pick(page, page.getByRole('combobox', { name: '默认值', exact: true }), '自营')

  // Under 自营: 配送半径, a number, 3 by default.
  await page.getByRole('button', { name: '添加关联选项（0/50）' }).click()
  await pick(page, page.getByRole('combobox', { name: '第1个关联选项的取值' }), '自营（self）')
  await page.getByRole('textbox', { name: '第1个关联选项的第1个关联配置名称' }).fill('配送半径')
  await page.getByRole('textbox', { name: '第1个关联选项的第1个关联配置编码' }).fill(radius)
  await pick(page, page.getByRole('combobox', { name: '第1个关联选项的第1个关联配置数据类型' }), '数字')
  await page.getByRole('checkbox', { name: '配送半径的默认值 设置默认值' }).check()
  await save(page)
  await expect(page.locator('.ant-formily-item-error-help', { hasText: '请设置关联配置' })).toBeVisible()
  await page.getByRole('spinbutton', { name: '配送半径的默认值' }).fill('3')
  await shoot(page, 'dictionary-editor-light')
  await expectAccessible(page, '.form-kit-layout', 'editor, light')
  await save(page)
  await expect(page.getByText('新增成功')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))

  // In the list, found by its code.
  const search = page.getByRole('form', { name: '配置字典查询' })
  await search.getByRole('textbox', { name: '字段编码' }).fill(code)
  await search.getByRole('button', { name: /查\s*询/ }).click()
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) })
  await expect(row).toHaveCount(1)
  for (const text of [name, '品牌配置', '订单中心', '茶饮、正餐', '单选', '99', '启用']) await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible()
  await shoot(page, 'dictionary-list-light')
  await expectAccessible(page, '[data-page="dictionary-list"]', 'list, light')

  // Edit: the code is locked, the related default is there; rename, re-sort, a new radius default.
  await row.getByRole('button', { name: `编辑 ${name}` }).click()
  await expect(page).toHaveTitle('编辑字段 - 运营平台')
  await expect(field(page, '字段编码').getByRole('textbox')).toBeDisabled()
  await expect(field(page, '字段编码').getByRole('textbox')).toHaveValue(code)
  await expect(page.getByRole('spinbutton', { name: '配送半径的默认值' })).toHaveValue('3')
  await expect(field(page, '示例图').getByTestId('form-kit-image-tile')).toBeVisible()
  await expect(page.getByText(/^第 1 版 · /)).toBeVisible()
  await field(page, '字段名称').getByRole('textbox').fill(`外卖方式${n}`)
  await field(page, '排序').getByRole('textbox').fill('10.5')
  await page.getByRole('spinbutton', { name: '配送半径的默认值' }).fill('5')
  await save(page)
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  await search.getByRole('textbox', { name: '字段编码' }).fill(code)
  await search.getByRole('button', { name: /查\s*询/ }).click()
  await expect(row.getByRole('cell', { name: `外卖方式${n}`, exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: '10.5', exact: true })).toBeVisible()

  // The history: who, when, how and what changed.
  await row.getByRole('button', { name: `保存记录 外卖方式${n}` }).click()
  const drawer = page.getByRole('dialog', { name: `保存记录 · 外卖方式${n}（${code}）` })
  await expect(drawer).toBeVisible()
  const latest = drawer.getByRole('row').filter({ hasText: 'v2' })
  await expect(latest).toContainText('修改')
  await expect(latest).toContainText(E2E_ADMIN.phone)
  await expect(latest).toContainText('字段名称、排序、关联配置默认值')
  await expect(latest.getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  await expect(drawer.getByRole('row').filter({ hasText: 'v1' })).toContainText('新建字段')
  await expectAccessible(page, '.ant-drawer-content', 'history, light')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  // Dark: the list, the history and the editor.
  await setTheme(page, 'dark')
  await search.getByRole('textbox', { name: '字段编码' }).fill(code)
  await search.getByRole('button', { name: /查\s*询/ }).click()
  await expect(row).toHaveCount(1)
  await shoot(page, 'dictionary-list-dark')
  await expectAccessible(page, '[data-page="dictionary-list"]', 'list, dark')
  await row.getByRole('button', { name: `保存记录 外卖方式${n}` }).click()
  await expect(drawer).toBeVisible()
  await expectAccessible(page, '.ant-drawer-content', 'history, dark')
  await page.keyboard.press('Escape')
  await row.getByRole('button', { name: `编辑 外卖方式${n}` }).click()
  await expect(page.getByRole('spinbutton', { name: '配送半径的默认值' })).toHaveValue('5')
  await shoot(page, 'dictionary-editor-dark')
  await expectAccessible(page, '.form-kit-layout', 'editor, dark')
})
