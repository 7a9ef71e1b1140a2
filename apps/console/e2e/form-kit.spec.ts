import { Buffer } from 'node:buffer'
import { type Locator, type Page } from '@playwright/test'
import { expect, signInAsOperator, test } from './fixtures.js'

// Short enough that the wizard's first step scrolls inside the playground's preview box.
test.use({ viewport: { width: 1440, height: 820 } })

const MB = 1024 * 1024
// A real 1 × 1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

const openPlayground = async (page: Page) => {
  await signInAsOperator(page)
  await page.goto('/devtools/formKit/playground')
  await expect(page.getByTestId('page-title')).toHaveText('表单工具 · 试验场')
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/form-${name}.png` })
const json = async (locator: Locator) => JSON.parse((await locator.textContent()) ?? 'null') as Record<string, unknown>
const scrollTop = (box: Locator) => box.evaluate((el) => el.scrollTop)

test('a three-step wizard: directory, Storage field, upload size limit, next-step validation, array table at its limit, draft and submit', async ({ page }) => {
  await openPlayground(page)
  await page.getByRole('button', { name: '三步向导' }).click()
  const preview = page.getByTestId('form-preview')
  const steps = preview.locator('.ant-steps-item-title')
  await expect(steps).toHaveText(['基本信息', '活动规则', '预览'])
  await expect(preview.locator('.ant-steps-item-process .ant-steps-item-title')).toHaveText('基本信息')

  // The directory lists the step's sections; a click scrolls the box to the section and highlights it.
  const directory = preview.getByRole('navigation', { name: '目录' })
  await expect(directory.getByRole('link')).toHaveText(['基础信息', '补充信息', '附件'])
  await expect(directory.getByRole('link', { name: '基础信息' })).toHaveAttribute('aria-current', 'location')
  expect(await scrollTop(preview)).toBe(0)
  await directory.getByRole('link', { name: '附件' }).click()
  await expect(directory.getByRole('link', { name: '附件' })).toHaveAttribute('aria-current', 'location')
  await expect(directory.getByRole('link', { name: '基础信息' })).not.toHaveAttribute('aria-current', 'location')
  await expect.poll(() => scrollTop(preview)).toBeGreaterThan(100)
  await expect(preview.locator('#section-attach')).toBeInViewport()
  await expect(preview.getByLabel('活动名称')).not.toBeInViewport()
  await shot(page, 'wizard-directory')

  // The Storage-style field: tick, the popover's 确定 is disabled while empty, fill, confirm.
  await directory.getByRole('link', { name: '补充信息' }).click()
  await expect(directory.getByRole('link', { name: '补充信息' })).toHaveAttribute('aria-current', 'location')
  await preview.getByRole('checkbox', { name: '备注' }).check()
  const popover = page.locator('.ant-popover:visible')
  const confirm = popover.getByRole('button', { name: /确\s*定/ })
  await expect(confirm).toBeDisabled()
  await popover.getByRole('textbox', { name: '备注' }).fill('需要开具发票')
  await expect(confirm).toBeEnabled()
  await shot(page, 'wizard-storage')
  await confirm.click()
  await expect(popover).toHaveCount(0)
  await expect(preview.getByRole('button', { name: '需要开具发票' })).toBeVisible()

  // Uploads: a file just over 1 MB (and one of exactly 1 MB) is refused before it is sent; a real
  // PNG goes to the server's upload route with the session's token.
  const attach = preview.locator('#section-attach')
  const fileInput = attach.locator('input[type=file]')
  const uploads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/uploadFile')) uploads.push(request.url())
  })
  await fileInput.setInputFiles({ name: 'big-poster.png', mimeType: 'image/png', buffer: Buffer.alloc(MB + 1) })
  await expect(attach.getByRole('alert')).toHaveText('上传文件大小不能超过1MB')
  await fileInput.setInputFiles({ name: 'exact-poster.png', mimeType: 'image/png', buffer: Buffer.alloc(MB) })
  await expect(attach.getByRole('alert')).toHaveText('上传文件大小不能超过1MB')
  await expect(attach.locator('.ant-upload-list-item')).toHaveCount(0)
  await shot(page, 'wizard-upload-refused')
  expect(uploads).toEqual([])

  const sent = page.waitForRequest((request) => request.url().endsWith('/sellers/dispatch/uploadFile') && request.method() === 'POST')
  await fileInput.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG })
  const request = await sent
  expect(request.headers()['operating-token']).toBeTruthy()
  // Chromium does not hand a multipart body with a file to Playwright; the unit test checks its fields.
  const uploaded = attach.getByRole('link', { name: 'poster.png' })
  await expect(uploaded).toBeVisible()
  await expect(attach.getByRole('alert')).toHaveCount(0)
  const fileUrl = (await uploaded.getAttribute('href'))!
  expect(fileUrl).toContain('/files/')
  const served = await page.request.get(fileUrl)
  expect(served.headers()['content-type']).toBe('image/png')

  // 下一步 validates the step: the empty required name stops it.
  const actions = preview.locator('.form-kit-action-bar')
  await actions.getByRole('button', { name: '下一步' }).click()
  const nameItem = preview.locator('.ant-formily-item').filter({ has: page.getByLabel('活动名称') })
  await expect(nameItem).toContainText('该字段是必填字段')
  await expect(preview.locator('.ant-steps-item-process .ant-steps-item-title')).toHaveText('基本信息')
  await expect(page.getByTestId('validation-state')).toContainText('有 1 处错误')
  await shot(page, 'wizard-next-refused')
  await preview.getByLabel('活动名称').fill('春季上新')
  await expect(nameItem).not.toContainText('该字段是必填字段')
  await actions.getByRole('button', { name: '下一步' }).click()
  await expect(preview.locator('.ant-steps-item-process .ant-steps-item-title')).toHaveText('活动规则')
  await expect(directory.getByRole('link')).toHaveText(['满减档位', '活动时间'])

  // The array table: 添加 up to maxItems 3, then it is disabled.
  const rows = preview.locator('.ant-table-tbody tr.ant-table-row')
  const add = preview.getByRole('button', { name: '添加' })
  await expect(rows).toHaveCount(1)
  await add.click()
  await add.click()
  await expect(rows).toHaveCount(3)
  await expect(add).toBeDisabled()
  const tiers = [
    ['100', '10'],
    ['200', '30'],
    ['300', '50'],
  ]
  for (const [i, [threshold, discount]] of tiers.entries()) {
    await preview.getByLabel('满（元）').nth(i).fill(threshold!)
    await preview.getByLabel('减（元）').nth(i).fill(discount!)
  }
  await preview.getByLabel('减（元）').nth(2).blur()
  await expect(preview.getByLabel('满（元）').nth(0)).toHaveValue('100.00')
  await shot(page, 'wizard-table-limit')

  // 保存草稿 emits a copy of the values, without Formily's row index.
  await actions.getByRole('button', { name: '保存草稿' }).click()
  const draftPanel = page.getByTestId('draft-values')
  await expect(draftPanel).toBeVisible()
  const expected = {
    name: '春季上新',
    channels: [1],
    remark: '需要开具发票',
    audience: 1,
    posters: [{ name: 'poster.png', url: fileUrl }],
    tiers: [
      { threshold: 100, discount: 10 },
      { threshold: 200, discount: 30 },
      { threshold: 300, discount: 50 },
    ],
  }
  expect(await json(draftPanel)).toEqual(expected)
  await expect(draftPanel).not.toContainText('__DO_NOT_USE_THIS_PROPERTY_index__')
  await draftPanel.scrollIntoViewIfNeeded()
  await shot(page, 'wizard-draft')

  // The preview step shows every step read-only; 提交并保存 emits the validated values.
  await actions.getByRole('button', { name: '下一步' }).click()
  await preview.scrollIntoViewIfNeeded()
  await expect(preview.locator('.ant-steps-item-process .ant-steps-item-title')).toHaveText('预览')
  await expect(preview.getByText('春季上新')).toBeVisible()
  await expect(preview.getByRole('button', { name: '添加' })).toHaveCount(0)
  await expect(preview.locator('input:not([disabled])')).toHaveCount(0)
  await expect(directory.getByRole('link')).toHaveCount(5)
  await shot(page, 'wizard-preview')
  await actions.getByRole('button', { name: '提交并保存' }).click()
  await expect(page.getByTestId('submitted-values')).toBeVisible()
  expect(await json(page.getByTestId('submitted-values'))).toEqual(expected)
})

test('the playground renders a pasted schema live and explains broken JSON in Chinese', async ({ page }) => {
  await openPlayground(page)
  const editor = page.getByLabel('JSON Schema')
  const preview = page.getByTestId('form-preview')

  await editor.fill('{\n  "type": "object",\n  "properties": {\n    "a": { "type": "string", }\n  }\n}')
  await expect(page.getByTestId('json-problem')).toHaveText('第 4 行第 30 列：最后一项后面多了逗号。右侧仍显示上一次有效的表单。')
  await expect(preview.getByLabel('门店名称')).toBeVisible()
  await shot(page, 'playground-json-error')

  await editor.fill(
    JSON.stringify({
      type: 'object',
      properties: {
        contact: { type: 'string', title: '联系人', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
        seats: { type: 'number', title: '座位数', default: 20, 'x-decorator': 'FormItem', 'x-component': 'NumberInput', 'x-component-props': { max: 500 } },
      },
    }),
  )
  await expect(page.getByTestId('json-problem')).toHaveCount(0)
  await expect(preview.getByLabel('联系人')).toBeVisible()
  await expect.poll(() => json(page.getByTestId('live-values'))).toEqual({ seats: 20 })

  await page.getByRole('button', { name: /校\s*验/ }).click()
  await expect(preview.getByText('该字段是必填字段')).toBeVisible()
  await expect(page.getByTestId('validation-state')).toContainText('有 1 处错误')

  await preview.getByLabel('联系人').fill('王店长')
  await preview.getByLabel('座位数').fill('9999')
  await preview.getByLabel('座位数').blur()
  await expect.poll(() => json(page.getByTestId('live-values'))).toEqual({ contact: '王店长', seats: 500 })
  await expect(page.getByTestId('validation-state')).toContainText('没有错误')

  await page.getByRole('button', { name: '切换只读' }).click()
  await expect(page.getByTestId('form-pattern')).toHaveText('只读')
  await expect(preview.locator('input')).toHaveCount(0)
  await expect(preview.getByText('王店长')).toBeVisible()
  await shot(page, 'playground-read-pretty')
  await page.getByRole('button', { name: '切换只读' }).click()
  await page.getByRole('button', { name: /重\s*置/ }).click()
  await expect.poll(() => json(page.getByTestId('live-values'))).toEqual({ seats: 20 })

  await editor.fill('{ "type": "object", "properties": { "a": { "x-component": "Inptu" } } }')
  await expect(page.getByTestId('schema-problems')).toContainText('properties.a.x-component：未知组件“Inptu”')
})

test('the catalogue shows every field editable, disabled and read-only', async ({ page }) => {
  await signInAsOperator(page)
  await page.goto('/devtools/formKit/catalogue')
  await expect(page.getByTestId('page-title')).toHaveText('表单工具 · 组件目录')
  const table = page.getByRole('table', { name: '组件目录' })
  // Field cells hold tables of their own (ArrayTable, the pickers): only the grid's own cells count.
  await expect(table.locator(':scope > [role=row] > [role=columnheader]')).toHaveText(['组件', '可编辑', '禁用', '只读'])
  const rows = table.locator('[data-testid^="catalogue-row-"]')
  await expect(rows).toHaveCount(20)
  const components = table.locator(':scope > [role=row] > [role=rowheader] .ant-tag')
  for (const name of ['Input', 'NumberInput', 'Select', 'Switch', 'DatePicker', 'DateText', 'Cascader', 'CheckboxGroup', 'RadioGroup', 'ChannelCheckbox', 'Upload', 'ImageUpload', 'ArrayItems', 'ArrayTable', 'CouponPicker', 'ActivityPicker', 'FormItem · Storage']) {
    await expect(components.getByText(name, { exact: true }).first()).toBeVisible()
  }
  // Every row shows its field three times, each labelled.
  for (const row of await rows.all()) await expect(row.locator(':scope > [role=cell]')).toHaveCount(3)

  const cell = (key: string, pattern: string) => page.getByTestId(`catalogue-${key}-${pattern}`)
  await expect(cell('text', 'editable').getByLabel('门店名称')).toBeEditable()
  await expect(cell('text', 'disabled').getByLabel('门店名称')).toBeDisabled()
  await expect(cell('text', 'readPretty')).toContainText('一叶茶（人民广场店）')
  await expect(cell('text', 'readPretty').locator('input')).toHaveCount(0)
  await expect(cell('password', 'readPretty')).toContainText('******')
  await expect(cell('number', 'readPretty')).toContainText('36.50')
  await expect(cell('cascader', 'readPretty')).toContainText('浙江省 / 杭州市')
  await expect(cell('channels', 'editable').getByText('即将上线')).toBeVisible()
  await expect(cell('items', 'editable').getByRole('button', { name: '添加' })).toBeEnabled()
  await expect(cell('items', 'disabled').getByRole('button', { name: '添加' })).toBeDisabled()
  await expect(cell('items', 'readPretty').getByRole('button', { name: '添加' })).toHaveCount(0)
  await expect(cell('table', 'readPretty')).toContainText('中杯')
  await expect(cell('coupons', 'editable').getByRole('button', { name: '选择优惠券' })).toBeVisible()
  await expect(cell('coupons', 'readPretty').getByRole('button', { name: '选择优惠券' })).toHaveCount(0)
  await expect(cell('coupons', 'readPretty')).toContainText('满 50 减 10')

  // Read-only cells hold no editable input anywhere.
  await expect(page.locator('[data-testid$="-readPretty"] input:not([disabled])')).toHaveCount(0)
  await shot(page, 'catalogue')
  await page.getByTestId('catalogue-row-files').scrollIntoViewIfNeeded()
  await shot(page, 'catalogue-uploads')
  await page.getByTestId('catalogue-row-coupons').scrollIntoViewIfNeeded()
  await shot(page, 'catalogue-pickers')
})
