import ExcelJS from 'exceljs'
import { type Locator, type Page } from '@playwright/test'
import { expect, signInAsOperator, test } from './fixtures.js'

/** A formily form item by its label, and its select: open it, type to filter, pick the option. */
const formItem = (page: Page, label: string) => page.locator('.ant-formily-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
const pickIn = async (page: Page, select: Locator, option: string) => {
  // The chosen value's label lies over a select's combobox input: the click reaches the select through it.
  await select.click({ force: true })
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click()
}
/** A validation message under a field of the editor (placeholders carry the same words). */
const fieldError = (page: Page, text: string) => page.locator('.ant-formily-item-error-help', { hasText: text })
const searchForm = (page: Page) => page.getByRole('form', { name: '品牌查询' })

test('an operator creates a brand in a new group, finds it, edits it, manages its accounts, reads the service warnings and exports the list', async ({ page }) => {
  // The longest journey: about a minute on an idle machine, just over three at a load of 37 on two cores.
  test.setTimeout(720_000)
  const suffix = String(Date.now() % 100000)
  const groupName = `品牌测试集团${suffix}`
  const brandName = `测试烘焙${suffix}`
  await signInAsOperator(page)

  // A group to put the brand in.
  await page.goto('/businessCenter/group/edit')
  await page.getByPlaceholder('请输入集团名称').fill(groupName)
  await page.getByPlaceholder('请输入联系人').fill('韩梅梅')
  await page.getByPlaceholder('请输入联系电话').fill('13812340000')
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(page.getByText('新建成功')).toBeVisible()

  // The list: every filter, the toolbar by permission.
  await page.goto('/businessCenter/brand')
  await expect(page.getByText('品牌列表')).toBeVisible()
  await expect(page.getByRole('cell', { name: '蜀香火锅', exact: true })).toBeVisible()
  for (const label of ['品牌名称', '品牌ID', '品牌类型', '品牌状态', '产品版本', '服务模式', '测试品牌', '允许升级', '账号版本', '品牌标记', '老板驾驶舱', '创建时间']) {
    await expect(searchForm(page).getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.locator('.ant-pagination-options')).toContainText('10 条/页')
  await page.setViewportSize({ width: 1600, height: 1000 })
  await page.screenshot({ path: 'test-results/screens/brand-list.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Create: required messages, the phone rule, the defaults.
  await page.getByRole('button', { name: '新建品牌' }).click()
  await expect(page).toHaveURL(/\/businessCenter\/brand\/edit$/)
  await expect(page.locator('.ant-breadcrumb')).toContainText('新建品牌')
  await expect(page).toHaveTitle('新建品牌 - 运营平台')
  await expect(formItem(page, '测试品牌').getByRole('radio', { name: '是' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: '余额' })).toBeChecked()
  await expect(page.getByRole('radio', { name: '席位模式' })).toBeChecked()
  await expect(page.getByRole('radio', { name: '基础版' })).toBeChecked()
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(fieldError(page, '请选择集团')).toBeVisible()
  await expect(fieldError(page, '请输入品牌名称')).toBeVisible()
  await expect(fieldError(page, '请输入联系人')).toBeVisible()
  await expect(fieldError(page, '请输入手机号')).toBeVisible()

  await formItem(page, '所属集团').locator('.ant-select').click()
  await page.keyboard.type(groupName)
  await page.locator('.ant-select-dropdown:visible').getByTitle(groupName, { exact: true }).click()
  await page.getByPlaceholder('请输入品牌名称').fill(brandName)
  await page.getByRole('radio', { name: '烘焙' }).check()
  await pickIn(page, formItem(page, '所属行业').locator('.ant-select'), '蛋糕')
  await page.getByPlaceholder('请输入地址').fill('上海市徐汇区漕溪北路 1 号')
  await page.getByPlaceholder('请输入联系人').fill('李雷')
  await page.getByPlaceholder('请输入手机号').fill('2381234567')
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(fieldError(page, '请输入正确的手机号')).toBeVisible()
  // Another country code takes 8 or more digits; +86 wants 1 and 10 digits.
  await pickIn(page, page.getByRole('combobox', { name: '国家/地区代码' }), '+852')
  await expect(fieldError(page, '请输入正确的手机号')).toBeHidden()
  await pickIn(page, page.getByRole('combobox', { name: '国家/地区代码' }), '+86')
  await expect(fieldError(page, '请输入正确的手机号')).toBeVisible()
  const contactPhone = `139${suffix.padStart(8, '0')}`
  await page.getByPlaceholder('请输入手机号').fill(contactPhone)
  await page.getByRole('radio', { name: '批量模式' }).check()
  await page.setViewportSize({ width: 1440, height: 1300 }) // the whole form in one picture: the frame scrolls inside
  await page.screenshot({ path: 'test-results/screens/brand-edit.png' })
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(page.getByText('新建成功')).toBeVisible()
  await expect(page).toHaveURL(/\/businessCenter\/brand$/)

  // Found with three filters combined: name, brand type and test brand.
  const findBrand = async (name: string) => {
    await searchForm(page).getByPlaceholder('请输入品牌名称').fill(name)
    await pickIn(page, page.getByRole('combobox', { name: '品牌类型' }), '烘焙')
    await pickIn(page, page.getByRole('combobox', { name: '测试品牌' }), '是')
    await searchForm(page).getByRole('button', { name: /查\s*询/ }).click()
    const row = page.getByRole('row', { name: new RegExp(name) })
    await expect(row).toBeVisible()
    // One row: no pager (spec 1 §9), so no total either.
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1)
    return row
  }
  let row = await findBrand(brandName)
  await expect(row.getByRole('cell', { name: groupName })).toBeVisible()
  await expect(row.getByRole('cell', { name: '批量模式' })).toBeVisible()
  await expect(row.getByRole('cell', { name: '蛋糕' })).toBeVisible()

  // Edit: group and balance locked, no contact, then a new name.
  await row.getByRole('button', { name: '编辑' }).click()
  await expect(page.locator('.ant-breadcrumb')).toContainText('编辑品牌')
  await expect(page).toHaveTitle('编辑品牌 - 运营平台')
  await expect(page.getByPlaceholder('请输入品牌名称')).toHaveValue(brandName)
  await expect(page.getByRole('checkbox', { name: '余额' })).toBeDisabled()
  await expect(formItem(page, '所属集团').locator('.ant-select')).toHaveClass(/ant-select-disabled/)
  await expect(page.getByPlaceholder('请输入联系人')).toHaveCount(0)
  const renamed = `${brandName}店`
  await page.getByPlaceholder('请输入品牌名称').fill(renamed)
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  row = await findBrand(renamed)

  // The brand tag, saved from the row.
  await pickIn(page, row.getByRole('combobox', { name: `品牌标记 ${renamed}` }), '试用')
  await expect(page.getByText('操作成功')).toBeVisible()

  // Super admins: the contact is the first; add one, then remove it.
  await row.getByRole('button', { name: '账号', exact: true }).click()
  const admins = page.getByRole('dialog', { name: /超级管理员/ })
  await expect(admins.getByRole('cell', { name: '李雷' })).toBeVisible()
  await admins.getByRole('button', { name: '添加超级管理员' }).click()
  const addAdmin = page.getByRole('dialog', { name: '添加超级管理员' })
  await addAdmin.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(addAdmin.getByText('请输入姓名')).toBeVisible()
  await addAdmin.getByPlaceholder('请输入姓名').fill('王芳')
  await addAdmin.getByLabel('手机号').fill('1381234')
  await addAdmin.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(addAdmin.getByText('请输入正确的手机号')).toBeVisible()
  await addAdmin.getByLabel('手机号').fill(`137${suffix.padStart(8, '0')}`)
  await addAdmin.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(page.getByText('添加成功')).toBeVisible()
  await expect(addAdmin).toBeHidden()
  const wang = admins.getByRole('row', { name: /王芳/ })
  await expect(wang).toBeVisible()
  await wang.getByRole('button', { name: /移\s*除/ }).click()
  await expect(page.getByText('确认移除?')).toBeVisible()
  await page.locator('.ant-popconfirm').getByRole('button', { name: /移\s*除/ }).click()
  await expect(page.getByText('移除成功')).toBeVisible()
  await expect(wang).toHaveCount(0)
  await admins.locator('.ant-modal-close').click()

  // Boss cockpit: the name comes from the account with the typed mobile.
  await row.getByRole('button', { name: '老板驾驶舱账号' }).click()
  const boss = page.getByRole('dialog', { name: /老板驾驶舱账号 ·/ })
  await expect(boss.getByText('暂无老板驾驶舱账号')).toBeVisible()
  await boss.getByRole('button', { name: '添加账号' }).click()
  const addBoss = page.getByRole('dialog', { name: '添加老板驾驶舱账号' })
  await addBoss.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(addBoss.getByText('请输入手机号')).toBeVisible()
  await addBoss.getByPlaceholder('请输入手机号').fill('1390000')
  await addBoss.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(addBoss.getByText('请输入正确的手机号')).toBeVisible()
  // The contact's mobile: the lookup finds 李雷.
  await addBoss.getByPlaceholder('请输入手机号').fill(contactPhone)
  await expect(addBoss.getByPlaceholder('请输入姓名')).toHaveValue('李雷')
  await addBoss.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(page.getByText('添加成功')).toBeVisible()
  // Closed, and the focus back on 添加账号 (antd restores it after the closing animation): typing starts after that.
  await expect(addBoss).toBeHidden()
  const bossRow = boss.getByRole('row', { name: new RegExp(contactPhone) })
  await expect(bossRow).toContainText('后台添加')
  await boss.getByLabel('搜索账号').fill('没有这个人')
  await boss.getByLabel('搜索账号').press('Enter')
  await expect(boss.getByText('没有找到符合条件的账号')).toBeVisible()
  await boss.locator('.ant-modal-close').click()
  await expect(row.getByText('已开通')).toBeVisible()

  // Export the filtered list through the task centre and read the file.
  const downloading = page.waitForEvent('download', { timeout: 30_000 })
  await page.getByRole('button', { name: /导\s*出/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^品牌列表_\d{14}\.xlsx$/)
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(await download.path())
  const sheet = book.worksheets[0]!
  const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''))
  expect(cells(1).slice(0, 5)).toEqual(['品牌ID', '品牌名称', '集团ID', '集团名称', '品牌类型'])
  expect(sheet.actualRowCount).toBe(2)
  expect(cells(2)).toEqual(expect.arrayContaining([renamed, groupName, '烘焙', '蛋糕', '是', '批量模式', '已开通', '试用']))
  const done = page.locator('.ant-notification-notice').filter({ hasText: '品牌列表导出完成' })
  await expect(done).toBeVisible()
  await done.getByRole('button', { name: '前往下载中心' }).click()
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '下载中心' })
  await expect(drawer.getByText('品牌列表导出').first()).toBeVisible()
  await drawer.locator('.ant-drawer-close').click()

  // The detail of a demo brand with services: groups in order, counters, warnings.
  await searchForm(page).getByRole('button', { name: /重\s*置/ }).click()
  await searchForm(page).getByPlaceholder('请输入品牌名称').fill('蜀香火锅')
  await searchForm(page).getByRole('button', { name: /查\s*询/ }).click()
  await page.getByRole('row', { name: /蜀香火锅/ }).getByRole('button', { name: '服务详情' }).click()
  const detail = page.getByRole('dialog', { name: '详情' })
  await expect(detail).toHaveCSS('width', '1200px')
  await expect(detail.getByText('蜀香餐饮集团')).toBeVisible()
  await expect(detail.locator('section').first()).toHaveAccessibleName('企业门店')
  const groups = await detail.locator('section').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  expect(groups).toEqual(['企业门店', '视觉绘图', '供应链', '财务', '数据BI'])
  const pos = detail.getByTestId('service-store_pos')
  await expect(pos.getByText('3天内到期').first()).toBeVisible()
  await expect(detail.getByTestId('service-store_member').getByText('30天内到期')).toBeVisible()
  await expect(detail.getByTestId('service-store_member').getByText('200万')).toBeVisible()
  await expect(detail.getByTestId('service-store_member').getByText('100', { exact: true })).toBeVisible()
  await expect(detail.getByTestId('service-store_reach').getByText('基础版（10万）')).toBeVisible()
  await expect(detail.getByTestId('service-scm_warehouse').getByText('门店要货 · 已开通')).toBeVisible()
  await expect(detail.getByText(/项服务 3 天内到期/)).toBeVisible()
  await page.setViewportSize({ width: 1440, height: 1800 })
  await page.waitForTimeout(400) // the dialog's zoom-in, for the screenshot
  await page.screenshot({ path: 'test-results/screens/brand-detail.png' })
  await page.setViewportSize({ width: 1280, height: 720 })

  // 下载服务明细: the shop service-expiry export.
  const detailFile = page.waitForEvent('download', { timeout: 30_000 })
  await detail.getByRole('button', { name: '下载服务明细' }).click()
  expect((await detailFile).suggestedFilename()).toMatch(/\.xlsx$/)

  // The open-service application and its self-closing success dialog.
  await detail.getByRole('button', { name: '申请开通服务' }).click()
  const apply = page.getByRole('dialog', { name: /申请开通服务/ })
  await apply.getByRole('button', { name: '提交申请' }).click()
  await expect(apply.getByText('请输入姓名')).toBeVisible()
  await expect(apply.getByText('请输入手机号')).toBeVisible()
  await pickIn(page, apply.locator('.ant-select'), '外卖接单')
  await apply.getByPlaceholder('请输入姓名').fill('张伟')
  await apply.getByRole('radio', { name: '女' }).check()
  await apply.getByPlaceholder('请输入手机号').fill('1381234')
  await apply.getByRole('button', { name: '提交申请' }).click()
  await expect(apply.getByText('请输入正确的手机号')).toBeVisible()
  await apply.getByPlaceholder('请输入手机号').fill('13812345678')
  await apply.getByRole('button', { name: '提交申请' }).click()
  const success = page.locator('.ant-modal-confirm').filter({ hasText: '2 个工作日内' })
  await expect(success).toBeVisible()
  // It counts down from 5 s and closes itself; on a busy machine a second or two may have gone by already.
  await expect(success.getByRole('button', { name: /知道了（[1-5]s）/ })).toBeVisible()
  await expect(success).toBeHidden({ timeout: 15_000 })
})
