import { E2E_ADMIN, expect, serverOrigin, test } from './fixtures.js'
import { signIn } from './shell-fixtures.js'

test.use({ viewport: { width: 1920, height: 1000 } })

test('the map picker works offline: search, click, drag, type coordinates; it returns strings', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone, undefined, '/devtools/shell/components')
  await page.getByRole('button', { name: '选择经纬度' }).click()
  const dialog = page.getByRole('dialog', { name: '选择经纬度' })
  await expect(dialog).toBeVisible()
  await expect.poll(async () => Math.round(await dialog.locator('.ant-modal-content').evaluate((el) => el.getBoundingClientRect().width))).toBe(800)
  await expect(dialog.getByText('离线模式：未配置地图服务')).toBeVisible()
  // Hefei by default, zoom 12.
  await expect(dialog.getByLabel('经度')).toHaveValue('117.30794')
  await expect(dialog.getByLabel('纬度')).toHaveValue('31.79322')
  await expect(dialog.getByTestId('map-picked')).toContainText('安徽省合肥市')
  await expect(dialog.getByText('缩放级别 12')).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/shell-map-picker.png' })

  await dialog.getByPlaceholder('请输入地址搜索').fill('火星基地')
  await dialog.getByRole('button', { name: /搜\s*索/ }).click()
  await expect(page.getByText('未找到结果，请换个地点试试')).toBeVisible()

  await dialog.getByLabel('经度').fill('东经')
  await dialog.getByRole('button', { name: /定\s*位/ }).click()
  await expect(page.getByText('错误，请输入正确的经纬度')).toBeVisible()

  await dialog.getByPlaceholder('请输入地址搜索').fill('浙江省杭州市西湖区')
  await dialog.getByRole('button', { name: /搜\s*索/ }).click()
  await expect(dialog.getByTestId('map-picked')).toContainText('浙江省杭州市')
  await expect(dialog.getByLabel('经度')).toHaveValue('120.15')

  // A click on the map picks the point under it: east of the centre means a larger longitude.
  const map = dialog.getByTestId('offline-map')
  const box = (await map.boundingBox())!
  await page.mouse.click(box.x + box.width / 2 + 150, box.y + box.height / 2 + 60)
  await expect.poll(async () => Number(await dialog.getByLabel('经度').inputValue())).toBeGreaterThan(120.15)
  await expect.poll(async () => Number(await dialog.getByLabel('纬度').inputValue())).toBeLessThan(30.27)
  const clicked = Number(await dialog.getByLabel('经度').inputValue())

  // Dragging the marker moves the point.
  const marker = dialog.getByTestId('map-marker')
  const at = (await marker.boundingBox())!
  await page.mouse.move(at.x + at.width / 2, at.y + at.height - 2)
  await page.mouse.down()
  await page.mouse.move(at.x - 100, at.y - 40, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => Number(await dialog.getByLabel('经度').inputValue())).toBeLessThan(clicked)

  // Typed coordinates, then OK: the value comes back as strings.
  await dialog.getByLabel('经度').fill('118.7969')
  await dialog.getByLabel('纬度').fill('32.0603')
  await dialog.getByRole('button', { name: /定\s*位/ }).click()
  await expect(dialog.getByTestId('map-picked')).toContainText('江苏省南京市')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect(page.getByTestId('picked-lng')).toHaveText('118.7969')
  await expect(page.getByTestId('picked-lat')).toHaveText('32.0603')
  await expect(page.getByTestId('picked-street')).toHaveText('江苏省南京市')
})

test('the area picker reads provinces, cities and districts from our server', async ({ page }) => {
  await signIn(page, E2E_ADMIN.phone, undefined, '/devtools/shell/components')
  await page.locator('.ant-cascader').click()
  await page.getByRole('menuitemcheckbox', { name: '安徽省' }).click()
  await page.getByRole('menuitemcheckbox', { name: '合肥市' }).click()
  await page.getByRole('menuitemcheckbox', { name: '蜀山区' }).click()
  await expect(page.getByTestId('picked-area')).toHaveText('安徽省 / 合肥市 / 蜀山区（340000, 340100, 340104）')
})

test('the update notice shows on the home page for an admin until confirmed; the renewal prompt can be dismissed', async ({ page }) => {
  const res = await page.request.post('/sellers/exclude/login', { data: { username: E2E_ADMIN.phone, password: E2E_ADMIN.password, version: 2 } })
  const token = (await res.json()).data.token
  await page.context().addCookies([{ name: 'operating-token', value: token, url: serverOrigin() }])
  await page.goto('/homePage')
  const notice = page.getByTestId('update-notice')
  await expect(page.getByText('运营平台 3.6.0 更新公告')).toBeVisible()
  await expect(notice).toContainText('菜单按角色组织实时切换')
  await page.screenshot({ path: 'test-results/screens/shell-update-notice.png' })
  await page.getByRole('button', { name: '我知道了' }).click()
  await expect(notice).toHaveCount(0)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin.noticeRead') ?? '{}'))).toEqual({ platform: '3.6.0' })
  await page.reload()
  await expect(page.getByText('欢迎回来')).toBeVisible()
  await expect(page.locator('body')).toHaveAttribute('data-update-notice', 'none')
  await expect(page.getByText('运营平台 3.6.0 更新公告')).toHaveCount(0)

  // The demo stores include some expiring within 30 days: the prompt counts them and opens them.
  const prompt = page.getByTestId('renewal-prompt')
  await expect(prompt).toContainText(/有 \d+ 家门店的服务将在 30 天内到期或已到期/)
  const count = Number((await prompt.textContent())!.match(/有 (\d+) 家/)![1])
  await prompt.getByRole('button', { name: '查看门店' }).click()
  await expect(page).toHaveURL(/\/orgCenter\/store\/list\?q=%7B%22expireWithinDays%22%3A30%7D$/)
  await expect(page.getByRole('form', { name: '门店查询' }).getByText('30 天内到期')).toBeVisible()
  const rows = page.locator('.ant-table-tbody tr.ant-table-row')
  await expect(rows).toHaveCount(Math.min(count, 10))
  for (const text of await rows.allTextContents()) expect(text).toMatch(/天后到期|今天到期|已过期/)
  await expect(page.getByTestId('renewal-prompt')).toBeVisible()
  await page.getByTestId('renewal-prompt').getByRole('button', { name: /close|关闭/i }).click()
  await expect(page.getByTestId('renewal-prompt')).toHaveCount(0)
})
