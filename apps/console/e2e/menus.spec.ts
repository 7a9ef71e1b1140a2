import { expect, pickOption, signInAsOperator, test } from './fixtures.js'

test('an administrator adds, renames and deletes a menu button, cannot delete a route-declared page, and previews a role’s menu', async ({ page }) => {
  test.setTimeout(240_000)
  const suffix = String(Date.now() % 100000)
  const roleName = `预览角色${suffix}`
  await signInAsOperator(page)
  // A role holding only 导出品牌 (made through the API: the role editor has its own journey).
  const token = (await page.context().cookies()).find((c) => c.name === 'operating-token')!.value
  const tree = await page.request.get('/org-center/role/menu-tree', { headers: { 'operating-token': token } })
  const exportNode = ((await tree.json()).data as Array<{ id: number; code: string }>).find((n) => n.code === 'brand.export.btn')!
  const saved = await page.request.post('/org-center/role/save', { headers: { 'operating-token': token }, data: { name: roleName, orgType: 0, menuIds: [exportNode.id] } })
  expect((await saved.json()).status).toBe(true)

  // The menu tree: add a button under 品牌管理, rename it, then delete it; a route-declared node cannot be deleted.
  await page.goto('/system/operatingMenu/list')
  const menuTree = page.locator('[aria-label="菜单树"]').first()
  await page.getByRole('button', { name: '全部展开' }).first().click()
  await menuTree.locator('.ant-tree-treenode').filter({ hasText: '品牌管理' }).filter({ hasNotText: 'btn' }).first().locator('.ant-tree-node-content-wrapper').click()
  await expect(page.getByText('系统功能按此页面校验权限：类型、路径与权限码不能修改，也不能删除。')).toBeVisible()
  await page.getByRole('button', { name: '新增下级' }).click()
  const nodeForm = page.locator('form#menuNode')
  const code = `brand.print${suffix}.btn`
  await nodeForm.getByLabel('名称').fill('打印品牌')
  await nodeForm.getByLabel('权限码').fill(code)
  await nodeForm.getByRole('button', { name: /保\s*存/ }).click()
  await expect(menuTree.getByText(code)).toBeVisible()
  await expect(page.getByText(`编辑「打印品牌」`)).toBeVisible()
  await nodeForm.getByLabel('名称').fill('打印品牌清单')
  await nodeForm.getByRole('button', { name: /保\s*存/ }).click()
  await expect(menuTree.getByText('打印品牌清单')).toBeVisible()
  await page.getByRole('button', { name: /删\s*除/ }).click()
  await expect(page.getByText(/持有该节点的角色：.*运营管理员/).last()).toBeVisible()
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(menuTree.getByText(code)).toHaveCount(0)

  // Preview: the role sees 商户中心 › 商户管理 › 品牌管理 with the export code, nothing else.
  await page.getByRole('combobox', { name: '预览角色' }).click()
  await page.keyboard.type(roleName)
  await pickOption(page, page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '预览角色' }) }), roleName)
  const preview = page.getByTestId('menu-preview')
  await expect(preview.getByText('品牌管理')).toBeVisible()
  await expect(preview.getByText('商户中心')).toBeVisible()
  await expect(preview.getByText('按钮权限：brand.export.btn')).toBeVisible()
  await expect(preview.getByText('集团管理')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screens/menus-preview.png', fullPage: true })
})
