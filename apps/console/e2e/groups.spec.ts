import { expect, test } from '@playwright/test'
import { signInAsOperator } from './fixtures.js'

test('an operator creates a group, edits it, binds an account and unbinds it', async ({ page }) => {
  const name = `测试集团${Date.now() % 100000}`
  await signInAsOperator(page)
  await page.goto('/businessCenter/group')
  await expect(page.getByText('集团列表')).toBeVisible()
  await expect(page.getByRole('cell', { name: '蜀香餐饮集团' })).toBeVisible()

  await page.getByRole('button', { name: '新建集团' }).click()
  await expect(page).toHaveURL(/\/businessCenter\/group\/edit$/)
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(page.getByText('请输入集团名称')).toBeVisible()
  await page.getByPlaceholder('请输入集团名称').fill(name)
  await page.getByPlaceholder('请输入联系人').fill('赵敏')
  await page.getByPlaceholder('请输入联系电话').fill('13812345678')
  await page.screenshot({ path: 'test-results/screens/group-edit.png', fullPage: true })
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(page.getByText('新建成功')).toBeVisible()
  await expect(page).toHaveURL(/\/businessCenter\/group$/)

  await page.getByPlaceholder('请输入集团名称').fill(name)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  await expect(row.getByText('未配置')).toBeVisible()

  await row.getByRole('button', { name: '编辑' }).click()
  await expect(page.getByPlaceholder('请输入集团名称')).toHaveValue(name)
  await page.getByPlaceholder('最多 50 个字').fill('华东区域')
  await page.getByRole('button', { name: '提交并保存' }).click()
  await expect(page.getByText('修改成功')).toBeVisible()

  await page.getByPlaceholder('请输入集团名称').fill(name)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: '绑定账号' }).click()
  await page.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(page.getByText('绑定账号不可为空')).toBeVisible()
  await page.getByPlaceholder('请输入已注册的手机号').fill('139-0000-0001')
  await page.getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(page.getByText('绑定成功')).toBeVisible()

  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: '账号列表' }).click()
  const dialog = page.getByRole('dialog', { name: /账号列表/ })
  await expect(dialog.getByRole('cell', { name: '13900000001' }).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/group-accounts.png' })
  // Searched by the account: another number finds nothing, part of this one finds it again.
  await dialog.getByRole('searchbox', { name: '按账号搜索' }).fill('13700000000')
  await dialog.getByRole('searchbox', { name: '按账号搜索' }).press('Enter')
  await expect(dialog.getByText('暂无绑定账号')).toBeVisible()
  await dialog.getByRole('searchbox', { name: '按账号搜索' }).fill('0000001')
  await dialog.getByRole('searchbox', { name: '按账号搜索' }).press('Enter')
  await expect(dialog.getByRole('cell', { name: '13900000001' }).first()).toBeVisible()
  await dialog.getByRole('button', { name: '解绑' }).click()
  // antd spaces two-character labels (解 绑): click the confirmation's own button.
  await page.locator('.ant-popconfirm').getByRole('button', { name: /解\s*绑/ }).click()
  await expect(page.getByText('解绑成功')).toBeVisible()
  await expect(dialog.getByText('暂无绑定账号')).toBeVisible()
})
