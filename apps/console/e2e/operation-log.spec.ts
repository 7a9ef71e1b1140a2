import { type Page } from '@playwright/test'
import { expect, signInAsOperator, test } from './fixtures.js'

/** The save call's API summary, which the log shows as the action. */
const ACTION = '保存集团'
const CALL = 'POST /org-center/group/save-group'

const saveNewGroup = async (page: Page, name: string) => {
  await page.goto('/businessCenter/group/edit')
  await page.getByPlaceholder('请输入集团名称').fill(name)
  await page.getByPlaceholder('请输入联系人').fill('钱多多')
  await page.getByPlaceholder('请输入联系电话').fill('13812345678')
  await page.getByRole('button', { name: '提交并保存' }).click()
}

const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row')

test('an operator finds the group they created in the operation log, with what changed, and a refused save among the failures', async ({ page }) => {
  const suffix = String(Date.now() % 100000)
  const name = `日志集团${suffix}`
  await signInAsOperator(page)

  // A known success, then a known failure: the same name again is refused (409, 40900).
  await saveNewGroup(page, name)
  await expect(page.getByText('新建成功')).toBeVisible()
  await expect(page).toHaveURL(/\/businessCenter\/group$/)
  await saveNewGroup(page, name)
  await expect(page.getByText('集团名称已存在')).toBeVisible()

  await page.goto('/system/operatingLog/list')
  await expect(page).toHaveTitle('操作日志 - 运营平台')
  for (const title of ['操作时间', '操作人', '所属组织', '页面', '操作', '结果', 'IP']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible()
  }
  const search = page.getByRole('form', { name: '操作日志查询' })
  const keyword = search.getByPlaceholder('页面或接口')
  await keyword.fill('save-group')
  const searched = page.waitForResponse((r) => r.url().endsWith('/org-center/operating-log/list') && (r.request().postData() ?? '').includes('save-group'))
  await keyword.press('Enter')
  const { data } = (await (await searched).json()) as { data: { total: number; totalCapped?: boolean } }

  // Newest first, and the tests run one at a time: the newest successful save is ours.
  const saved = tableRows(page).filter({ has: page.getByText(ACTION, { exact: true }) }).filter({ has: page.getByText('成功', { exact: true }) }).first()
  await expect(saved).toBeVisible()
  await expect(saved.getByText(CALL, { exact: true })).toBeVisible()
  await expect(saved.getByText('/businessCenter/group/edit')).toBeVisible()
  // The pager, with its total, shows only past one page (spec 1 §9).
  const pagerTotal = page.getByText(/^(共 \d+ 条|超过 \d+ 条，请缩小筛选范围)$/)
  if (data.total > 10) await expect(pagerTotal).toBeVisible()
  else await expect(pagerTotal).toBeHidden()

  await saved.getByRole('button', { name: /详\s*情/ }).click()
  const drawer = page.getByRole('dialog', { name: '操作详情' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByText(CALL, { exact: true })).toBeVisible()
  await expect(drawer.getByText('成功', { exact: true })).toBeVisible()
  // detail is { groupId, created: { name, … } }: `created` is shown as JSON with the name in it.
  await expect(drawer.getByText('created', { exact: true })).toBeVisible()
  await expect(drawer.getByText(name)).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/operation-log.png' })
  await drawer.getByRole('button', { name: /Close|关闭/ }).click()
  await expect(drawer).toBeHidden()

  // The chosen value's label lies over the combobox input: the click reaches the select through it.
  await search.getByRole('combobox', { name: '结果' }).click({ force: true })
  await page.locator('.ant-select-dropdown:visible').getByTitle('失败', { exact: true }).click()
  await keyword.press('Enter')
  await expect(tableRows(page).filter({ has: page.getByText('成功', { exact: true }) })).toHaveCount(0)
  const refused = tableRows(page).first()
  await expect(refused.getByText('失败 · 40900', { exact: true })).toBeVisible()
  await expect(refused.getByText(ACTION, { exact: true })).toBeVisible()

  // The refused save changed nothing: no group name anywhere in its detail.
  await refused.getByRole('button', { name: /详\s*情/ }).click()
  await expect(drawer.getByText('无变更内容')).toBeVisible()
  await expect(drawer.getByText(name)).toHaveCount(0)
})
