import ExcelJS from 'exceljs'
import { expect, signInAsOperator, test } from './fixtures.js'

const EXPORT = '/org-center/operating/cfg/accounts/export-list-brand'

test('a brand export started from the brand list is watched to completion in the download centre and its file downloaded', async ({ page }) => {
  await signInAsOperator(page)
  const token = (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
  const headers = { 'operating-token': token }
  const brands = (await (await page.request.post('/org-center/brand/list-for-opt', { headers, data: { pageNum: 1, pageSize: 10 } })).json()).data.total as number
  expect(brands).toBeGreaterThan(0)

  // The brand list's export button: the list's filters (none here), through the task centre.
  await page.goto('/businessCenter/brand')
  const starting = page.waitForResponse((r) => r.url().endsWith(EXPORT) && r.request().method() === 'POST')
  const opened = page.waitForEvent('download', { timeout: 30_000 })
  await page.getByRole('button', { name: /导\s*出/ }).click()
  const response = await starting
  expect(response.request().postDataJSON()).toMatchObject({ format: 'xlsx', operatingUrl: '/businessCenter/brand' })
  const started = await response.json()
  expect(started).toMatchObject({ status: true, data: { flowNo: expect.any(String), planId: expect.any(Number) } })
  // Once generated, the list opens the file by itself.
  expect((await opened).suggestedFilename()).toMatch(/^品牌列表_\d{14}\.xlsx$/)

  // The export's notification links to the download centre, with the task framed.
  await page.locator('.ant-notification-notice').filter({ hasText: '品牌列表导出完成' }).getByRole('button', { name: '前往下载中心' }).click()
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '下载中心' })
  await expect(drawer).toHaveCSS('width', '800px')
  await expect(drawer.getByText('百万级数据导出平均耗时约1小时，建议次日查询；已生成的数据保留1周。')).toBeVisible()
  const card = drawer.getByTestId(`plan-${started.data.planId}`)
  // The list has opened the file through its signed link already: the plan counts as downloaded.
  await expect(card.getByText('已下载')).toBeVisible({ timeout: 20_000 })
  await expect(card.getByText('138****0000 平台管理员')).toBeVisible()
  await expect(card.getByText('品牌列表导出')).toBeVisible()
  await page.waitForTimeout(400) // the drawer's slide-in, for the screenshot
  await page.screenshot({ path: 'test-results/screens/tasks-download-center.png' })

  const downloading = page.waitForEvent('download')
  await card.getByRole('button', { name: '下载' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^品牌列表_\d{14}\.xlsx$/)
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(await download.path())
  const sheet = book.worksheets[0]!
  expect((sheet.getRow(1).values as unknown[]).slice(1).join(',')).toBe(
    '品牌ID,品牌名称,集团ID,集团名称,品牌类型,行业,允许升级,账号版本,测试品牌,产品版本,服务模式,老板驾驶舱,品牌标记,状态,创建时间',
  )
  expect(sheet.actualRowCount - 1).toBe(brands)
  await expect(card.getByText('已下载')).toBeVisible({ timeout: 10_000 })

  // The remark is edited in place and kept.
  const remark = card.getByLabel(/^备注 /)
  await remark.fill('给财务')
  await remark.blur()
  await expect(page.getByText('保存成功')).toBeVisible()

  // The table view (任务中心, 650 px) and the batch-shipping result (820 px) of the demo plan.
  await drawer.getByRole('button', { name: '任务中心' }).click()
  const table = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '任务中心' }).last()
  await expect(table).toHaveCSS('width', '650px')
  await table.getByRole('button', { name: '查看结果' }).first().click()
  const dialog = page.locator('.ant-modal').filter({ hasText: '批量发货结果' })
  await expect(dialog).toHaveCSS('width', '820px')
  await expect(dialog.getByText('成功 18 单')).toBeVisible()
  await page.waitForTimeout(400)
  await page.screenshot({ path: 'test-results/screens/tasks-batch-result.png' })
})

test('the download centre opens from the window event and searches by file name', async ({ page }) => {
  await signInAsOperator(page)
  // The frame (and the drawer's host in it) loads lazily after the URL changes.
  await expect(page.getByRole('button', { name: /下载中心/ })).toBeVisible()
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('yunying:open-task-center')))
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '下载中心' })
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('文件名称').fill('批量发货')
  await expect(drawer.getByText('批量发货_示例.xlsx')).toBeVisible()
  await drawer.getByLabel('文件名称').fill('没有这个文件')
  await expect(drawer.locator('.ant-empty-description')).toHaveText('暂无数据')
  await page.screenshot({ path: 'test-results/screens/tasks-empty.png' })
})
