import { type Locator, type Page } from '@playwright/test'
import { expect, signInAsOperator, test } from './fixtures.js'
import { png } from './images.js'
import { BRAND_STAFF, signIn } from './shell-fixtures.js'

const pickIn = async (page: Page, select: Locator, option: string) => {
  await select.click({ force: true })
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click()
}
const field = (page: Page, label: string) => page.locator('.ant-formily-item').filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?${label}`) }) })
const submit = (page: Page) => page.getByRole('button', { name: '提交并保存' }).click()

/**
 * A brand of the run's own, made through the API with brand staff as its super admin (its contact): a
 * repeated run on the same server starts with no channel applied for. Same group and type as the
 * seeded brand.
 */
const createStaffBrand = async (page: Page, name: string) => {
  const token = (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
  const headers = { 'operating-token': token }
  const seeded = (await (await page.request.get('/org-center/brand/detail-brand?brandId=1', { headers })).json()).data
  const res = await page.request.post('/org-center/brand/save-brand', {
    headers,
    data: { groupId: seeded.groupId, name, brandType: seeded.brandType, industryId: seeded.industryId, contactName: '门店员工', contactPhone: BRAND_STAFF },
  })
  const saved = await res.json()
  expect(saved, JSON.stringify(saved)).toMatchObject({ status: true })
  return saved.data.id as number
}

test('an operator builds the catalogue: a category, a service with an icon and a sub-service, edits and hides it; the brand sees it; brand staff apply for a channel', async ({ page, browser }) => {
  test.setTimeout(360_000)
  const n = String(Date.now() % 100000)
  const mold = `堂食服务${n}`
  const code = `e2e_dine_${n}`
  // Unique per run: a repeated run on the same server finds the earlier runs' services too.
  const pro = `扫码点餐 Pro${n}`
  await signInAsOperator(page)
  await page.goto('/businessCenter/serviceManagement/list')
  await expect(page).toHaveTitle('服务管理 - 运营平台')
  const panel = page.getByRole('navigation', { name: '服务分类' })
  await expect(panel.getByRole('button', { name: /^未分类/ })).toBeVisible()

  // A category.
  await page.getByRole('button', { name: '添加分类' }).click()
  const moldDialog = page.getByRole('dialog', { name: '添加分类' })
  await moldDialog.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(moldDialog.getByText('请输入分类名称')).toBeVisible()
  await moldDialog.getByPlaceholder('请输入分类名称').fill(mold)
  await moldDialog.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(page.getByText('分类已添加')).toBeVisible()
  await panel.getByRole('button', { name: new RegExp(`^${mold}`) }).click()
  await expect(page.getByText('没有找到符合条件的服务')).toBeVisible()

  // A main service in it, with an icon; the form names what is missing first.
  await page.getByRole('button', { name: '新增服务' }).click()
  await expect(page).toHaveURL(/\/businessCenter\/serviceManagement\/edit\?produceMold=\d+$/)
  await submit(page)
  for (const text of ['请输入服务CODE', '请输入服务名称', '请选择服务标签', '请上传服务图标', '请选择服务粒度', '请选择适用品牌类型', '请输入服务介绍']) {
    await expect(page.locator('.ant-formily-item-error-help', { hasText: text })).toBeVisible()
  }
  await expect(field(page, '服务分类')).toContainText(mold)
  await field(page, '服务CODE').getByRole('textbox').fill(code)
  await field(page, '服务名称').getByRole('textbox').fill('扫码点餐')
  await pickIn(page, field(page, '服务标签').locator('.ant-select'), '企业门店')
  // A picture that is not square is refused before it is sent.
  await page.getByLabel('选择服务图标文件').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: png(120, 60, [22, 119, 255]) })
  await expect(page.getByRole('alert').filter({ hasText: '服务图标须为 1:1 的正方形（当前 120×60）' })).toBeVisible()
  await page.getByLabel('选择服务图标文件').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(64, 64, [22, 119, 255]) })
  await expect(page.getByTestId('service-icon-preview')).toBeVisible()
  await field(page, '服务粒度').getByRole('radio', { name: '门店' }).check()
  await field(page, '适用品牌类型').getByRole('checkbox', { name: '餐饮', exact: true }).check()
  await expect(field(page, '适用行业')).toBeHidden()
  await field(page, '适用品牌类型').getByRole('checkbox', { name: '餐饮2.0' }).check()
  await expect(field(page, '适用行业')).toBeVisible()
  await field(page, '适用行业').getByRole('checkbox', { name: '正餐' }).check()
  await field(page, '服务介绍').getByRole('textbox').fill('顾客扫桌码点餐，厨房即时出单')
  const editor = page.getByRole('textbox', { name: '服务详情' })
  await editor.click()
  await page.keyboard.type('支持堂食与外带')
  await page.keyboard.press('Control+A')
  await page.getByRole('button', { name: '粗体' }).click()
  await page.screenshot({ path: 'test-results/screens/service-edit.png', fullPage: true })
  await submit(page)
  await expect(page.getByText('新增成功')).toBeVisible()
  await expect(page).toHaveURL(/\/serviceManagement\/list$/)

  // Its sub-service.
  await panel.getByRole('button', { name: new RegExp(`^${mold}`) }).click()
  const mainRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) })
  await expect(mainRow).toContainText('扫码点餐')
  await mainRow.getByRole('button', { name: '新增子服务' }).click()
  await expect(field(page, '上级服务')).toContainText(`扫码点餐（${code}）`)
  await field(page, '服务CODE').getByRole('textbox').fill(`${code}_kds`)
  await field(page, '服务名称').getByRole('textbox').fill('厨房显示屏')
  await pickIn(page, field(page, '服务标签').locator('.ant-select'), '企业门店')
  await page.getByLabel('选择服务图标文件').setInputFiles({ name: 'kds.png', mimeType: 'image/png', buffer: png(48, 48, [250, 140, 22]) })
  await expect(page.getByTestId('service-icon-preview')).toBeVisible()
  await field(page, '服务粒度').getByRole('radio', { name: '门店' }).check()
  await field(page, '适用品牌类型').getByRole('checkbox', { name: '餐饮', exact: true }).check()
  await field(page, '服务介绍').getByRole('textbox').fill('后厨按单出品')
  await submit(page)
  // The first service's 新增成功 may still be showing: the way back to the list says this one saved.
  await expect(page).toHaveURL(/\/serviceManagement\/list$/)
  await panel.getByRole('button', { name: new RegExp(`^${mold}`) }).click()
  await expect(page.getByRole('row').filter({ hasText: `${code}_kds` })).toContainText('子服务')
  await page.screenshot({ path: 'test-results/screens/service-list.png', fullPage: true })

  // Edit: the code and granularity are locked; the detail comes back as saved.
  await mainRow.getByRole('button', { name: '编辑' }).click()
  await expect(field(page, '服务CODE').getByRole('textbox')).toBeDisabled()
  await expect(field(page, '服务粒度').getByRole('radio', { name: '门店' })).toBeDisabled()
  await expect(page.getByRole('textbox', { name: '服务详情' }).locator('strong')).toHaveText('支持堂食与外带')
  await expect(page.getByText('厨房显示屏')).toBeVisible()
  await field(page, '服务名称').getByRole('textbox').fill(pro)
  await submit(page)
  await expect(page.getByText('修改成功')).toBeVisible()

  // The brand sees it among its open-service choices; hidden, it is gone.
  const choices = async () => {
    const token = (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
    const res = await page.request.get('/org-center/brand/service-channel-list?brandId=1', { headers: { 'operating-token': token } })
    return ((await res.json()).data as Array<{ produceName: string }>).map((c) => c.produceName)
  }
  expect(await choices()).toContain(pro)
  await page.goto('/businessCenter/brand')
  await page.getByRole('form', { name: '品牌查询' }).getByPlaceholder('请输入品牌名称').fill('蜀香火锅')
  await page.getByRole('form', { name: '品牌查询' }).getByRole('button', { name: /查\s*询/ }).click()
  await page.getByRole('row', { name: /蜀香火锅/ }).getByRole('button', { name: '服务详情' }).click()
  const detail = page.getByRole('dialog', { name: '详情' })
  await detail.getByRole('button', { name: '申请开通服务' }).click()
  const apply = page.getByRole('dialog', { name: /申请开通服务/ })
  // The list is virtual: search, as a user with many services would.
  await apply.getByRole('combobox').fill(pro)
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(pro)).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto('/businessCenter/serviceManagement/list')
  await panel.getByRole('button', { name: new RegExp(`^${mold}`) }).click()
  await page.getByRole('switch', { name: `显示 ${pro}` }).click()
  await expect(page.getByText(`已隐藏“${pro}”，品牌已开通的服务不受影响`)).toBeVisible()
  expect(await choices()).not.toContain(pro)
  await page.getByRole('switch', { name: `显示 ${pro}` }).click()
  await expect(page.getByText(`已显示“${pro}”`)).toBeVisible()

  // A category that holds services cannot be deleted: its delete button says why instead.
  const deleteMold = panel.getByRole('button', { name: `删除分类 ${mold}` })
  await expect(deleteMold).toBeDisabled()
  await deleteMold.locator('..').hover()
  await expect(page.getByRole('tooltip')).toHaveText('该分类下还有 2 个服务，需先移到其他分类才能删除')

  // Brand staff apply for a channel from their workbench, in a brand made for this run; the operator opens it.
  const channelBrand = `渠道品牌${n}`
  const channelBrandId = await createStaffBrand(page, channelBrand)
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, BRAND_STAFF, { type: 2, typeId: channelBrandId })
  const channels = staff.locator('.ant-card').filter({ hasText: '营销渠道' })
  const wechat = channels.getByRole('listitem').filter({ hasText: '微信小程序' })
  await expect(wechat).toContainText('未开通')
  await expect(channels.getByRole('listitem').filter({ hasText: '抖音小程序' })).toContainText('即将上线')
  await wechat.getByRole('button', { name: '申请开通' }).click()
  await staff.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(staff.getByText('申请已提交')).toBeVisible()
  await expect(wechat).toContainText('申请中')
  await staff.screenshot({ path: 'test-results/screens/channels-staff.png', fullPage: true })

  await page.getByRole('tab', { name: '渠道开通申请' }).click()
  const applyRow = page.getByRole('row').filter({ hasText: channelBrand }).filter({ hasText: '微信小程序' })
  await applyRow.getByRole('button', { name: '开通' }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: /^开\s*通$/ }).click()
  await expect(page.getByText(`已为“${channelBrand}”开通微信小程序`)).toBeVisible()
  await staff.reload()
  await expect(wechat).toContainText('已开通')
  await staffContext.close()
})
