import { type Browser, type Page } from '@playwright/test'
import { expect, serverOrigin, signInAsOperator, test } from './fixtures.js'

/** A demo brand whose stores have codes (SEED_DEMO's 蜀香小面, with the placeholder WeChat and Alipay registrations). */
const BRAND = '蜀香小面'
const WECHAT_APP_ID = 'wx0000000000demo01'
const ALIPAY_APP_ID = '2021000000000001'
const LIST = '/businessCenter/codeManagement/codeConfig/index'
const OK = (name: string) => new RegExp(`^${name.split('').join('\\s*')}$`)
const UA = {
  browser: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  alipay: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/10.5.90.8000 Language/zh-Hans',
  oldWechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/7.0.1(0x17000120) NetType/WIFI Language/zh_CN',
}

interface Resolution {
  outcome: string
  pagePath: string
  query: Record<string, string>
}

/** What the mini-program's router page gets from the resolve call for the scanned URL. */
const resolveAsRouterPage = async (page: Page, url: string, channel: number, appVersion = '8.0.47') => {
  const answer = await page.request.get(`/cmk-center/qrcode/resolve?q=${encodeURIComponent(url)}&channel=${channel}&appVersion=${appVersion}&os=iOS`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: Resolution }).data
}

/** The landing page as a phone opens it: a fresh browser context with that app's user agent. */
const openLanding = async (browser: Browser, url: string, userAgent: string) => {
  const context = await browser.newContext({ userAgent, locale: 'zh-CN' })
  const landing = await context.newPage()
  await landing.goto(url)
  return { landing, close: () => context.close() }
}

const encodeQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')

const ruleRow = (page: Page, alias: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: alias, exact: true }) })

const confirmIn = async (page: Page, action: string, text: RegExp | string) => {
  const dialog = page.locator('.ant-modal-confirm')
  await expect(dialog.getByText(text)).toBeVisible()
  await dialog.getByRole('button', { name: OK(action) }).click()
  // The message of an earlier action of the same kind may still be showing (they last 3 s): the newest is this one's.
  await expect(page.getByText(`${action}成功`).last()).toBeVisible()
}

test('an operator creates a rule, binds a code to a store, sees what each app opens, then disables, enables and deletes the rule', async ({ page, browser }) => {
  test.setTimeout(360_000)
  const alias = `活动点餐${Date.now() % 100000}`
  const h5 = 'https://h5.example.com/order'
  await signInAsOperator(page)
  await page.goto(LIST)
  await expect(page).toHaveTitle('聚合码配置 - 运营平台')
  for (const title of ['别名', '页面', '适用门店类型', '关联渠道', '状态', '已绑码数', '近7日扫码']) await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible()

  // The rule: general store type, 扫码点餐, WeChat with a QR type and an activity extend code, Alipay; WeChat ≥ 8.0.40.
  await page.getByRole('button', { name: '新增规则' }).click()
  await expect(page).toHaveTitle('新增聚合码配置 - 运营平台')
  const form = page.getByRole('form', { name: '新增聚合码规则' })
  await form.getByLabel('通用').check()
  await form.getByLabel('别名').fill(alias)
  const pageSelect = form.getByRole('combobox', { name: '页面', exact: true })
  await pageSelect.click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('扫码点餐', { exact: true }).click()
  await form.getByLabel('页面路径').fill('pages/order/index')
  await form.getByLabel('H5 页面').fill(h5)
  await form.locator('.ant-formily-item').filter({ hasText: '允许App扫码绑定' }).getByLabel('否').check()
  const channels = form.getByRole('group', { name: '关联渠道' })
  await channels.getByLabel('微信').check()
  await channels.getByLabel('支付宝').check()
  await form.getByRole('group', { name: '二维码类型' }).getByLabel('普通链接二维码').check()
  await form.getByRole('group', { name: '扩展选项' }).getByLabel('活动码').check()
  await form.getByPlaceholder('请输入活动类型').fill('coupon')
  await form.getByPlaceholder('请输入活动名称').fill('开业满减')
  for (const type of ['微信小程序', '支付宝小程序']) {
    await form.getByRole('button', { name: '添加第三方类型' }).click()
    const select = form.getByRole('combobox', { name: '第三方类型', exact: true }).last()
    await select.click()
    await page.locator('.ant-select-dropdown:visible').getByTitle(type, { exact: true }).click()
  }
  await form.getByPlaceholder('如 8.0.40').first().fill('8.0.40')
  await page.getByRole('button', { name: OK('保存') }).click()
  await expect(page.getByText('保存成功')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${LIST}$`))
  const row = ruleRow(page, alias)
  await expect(row.getByText('启用', { exact: true })).toBeVisible()

  // Bind a code to the brand's first store under the rule, with an activity.
  await page.getByRole('tab', { name: '门店二维码' }).click()
  const search = page.getByRole('form', { name: '门店二维码查询' })
  await search.getByRole('combobox').first().click()
  await page.keyboard.type(BRAND)
  await page.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(`^${BRAND}`)).click()
  await search.getByRole('button', { name: OK('查询') }).click()
  const store = page.locator('.ant-table-row').first()
  await store.getByRole('button', { name: '绑定二维码' }).click()
  const bind = page.getByRole('dialog', { name: '绑定二维码' })
  await bind.getByLabel('聚合码规则').click()
  await page.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(`^${alias}`)).click()
  await bind.getByLabel('活动编号').fill('A1001')
  await bind.getByRole('button', { name: OK('确定') }).click()
  await expect(page.getByText('绑定成功')).toBeVisible()
  await store.getByRole('button', { name: /展开行|Expand row/ }).click()
  const codeRow = page.locator('.ant-table-expanded-row tr').filter({ hasText: alias })
  await expect(codeRow).toBeVisible()
  const url = (await codeRow.locator('.ant-typography').first().innerText()).trim()
  expect(url).toMatch(new RegExp(`^${serverOrigin()}/q/[A-Za-z0-9_-]{6,12}$`))

  // The WeChat router page resolves the scanned URL to the rule's page and parameters.
  const opened = await resolveAsRouterPage(page, url, 1)
  expect(opened.outcome).toBe('open')
  expect(opened.pagePath).toBe('pages/order/index')
  expect(opened.query).toMatchObject({ code: url.split('/q/')[1], activityId: 'A1001' })

  // A phone's browser: the plain-text WeChat scheme, the Alipay launch and the H5 page.
  const inBrowser = await openLanding(browser, url, UA.browser)
  const expectedScheme = `weixin://dl/business/?appid=${WECHAT_APP_ID}&path=pages/order/index&query=${encodeURIComponent(encodeQuery(opened.query))}`
  await expect(inBrowser.landing.getByRole('link', { name: '打开微信小程序' })).toHaveAttribute('href', expectedScheme)
  await expect(inBrowser.landing.getByRole('link', { name: '打开支付宝小程序' })).toHaveAttribute('href', new RegExp(`^alipays://platformapi/startapp\\?appId=${ALIPAY_APP_ID}&page=pages%2Forder%2Findex&query=`))
  await inBrowser.close()
  // Alipay's own browser: only the alipays:// button.
  const inAlipay = await openLanding(browser, url, UA.alipay)
  await expect(inAlipay.landing.getByRole('link', { name: '打开支付宝小程序' })).toHaveAttribute('href', /^alipays:\/\/platformapi\/startapp\?/)
  await expect(inAlipay.landing.getByRole('link', { name: '打开微信小程序' })).toHaveCount(0)
  await inAlipay.close()
  // WeChat 7.0.1, below the rule's 8.0.40: the H5 page.
  const inOldWechat = await openLanding(browser, url, UA.oldWechat)
  await expect(inOldWechat.landing.getByRole('link', { name: '打开网页版' })).toHaveAttribute('href', h5)
  await expect(inOldWechat.landing.getByText(/长按二维码识别/)).toHaveCount(0)
  await inOldWechat.close()

  // The simulator in the rule's editor says the same.
  await page.getByRole('tab', { name: '聚合码规则' }).click()
  await ruleRow(page, alias).getByRole('button', { name: OK('编辑') }).click()
  const simulator = page.getByRole('form', { name: '扫码模拟' })
  await simulator.getByLabel('二维码链接').fill(url)
  await simulator.getByLabel('App 版本').fill('7.0.1')
  await simulator.getByRole('button', { name: '模拟扫码' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '当前 App 版本过低' })).toBeVisible()
  await simulator.locator('.ant-form-item', { hasText: '扫码 App' }).locator('.ant-select-selector').click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('手机浏览器', { exact: true }).click()
  await simulator.getByLabel('App 版本').fill('')
  await simulator.getByRole('button', { name: '模拟扫码' }).click()
  await expect(page.getByText(expectedScheme, { exact: true })).toBeVisible()
  await page.getByRole('link', { name: '聚合码配置' }).click()

  // Disable through its dialog: the scan no longer opens the page; enable again: it does.
  await ruleRow(page, alias).getByRole('button', { name: OK('停用') }).click()
  await confirmIn(page, '停用', /将无法打开小程序页面/)
  expect((await resolveAsRouterPage(page, url, 1)).outcome).toBe('disabled')
  await ruleRow(page, alias).getByRole('button', { name: OK('启用') }).click()
  await confirmIn(page, '启用', /将按此规则打开页面/)
  expect((await resolveAsRouterPage(page, url, 1)).outcome).toBe('open')

  // An enabled rule cannot be deleted; once disabled it can.
  await expect(ruleRow(page, alias).getByRole('button', { name: OK('删除') })).toBeDisabled()
  await ruleRow(page, alias).getByRole('button', { name: OK('停用') }).click()
  await confirmIn(page, '停用', /将无法打开小程序页面/)
  await ruleRow(page, alias).getByRole('button', { name: OK('删除') }).click()
  await confirmIn(page, '删除', '此操作将永久删除, 是否继续?')
  await expect(ruleRow(page, alias)).toHaveCount(0)
})
