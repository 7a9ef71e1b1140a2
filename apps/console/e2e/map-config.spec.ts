import { type Page } from '@playwright/test'
import { expect, pickOption, signInAsOperator, test } from './fixtures.js'

/** A demo brand (蜀香餐饮集团); other runs or seeds may configure other brands, so the list is filtered by it. */
const BRAND = '蜀香火锅'
const BRAND_OPTION = '蜀香火锅（蜀香餐饮集团）'
const OK = /确\s*定|OK/

const mask = (key: string) => `${key.slice(0, 4)}****${key.slice(-4)}`
const brandRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: BRAND, exact: true }) })

const searchBrand = async (page: Page) => {
  const name = page.getByRole('form', { name: '地图服务查询' }).getByPlaceholder('请输入品牌名称')
  await name.fill(BRAND)
  await name.press('Enter')
  await expect(brandRow(page).or(page.getByText('没有找到符合条件的地图配置'))).toBeVisible()
}

const deleteBrandRow = async (page: Page) => {
  await brandRow(page).getByRole('button', { name: /删\s*除/ }).click()
  const confirm = page.locator('.ant-popconfirm')
  await expect(confirm.getByText('此操作将永久删除, 是否继续?')).toBeVisible()
  await confirm.getByRole('button', { name: OK }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
}

/** The brand picker: type to search, then pick the brand from the results. */
const pickBrand = async (page: Page) => {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').click()
  await page.keyboard.type(BRAND)
  await pickOption(page, dialog, BRAND_OPTION)
}

test('an operator configures a brand’s map keys, reveals them, edits them and deletes the configuration', async ({ page }) => {
  test.setTimeout(240_000)
  const suffix = String(Date.now() % 100000)
  const amapKey = `amapKey${suffix}abcdef`
  const amapKey2 = `amapKey${suffix}second`
  const qqKey = `qqmapKey${suffix}ghijkl`
  await signInAsOperator(page)

  await page.goto('/businessCenter/mapService')
  await expect(page).toHaveTitle('地图服务 - 运营平台')
  await expect(page.getByText('地图服务配置')).toBeVisible()
  for (const title of ['品牌ID', '品牌名称', '所属集团', '高德地图 Key', '腾讯地图 Key', '更新人', '更新时间', '操作']) {
    await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible()
  }
  await searchBrand(page)
  // A run that stopped half-way may have left the brand configured: start from none.
  if ((await brandRow(page).count()) > 0) await deleteBrandRow(page)
  await expect(page.getByText('没有找到符合条件的地图配置')).toBeVisible()

  // New: the required messages, then the brand, 高德地图 and two keys.
  await page.getByRole('button', { name: '新增配置' }).click()
  const dialog = page.getByRole('dialog', { name: '新增地图配置' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('combobox')).toBeFocused()
  await dialog.getByRole('button', { name: OK }).click()
  await expect(dialog.getByText('请选择品牌')).toBeVisible()
  await expect(dialog.getByText('请至少配置一种地图')).toBeVisible()
  await pickBrand(page)
  await dialog.getByRole('checkbox', { name: '高德地图' }).check()
  await expect(dialog.getByText('请至少配置一种地图')).toBeHidden()
  await dialog.getByRole('textbox', { name: '高德地图 Key 1' }).fill(amapKey)
  await dialog.getByRole('button', { name: /添加 Key/ }).click()
  await dialog.getByRole('textbox', { name: '高德地图 Key 2' }).fill(amapKey2)
  await page.screenshot({ path: 'test-results/screens/map-config-dialog.png' })
  await dialog.getByRole('button', { name: OK }).click()
  await expect(page.getByText('新增成功')).toBeVisible()
  await expect(dialog).toBeHidden()

  // The row: keys masked until revealed, 腾讯地图 not configured.
  const row = brandRow(page)
  await expect(row).toHaveCount(1)
  await expect(row.getByText(mask(amapKey), { exact: true })).toBeVisible()
  await expect(row.getByText(mask(amapKey2), { exact: true })).toBeVisible()
  await expect(row.getByText(amapKey, { exact: true })).toHaveCount(0)
  await expect(row.getByRole('cell').nth(4)).toHaveText('—')
  await row.getByRole('button', { name: '显示高德地图 Key' }).click()
  await expect(row.getByText(amapKey, { exact: true })).toBeVisible()
  await expect(row.getByText(amapKey2, { exact: true })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/map-config-list.png' })
  await row.getByRole('button', { name: '隐藏高德地图 Key' }).click()
  await expect(row.getByText(mask(amapKey), { exact: true })).toBeVisible()

  // One configuration per brand: the server's refusal reaches the user and the dialog stays.
  await page.getByRole('button', { name: '新增配置' }).click()
  await pickBrand(page)
  await dialog.getByRole('checkbox', { name: '高德地图' }).check()
  await dialog.getByRole('textbox', { name: '高德地图 Key 1' }).fill(`amapKey${suffix}again`)
  await dialog.getByRole('button', { name: OK }).click()
  await expect(page.getByText(/该品牌已有地图配置/)).toBeVisible()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /取\s*消|Cancel/ }).click()
  // It holds typed input: closing asks first.
  await page.getByRole('button', { name: '放弃修改' }).click()
  await expect(dialog).toBeHidden()

  // Edit: the brand is fixed; add 腾讯地图.
  await row.getByRole('button', { name: '编辑' }).click()
  const editDialog = page.getByRole('dialog', { name: '编辑地图配置' })
  await expect(editDialog).toBeVisible()
  await expect(editDialog.getByText(BRAND_OPTION)).toBeVisible()
  await expect(editDialog.getByRole('combobox')).toBeDisabled()
  await expect(editDialog.getByRole('textbox', { name: '高德地图 Key 1' })).toHaveValue(amapKey)
  await editDialog.getByRole('checkbox', { name: '腾讯地图' }).check()
  await editDialog.getByRole('textbox', { name: '腾讯地图 Key 1' }).fill(qqKey)
  await editDialog.getByRole('button', { name: OK }).click()
  await expect(page.getByText('修改成功')).toBeVisible()
  await expect(editDialog).toBeHidden()
  await expect(row.getByText(mask(qqKey), { exact: true })).toBeVisible()
  await row.getByRole('button', { name: '显示腾讯地图 Key' }).click()
  await expect(row.getByText(qqKey, { exact: true })).toBeVisible()

  // Delete, after the confirmation.
  await deleteBrandRow(page)
  await expect(brandRow(page)).toHaveCount(0)
  await expect(page.getByText('没有找到符合条件的地图配置')).toBeVisible()
})
