import { expect, test } from '@playwright/test'
import { signInAsOperator } from './fixtures.js'

test('an operator creates a store with its area and map position and finds it through its brand', async ({ page }) => {
  test.setTimeout(120_000)
  const name = `西湖旗舰店${String(Date.now() % 100000)}`
  await signInAsOperator(page)
  await page.goto('/orgCenter/store/list')
  await expect(page).toHaveTitle('门店列表 - 运营平台')
  await page.getByRole('button', { name: '新建门店' }).click()
  const dialog = page.getByRole('dialog', { name: '新建门店' })

  // Saving an empty form names what is missing.
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await expect(dialog.getByText('请选择品牌')).toBeVisible()
  await expect(dialog.getByText('请在地图上选择门店位置')).toBeVisible()

  await dialog.locator('.ant-select-selector').filter({ hasText: '请输入品牌名称搜索' }).click()
  await page.keyboard.type('蜀香火锅')
  await page.locator('.ant-select-item-option').filter({ hasText: '蜀香火锅' }).first().click()
  await dialog.getByPlaceholder('请输入门店名称').fill(name)
  await dialog.getByPlaceholder('选填，品牌内唯一').fill(`HZ${String(Date.now() % 100000)}`)
  await dialog.locator('.ant-cascader').click()
  await page.getByRole('menuitemcheckbox', { name: '安徽省' }).click()
  await page.getByRole('menuitemcheckbox', { name: '合肥市' }).click()
  await page.getByRole('menuitemcheckbox', { name: '蜀山区' }).click()
  await dialog.getByPlaceholder('街道、门牌号').fill('长江中路 88 号')

  await dialog.getByRole('button', { name: '在地图上选择' }).click()
  const map = page.getByRole('dialog', { name: '选择经纬度' })
  await expect(map.getByLabel('经度')).toHaveValue('117.30794')
  await map.getByRole('button', { name: /确\s*定/ }).click()
  await expect(dialog.getByText('经度 117.30794，纬度 31.79322', { exact: false })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/stores-dialog.png' })
  await dialog.getByRole('button', { name: /保\s*存/ }).click()
  await expect(page.getByText('新建成功')).toBeVisible()

  // Found through its brand, with its area and address.
  const search = page.getByRole('form', { name: '门店查询' })
  await search.getByPlaceholder('请输入品牌名称').fill('蜀香火锅')
  await search.getByRole('button', { name: /查\s*询/ }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible()
  await expect(row).toContainText('蜀香火锅')
  await expect(row).toContainText('安徽省/合肥市/蜀山区 长江中路 88 号')
  await expect(row).toContainText('营业')
  await page.screenshot({ path: 'test-results/screens/stores-list.png', fullPage: true })

  // A store-level service with its period: the store's expiry follows it.
  await row.getByRole('button', { name: '服务' }).click()
  const drawer = page.getByRole('dialog', { name: `门店服务：${name}` })
  await expect(drawer.getByText('未开通门店服务')).toBeVisible()
  const add = drawer.getByRole('form', { name: '开通门店服务' })
  await add.getByRole('button', { name: /^开\s*通$/ }).click()
  await expect(add.getByText('请选择服务')).toBeVisible()
  await add.getByRole('combobox', { name: '服务' }).click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('智慧收银', { exact: true }).click()
  const end = new Date(Date.now() + 8 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10)
  await add.getByPlaceholder('开通日期').fill(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10))
  await add.getByPlaceholder('到期日期').fill(end)
  // Enter confirms the date and submits, as in any form.
  await add.getByPlaceholder('到期日期').press('Enter')
  await expect(page.getByText('服务已开通')).toBeVisible()
  await expect(add.getByText('请选择服务')).toHaveCount(0)
  const service = drawer.getByRole('row').filter({ hasText: '智慧收银' })
  await expect(service).toContainText(end)
  await expect(service).toContainText('10 天后到期')
  await page.screenshot({ path: 'test-results/screens/stores-services.png' })
  await drawer.getByRole('button', { name: '关闭' }).click()
  await expect(row).toContainText(end)
  await expect(row).toContainText('10 天后到期')
})
