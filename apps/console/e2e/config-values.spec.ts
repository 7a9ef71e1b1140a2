import { type Locator, type Page } from '@playwright/test'
import { wcagScan } from './axe.js'
import { expect, signInAsOperator, test } from './fixtures.js'

/**
 * Brand and group configuration (issue 14): dictionary fields made through the API, a group
 * configuration that turns one on, a brand configuration that overrides a brand field and is
 * restored from history, the effective configuration with its sources, and a read-only preview.
 */
const OK = /确\s*定|OK/
const SAVE = /保\s*存/

const suffix = String(Date.now() % 1_000_000)
// A group and a brand of the run's own (made through the API below), so that a repeated run on the
// same server starts from 未配置 and version 1 again; the brand has the seeded brand's type.
const BRAND = `配置品牌${suffix}`
const GROUP = `配置集团${suffix}`
const TITLE = `${BRAND}(${GROUP})`
const CODES = {
  mode: `e2e_mode_${suffix}`,
  radius: `e2e_radius_${suffix}`,
  note: `e2e_note_${suffix}`,
  invoice: `e2e_invoice_${suffix}`,
  limit: `e2e_limit_${suffix}`,
}

const base = { manageType: 1, sortNum: 1, bizTypes: '1,2,3,4,5', serviceModule: 'order-center', serverNameAndGroup: 'order-center/e2e', pageGroup: `E2E 配置 ${suffix}` }
const FIELDS = [
  {
    ...base,
    applyType: 1,
    fieldName: '外卖模式',
    fieldCode: CODES.mode,
    descrip: '门店接外卖单的配送方式',
    dataType: 'radio',
    optionValues: [
      { value: 'self', title: '自配送' },
      { value: 'platform', title: '平台配送' },
    ],
    defaultValue: 'self',
    relatedData: [{ relatedValue: 'self', relatedData: [{ name: '配送半径', code: CODES.radius, dataType: 'number', optionValues: [] }] }],
    relatedDefaultValue: [{ fieldCode: CODES.radius, defaultValue: 3 }],
  },
  { ...base, applyType: 1, sortNum: 2, fieldName: '门店公告', fieldCode: CODES.note, descrip: '点餐页顶部的公告', dataType: 'string', defaultValue: '欢迎光临' },
  {
    ...base,
    applyType: 2,
    fieldName: '电子发票',
    fieldCode: CODES.invoice,
    descrip: '集团统一开具电子发票',
    dataType: 'bool',
    defaultValue: false,
    relatedData: [{ relatedValue: 'true', relatedData: [{ name: '开票限额', code: CODES.limit, dataType: 'number', optionValues: [] }] }],
    relatedDefaultValue: [{ fieldCode: CODES.limit, defaultValue: 1000 }],
  },
]

const field = (page: Page, code: string) => page.locator(`[data-field-code="${code}"]`)
const tick = (row: Locator) => row.getByRole('checkbox').first()
const rowWith = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })

const useTheme = async (page: Page, theme: 'light' | 'dark') => {
  await page.evaluate((mode) => localStorage.setItem('admin.theme', JSON.stringify(mode)), theme)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** WCAG 2 A/AA on the page as it is. */
const expectAccessible = async (page: Page) => {
  const { violations } = await wcagScan(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const shootBothThemes = async (page: Page, name: string, ready: () => Promise<void>) => {
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme)
    await ready()
    await expectAccessible(page)
    await page.screenshot({ path: `test-results/screens/${name}-${theme}.png`, fullPage: true })
  }
  await useTheme(page, 'light')
}

test('an operator configures a group and a brand, restores the brand from history, reads the effective configuration and previews it', async ({ page }) => {
  // About a minute and a half on an idle machine, 3.6 at a load of 37 on two cores.
  test.setTimeout(720_000)
  await signInAsOperator(page)
  const token = (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
  for (const f of FIELDS) {
    const res = await page.request.post('/pandora/field-config/add', { headers: { 'operating-token': token }, data: { ...f, accountName: 'e2e', accountPhone: '13800000000' } })
    expect((await res.json()).status, `add ${f.fieldCode}`).toBe(true)
  }
  const headers = { 'operating-token': token }
  const group = await (await page.request.post('/org-center/group/save-group', { headers, data: { name: GROUP, contactName: '配置联系人', contactPhone: '13812340001' } })).json()
  expect(group, JSON.stringify(group)).toMatchObject({ status: true })
  const seeded = (await (await page.request.get('/org-center/brand/detail-brand?brandId=1', { headers })).json()).data
  const phone = `139${suffix.padStart(8, '0')}`
  const brand = await (await page.request.post('/org-center/brand/save-brand', {
    headers,
    data: { groupId: group.data.id, name: BRAND, brandType: seeded.brandType, industryId: seeded.industryId, contactName: '配置联系人', contactPhone: phone },
  })).json()
  expect(brand, JSON.stringify(brand)).toMatchObject({ status: true })

  // ── The group turns on 电子发票 with its dependent 开票限额.
  await page.goto('/businessCenter/config/group')
  await expect(page).toHaveTitle('集团配置 - 运营平台')
  for (const title of ['集团ID', '集团名称', '品牌数', '配置状态', '创建时间', '操作']) await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible()
  await page.getByRole('form', { name: '集团配置查询' }).getByPlaceholder('请输入集团名称').fill(GROUP)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  const groupRow = rowWith(page, GROUP)
  await expect(groupRow.getByText('未配置')).toBeVisible()
  await expect(groupRow.getByRole('button', { name: /查看/ })).toHaveCount(0)
  await groupRow.getByRole('button', { name: /编辑/ }).click()
  await expect(page).toHaveTitle(`${GROUP} - 运营平台`)
  await expect(page.getByRole('heading', { level: 4, name: GROUP })).toBeVisible()
  const invoice = field(page, CODES.invoice)
  await tick(invoice).check()
  await invoice.getByRole('switch', { name: '电子发票' }).click()
  const limit = field(page, CODES.limit)
  await expect(tick(limit)).not.toBeChecked()
  await tick(limit).check()
  await expect(limit.getByRole('spinbutton', { name: '开票限额' })).toHaveValue('1000')
  await limit.getByRole('spinbutton', { name: '开票限额' }).fill('5000')
  // Closing the page's tab with unsaved input asks first; staying keeps the tab and the input.
  await page.getByRole('tablist', { name: '已打开的页面' }).getByLabel(`关闭 ${GROUP}`).click()
  const leaving = page.getByRole('dialog', { name: '放弃未保存的修改？' })
  await leaving.getByRole('button', { name: '继续编辑' }).click()
  await expect(leaving).toHaveCount(0)
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: GROUP })).toBeVisible()
  await expect(limit.getByRole('spinbutton', { name: '开票限额' })).toHaveValue('5000')
  await page.getByRole('button', { name: SAVE }).click()
  await expect(page.getByText('保存成功')).toBeVisible()
  await expect(page.getByText(/版本 1 · 最近保存/)).toBeVisible()
  await page.goto('/businessCenter/config/group')
  await page.getByRole('form', { name: '集团配置查询' }).getByPlaceholder('请输入集团名称').fill(GROUP)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await expect(groupRow.getByText('已配置')).toBeVisible()
  await expect(groupRow.getByRole('button', { name: /查看/ })).toBeVisible()

  // ── The brand list and its editor.
  await page.goto('/businessCenter/config/brand')
  await expect(page).toHaveTitle('品牌配置 - 运营平台')
  for (const title of ['品牌ID', '品牌名称', '集团名称', '业态', '配置状态', '创建时间', '操作']) await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /导出品牌/ })).toBeVisible()
  await page.getByRole('form', { name: '品牌配置查询' }).getByPlaceholder('请输入品牌名称').fill(BRAND)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  const brandRow = rowWith(page, BRAND)
  await expect(brandRow.getByText('未配置')).toBeVisible()
  await shootBothThemes(page, 'config-brand-list', () => expect(brandRow.getByText('未配置')).toBeVisible())
  await brandRow.getByRole('button', { name: /编辑/ }).click()
  await expect(page).toHaveTitle(`${TITLE} - 运营平台`)
  await expect(page.getByRole('heading', { level: 4, name: TITLE })).toBeVisible()

  // Nothing ticked: the contract's words.
  await page.getByRole('button', { name: SAVE }).click()
  await expect(page.getByText('请至少选择一项配置')).toBeVisible()

  // Version 1: 外卖模式 自配送 with 配送半径 5, brand-writable.
  const mode = field(page, CODES.mode)
  await tick(mode).check()
  await expect(mode.getByRole('radio', { name: '自配送' })).toBeChecked()
  const radius = field(page, CODES.radius)
  await tick(radius).check()
  await expect(radius.getByRole('spinbutton', { name: '配送半径' })).toHaveValue('3')
  await radius.getByRole('spinbutton', { name: '配送半径' }).fill('5')
  await mode.getByRole('checkbox', { name: '品牌可写（外卖模式）' }).check()
  await expect(mode.getByRole('checkbox', { name: '品牌可读（外卖模式）' })).toBeChecked()
  await page.getByRole('button', { name: SAVE }).click()
  await expect(page.getByText('保存成功')).toBeVisible()
  await expect(page.getByText(/版本 1 · 最近保存/)).toBeVisible()
  await shootBothThemes(page, 'config-brand-editor', () => expect(radius.getByRole('spinbutton', { name: '配送半径' })).toHaveValue('5'))

  // Version 2: 平台配送 hides and drops 配送半径.
  await mode.getByRole('radio', { name: '平台配送' }).check()
  await expect(radius).toHaveCount(0)
  await page.getByRole('button', { name: SAVE }).click()
  await expect(page.getByText('保存成功')).toBeVisible()
  await expect(page.getByText(/版本 2 · 最近保存/)).toBeVisible()

  // History: version 2's diff, then back to version 1.
  await page.getByRole('button', { name: /修改记录/ }).click()
  const drawer = page.getByRole('dialog', { name: '修改记录' })
  const v2 = drawer.getByRole('listitem', { name: '版本 2' })
  await expect(v2.getByText('当前版本')).toBeVisible()
  const modeDiff = v2.getByRole('row').filter({ hasText: CODES.mode })
  await expect(modeDiff.getByRole('cell').nth(1)).toHaveText('自配送')
  await expect(modeDiff.getByRole('cell').nth(2)).toHaveText('平台配送')
  const radiusDiff = v2.getByRole('row').filter({ hasText: CODES.radius })
  await expect(radiusDiff.getByRole('cell').nth(1)).toHaveText('5')
  await expect(radiusDiff.getByRole('cell').nth(2)).toHaveText('未配置')
  await page.screenshot({ path: 'test-results/screens/config-brand-history.png' })
  await drawer.getByRole('listitem', { name: '版本 1' }).getByRole('button', { name: '恢复到此版本' }).click()
  await expect(page.getByText('恢复到版本 1？')).toBeVisible()
  await page.locator('.ant-popconfirm').getByRole('button', { name: OK }).click()
  await expect(page.getByText('已恢复到版本 1')).toBeVisible()
  await expect(drawer).toBeHidden()
  await expect(page.getByText(/版本 3 · 最近保存/)).toBeVisible()
  await expect(mode.getByRole('radio', { name: '自配送' })).toBeChecked()
  await expect(field(page, CODES.radius).getByRole('spinbutton', { name: '配送半径' })).toHaveValue('5')

  // The effective configuration: the brand's value, the group's value, the dictionary default.
  await page.getByRole('button', { name: /生效配置/ }).click()
  const effective = page.getByRole('dialog', { name: '生效配置' })
  const effectiveRow = (text: string) => effective.getByRole('row').filter({ hasText: text })
  await expect(effectiveRow(CODES.mode)).toContainText('自配送')
  await expect(effectiveRow(CODES.mode)).toContainText('品牌配置')
  await expect(effectiveRow(CODES.radius)).toContainText('5')
  await expect(effectiveRow(CODES.note)).toContainText('欢迎光临')
  await expect(effectiveRow(CODES.note)).toContainText('字典默认值')
  await expect(effectiveRow(CODES.invoice)).toContainText('电子发票')
  await expect(effectiveRow(CODES.invoice)).toContainText('开启')
  await expect(effectiveRow(CODES.invoice)).toContainText('集团配置')
  await expect(effectiveRow(CODES.limit)).toContainText('5000')
  await page.screenshot({ path: 'test-results/screens/config-brand-effective.png' })
  await effective.getByRole('button', { name: /Close|关闭/ }).click()

  // Read-only preview from the list's 查看.
  await page.goto('/businessCenter/config/brand')
  await page.getByRole('form', { name: '品牌配置查询' }).getByPlaceholder('请输入品牌名称').fill(BRAND)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await expect(brandRow.getByText('已配置')).toBeVisible()
  await brandRow.getByRole('button', { name: /查看/ }).click()
  await expect(page).toHaveURL(/isPreview=true/)
  await expect(page.getByText('只读预览')).toBeVisible()
  await expect(tick(mode)).toBeChecked()
  await expect(tick(mode)).toBeDisabled()
  await expect(mode.getByRole('radio', { name: '自配送' })).toBeDisabled()
  await expect(field(page, CODES.radius).getByRole('spinbutton', { name: '配送半径' })).toBeDisabled()
  await expect(page.getByRole('button', { name: SAVE })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screens/config-brand-preview.png', fullPage: true })
})
