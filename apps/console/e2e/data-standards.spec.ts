import type { Browser, Page } from '@playwright/test'
import { E2E_ADMIN, expect, pickOption, serverOrigin, signInAsOperator, test } from './fixtures.js'

/**
 * Data standards (issue 27): an operator defines a field with MAX_LENGTH and REGEX validators; a second
 * operator rejects it with a remark; the first fixes and resubmits it; the second approves it. Then an
 * edit of the enabled definition waits as a revision while the enabled version stays in force, and its
 * approval applies it.
 */
const LIST = '/dataStandard/metadata/index'
const REVIEWER_PASSWORD = 'Review2026!ok'

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value

/** A second operator holding the platform administrator role (set-up through the API, not the journey). */
const createReviewer = async (admin: Page) => {
  const headers = { 'operating-token': await tokenOf(admin) }
  const roles = await (await admin.request.post(`${serverOrigin()}/org-center/role/list`, { headers, data: { pageNum: 1, pageSize: 100 } })).json()
  const role = (roles.data.list as Array<{ id: number; name: string }>).find((r) => r.name === '运营管理员')!
  const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`
  const saved = await (await admin.request.post(`${serverOrigin()}/org-center/operator/save`, { headers, data: { name: '审核员乙', mobile, password: REVIEWER_PASSWORD, roleIds: [role.id] } })).json()
  expect(saved.status).toBe(true)
  return mobile
}

const signIn = async (browser: Browser, phone: string, password: string) => {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/login')
  await page.getByPlaceholder('请输入账号（手机号）').fill(phone)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await expect(page).toHaveURL(/\/homePage$/)
  return page
}

const searchField = async (page: Page, code: string) => {
  await page.goto(LIST)
  const name = page.getByRole('form', { name: '元数据查询' }).getByPlaceholder('数据名称或字段')
  await name.fill(code)
  await name.press('Enter')
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row).toHaveCount(1)
  return row
}

const review = async (page: Page, code: string, verdict: '通过' | '驳回', remark?: string) => {
  const row = await searchField(page, code)
  await row.getByRole('button', { name: /审\s*核/ }).click()
  const dialog = page.getByRole('dialog', { name: '审核元数据' })
  await expect(dialog.getByText(code)).toBeVisible()
  await dialog.getByText(verdict, { exact: true }).click()
  if (remark) await dialog.getByPlaceholder('请说明驳回原因').fill(remark)
  await dialog.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText(verdict === '通过' ? '审核通过' : '已驳回').first()).toBeVisible()
  return dialog
}

const choose = async (page: Page, id: string, title: string) => {
  const select = page.locator(`#metadataEdit_${id}`)
  await select.click()
  await pickOption(page, page.locator('.ant-select').filter({ has: select }), title)
}

test('a definition is submitted, rejected with a remark, fixed, approved by a second operator, then revised while the enabled version stays in force', async ({ page, browser }) => {
  // Two operators, seven screens and a dozen saves: on a shared two-core machine this takes about four minutes.
  test.setTimeout(960_000)
  const code = `alias${Date.now() % 100000}`
  await signInAsOperator(page)
  const reviewerPhone = await createReviewer(page)

  // Define the field.
  await page.goto(LIST)
  await expect(page).toHaveTitle('字段配置 - 运营平台')
  await page.getByRole('button', { name: '新增元数据' }).click()
  await expect(page.getByText('新增元数据', { exact: true }).last()).toBeVisible()
  await choose(page, 'module', '门店')
  await choose(page, 'entity', '门店')
  await page.locator('#metadataEdit_parentNode').click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('基础信息', { exact: true }).click()
  await page.locator('#metadataEdit_fieldName').fill('门店别名')
  await page.locator('#metadataEdit_fieldCode').fill(code)
  await page.locator('#metadataEdit_describe').fill('门店在小程序上展示的别名')
  await choose(page, 'dataType', '字符串（STRING）')
  await choose(page, 'controlType', '单行文本')
  await page.getByText('最大长度', { exact: true }).click()
  await page.getByLabel('最大长度的值').fill('20')
  await page.getByText('正则', { exact: true }).click()
  await page.getByLabel('正则的值').fill('^[A-Za-z\\u4e00-\\u9fa5]+$')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('已提交审核')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  const submitted = await searchField(page, code)
  await expect(submitted.getByText('审核中')).toBeVisible()
  // Nobody reviews their own submission: the submitter's dialog says so.
  await submitted.getByRole('button', { name: /审\s*核/ }).click()
  await expect(page.getByRole('dialog', { name: '审核元数据' }).getByText('您不能审核这条元数据')).toBeVisible()
  await page.getByRole('dialog', { name: '审核元数据' }).getByRole('button', { name: /取\s*消/ }).click()

  // A second operator rejects it with a remark.
  const reviewer = await signIn(browser, reviewerPhone, REVIEWER_PASSWORD)
  await review(reviewer, code, '驳回', '名称需说明用途')
  await expect((await searchField(reviewer, code)).getByText('审核驳回')).toBeVisible()

  // Fixed and resubmitted.
  const rejected = await searchField(page, code)
  await rejected.getByRole('button', { name: /编\s*辑/ }).click()
  await expect(page.getByText('审核驳回：名称需说明用途')).toBeVisible()
  await page.locator('#metadataEdit_fieldName').fill('门店展示别名')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('已提交审核')).toBeVisible()

  // Approved: enabled.
  await review(reviewer, code, '通过')
  await expect((await searchField(reviewer, code)).getByText('已启用')).toBeVisible()

  // An edit of the enabled definition waits as a revision; the enabled version stays in force.
  const enabled = await searchField(page, code)
  await enabled.getByRole('button', { name: /编\s*辑/ }).click()
  await expect(page.getByText('该元数据已启用：保存后生成修订，审核通过前原版本继续生效')).toBeVisible()
  await page.locator('#metadataEdit_fieldName').fill('门店对外名称')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('修订已提交审核，审核通过前原版本继续生效')).toBeVisible()
  const pending = await searchField(page, code)
  await expect(pending.getByText('门店展示别名')).toBeVisible()
  await expect(pending.getByText('有待审核修订')).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/data-standards-list.png', fullPage: true })

  // The reviewer sees the revision beside the version in force, and approves it.
  const row = await searchField(reviewer, code)
  await row.getByRole('button', { name: /审\s*核/ }).click()
  const dialog = reviewer.getByRole('dialog', { name: '审核元数据' })
  const diff = dialog.locator('.ant-table').getByRole('row').filter({ hasText: '数据名称' })
  await expect(diff.getByText('门店展示别名')).toBeVisible()
  await expect(diff.getByText('门店对外名称')).toBeVisible()
  await reviewer.screenshot({ path: 'test-results/screens/data-standards-review.png', fullPage: true })
  await dialog.getByRole('button', { name: '提交审核' }).click()
  await expect(reviewer.getByText('审核通过').first()).toBeVisible()
  const approved = await searchField(page, code)
  await expect(approved.getByText('门店对外名称')).toBeVisible()
  await expect(approved.getByText('有待审核修订')).toHaveCount(0)

  // The log has every step, with who and the remark.
  await page.goto(`/dataStandard/metadata/operationLog?q=${encodeURIComponent(JSON.stringify({ name: code }))}`)
  await expect(page.getByRole('row').filter({ hasText: '审核驳回' }).getByText('名称需说明用途')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '修订审核通过' }).getByText('审核员乙')).toBeVisible()
  expect(E2E_ADMIN.phone).not.toBe(reviewerPhone)
})
