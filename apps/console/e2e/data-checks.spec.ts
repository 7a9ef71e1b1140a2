import type { APIRequestContext, Page } from '@playwright/test'
import { expect, serverOrigin, signInAsOperator, test } from './fixtures.js'

/**
 * Data standards part 2 (issue 28): a service reports four records (one good, one too long, one
 * missing a required field, one with an unknown field); the operator opens the check results, sees
 * the counts per label and drills into the failing records with their reasons; a revision that
 * tightens MAX_LENGTH shows its impact in the review dialog.
 */
const BASE = '/metadata-center/operating'
const REVIEWER_PASSWORD = 'Review2026!ok'

const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value

const api = (request: APIRequestContext, token: string) => ({
  get: async (url: string, params: Record<string, string | number>) => (await request.get(`${serverOrigin()}${url}`, { headers: { 'operating-token': token }, params })).json(),
  post: async (url: string, data: object) => {
    const body = await (await request.post(`${serverOrigin()}${url}`, { headers: { 'operating-token': token }, data })).json()
    expect(body.status, JSON.stringify(body)).toBe(true)
    return body.data
  },
})

/** A second operator who may approve what the first submits (set up through the API). */
const reviewerToken = async (request: APIRequestContext, admin: ReturnType<typeof api>) => {
  const roles = await admin.post('/org-center/role/list', { pageNum: 1, pageSize: 100 })
  const role = (roles.list as Array<{ id: number; name: string }>).find((r) => r.name === '运营管理员')!
  const mobile = `137${String(Date.now() % 1e8).padStart(8, '0')}`
  await admin.post('/org-center/operator/save', { name: '审核员丙', mobile, password: REVIEWER_PASSWORD, roleIds: [role.id] })
  const login = await (await request.post(`${serverOrigin()}/sellers/exclude/login`, { data: { username: mobile, password: REVIEWER_PASSWORD, version: 2 } })).json()
  return login.data.token as string
}

test('reported records are checked; the results show counts per label and the failing records; a tightening revision shows its impact', async ({ page }) => {
  test.setTimeout(300_000)
  await signInAsOperator(page)
  const admin = api(page.request, await tokenOf(page))
  const reviewer = api(page.request, await reviewerToken(page.request, admin))

  // An entity of its own with one definition: 门店名称, required, at most 10 characters.
  const modules = (await admin.get(`${BASE}/dict-data/list`, { nameType: 'MODULE_TYPE' })).data as Array<{ id: number; dataKey: string }>
  const entityKey = `E2E${Date.now().toString(36).toUpperCase()}`
  const entity = await admin.post(`${BASE}/metadata/entity/add`, { pid: modules.find((m) => m.dataKey === 'STORE')!.id, name: `巡检门店${entityKey.slice(-4)}`, entity: entityKey })
  const node = await admin.post(`${BASE}/metadata/parent-node/add`, { pid: entity.id, name: '基础信息', parentNode: 'BASIC' })
  const definition = (maxLength: string) => ({
    fieldName: '门店名称',
    fieldCode: 'shopName',
    module: 'STORE',
    entity: entityKey,
    parentNode: `${node.dataKey},${node.id},${node.dataValue}`,
    describe: '对外展示的门店名称',
    dataType: 'STRING',
    controlType: 'TEXT',
    checkRules: { ruleItems: [{ validatorType: 'REQUIRED' }, { validatorType: 'MAX_LENGTH', validatorVal: maxLength }] },
  })
  const created = await admin.post(`${BASE}/metadata-definite/add`, definition('10'))
  await reviewer.post(`${BASE}/metadata-definite/auth`, { id: created.id, authStatus: true, authMsg: '同意' })

  // The service reports four records.
  const reported = await admin.post(`${BASE}/metadata/check-res/report`, {
    module: 'STORE',
    entity: entityKey,
    records: [
      { recordId: 'good-1', fields: { shopName: '人民广场店' } },
      { recordId: 'long-1', fields: { shopName: '上海市黄浦区人民广场旗舰店' } },
      { recordId: 'missing-1', fields: {} },
      { recordId: 'unknown-1', fields: { shopName: '徐家汇店', shopColor: '红色' } },
    ],
  })
  expect(reported).toMatchObject({ received: 4, jobId: expect.any(Number) })

  await page.goto('/dataStandard/metadata/result')
  await expect(page).toHaveTitle('检查结果 - 运营平台')
  const summary = page.getByRole('region', { name: '检查概况' }).getByRole('row').filter({ hasText: `巡检门店${entityKey.slice(-4)}` })
  await expect(summary).toContainText('已检查', { timeout: 30_000 })
  await expect(summary).toContainText('4')
  const countRow = (field: string, label: string) =>
    page.getByRole('region', { name: '各字段检查结果' }).getByRole('row').filter({ hasText: field }).filter({ hasText: label }).filter({ hasText: `巡检门店${entityKey.slice(-4)}` })
  await expect(countRow('shopName', '校验不通过')).toContainText('25.0%')
  await expect(countRow('shopName', '不匹配')).toHaveCount(1)
  await expect(countRow('shopColor', '不匹配')).toHaveCount(1)

  // Drill into the records failing 门店名称's rules.
  await countRow('shopName', '校验不通过').getByRole('button', { name: '查看 shopName 校验不通过 的记录' }).click()
  const failingRecords = page.getByRole('region', { name: '不通过的记录' })
  const failing = failingRecords.getByRole('row').filter({ hasText: 'long-1' })
  await expect(failing).toContainText('长度超过 10 个字符')
  await expect(failing).toContainText('上海市黄浦区人民广场旗舰店')
  // Filtered to that count: the record missing the field is another label's.
  await expect(failingRecords.getByRole('row').filter({ hasText: 'missing-1' })).toHaveCount(0)
  await expect(page.getByRole('row').filter({ hasText: 'good-1' })).toHaveCount(0)
  await expect(page).toHaveURL(/[?&]q=/)

  // A revision tightening MAX_LENGTH to 4: its review dialog counts the records it would fail.
  await admin.post(`${BASE}/metadata-definite/update`, { id: created.id, ...definition('4') })
  await page.goto('/dataStandard/metadata/index')
  const name = page.getByRole('form', { name: '元数据查询' }).getByPlaceholder('数据名称或字段')
  await name.fill('shopName')
  await name.press('Enter')
  const row = page.getByRole('row').filter({ hasText: entityKey }).or(page.getByRole('row').filter({ hasText: `巡检门店${entityKey.slice(-4)}` })).first()
  await row.getByRole('button', { name: /审\s*核/ }).click()
  const dialog = page.getByRole('dialog', { name: '审核元数据' })
  await expect(dialog.getByText('影响范围：按待审核的版本，已上报的 4 条记录中有 3 条不通过')).toBeVisible()
  await expect(dialog.getByText('生效中的版本下不通过 2 条')).toBeVisible()
})
