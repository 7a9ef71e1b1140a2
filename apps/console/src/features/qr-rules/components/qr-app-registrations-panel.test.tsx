import { screen, waitFor, within } from '@testing-library/react'
import { QrAppRegistrationSchema, type QrAppRegistration } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, listOf, NoData, Refusal, renderScreen, type FakeApi } from '../../../test/screen.js'
import { QrRuleListPage } from '../pages/qr-rule-list-page.js'

const URL = '/businessCenter/codeManagement/codeConfig/index?tab=apps'
const PREFIX = 'https://qr.example.com/q/'

const buildApp = (overrides: Partial<QrAppRegistration> = {}): QrAppRegistration => ({
  id: 1,
  channel: 1,
  appId: 'wx1234567890abcdef',
  prefix: PREFIX,
  routerPage: 'pages/router/index',
  published: 1,
  verifyFileName: 'abcDEF123.txt',
  verifyFileContent: 'f00dcafe',
  declaredPaths: ['pages/order/index'],
  debugLinks: [],
  providerLinks: {},
  douyinLinks: [],
  launchesToday: 2_500_000,
  launchCap: 3_000_000,
  capWarning: '今日微信明文 Scheme 拉起已达上限的 83%',
  version: 2,
  ...overrides,
})

const DOUYIN_LINKS: QrAppRegistration['douyinLinks'] = [
  { key: 'pages/order/index?code=AbCdEf123456', link: 'https://z.douyin.com/old', expireAt: '2026-05-01 10:00:00', state: 'expired' },
  { key: 'pages/order/index?code=GhIjKl123456', link: 'https://z.douyin.com/soon', expireAt: '2026-05-20 10:00:00', state: 'soon' },
  { key: 'pages/order/index?code=MnOpQr123456', link: 'https://z.douyin.com/live', expireAt: '2026-06-30 10:00:00', state: 'live' },
]

let apps: QrAppRegistration[]
let api: FakeApi

beforeEach(() => {
  apps = [buildApp(), buildApp({ id: 2, channel: 3, appId: 'tt1234567890abcd', published: 0, verifyFileName: '', declaredPaths: [], launchesToday: 0, capWarning: '', providerLinks: Object.fromEntries(DOUYIN_LINKS.map((l) => [l.key, l.link])), douyinLinks: DOUYIN_LINKS })]
  useAccountStore.setState({ permission: ['qrcode.app.btn'] })
  api = fakeApi()
    .answer('cmk-operating/tool/qrcode/app/list', listOf(QrAppRegistrationSchema), () => apps)
    .answer('cmk-operating/tool/qrcode/app/save', QrAppRegistrationSchema, (sent) => {
      const current = apps.find((a) => a.id === Number(sent.id))
      if (current && current.version !== Number(sent.version)) throw new Refusal('该登记已被他人修改，请刷新后重试', 40900, 409)
      const saved = buildApp({ ...(current ?? { id: 9, launchesToday: 0, capWarning: '' }), ...(sent as Partial<QrAppRegistration>), prefix: PREFIX, version: (current?.version ?? 0) + 1 })
      apps = current ? apps.map((a) => (a.id === saved.id ? saved : a)) : [...apps, saved]
      return saved
    })
    .answer('cmk-operating/tool/qrcode/app/del', NoData, (sent) => {
      apps = apps.filter((a) => a.id !== Number(sent.id))
      return null
    })
})

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!
const button = (root: HTMLElement, name: string) => within(root).getByText(new RegExp(`^${name.split('').join('\\s*')}$`)).closest('button')!
const dialogNamed = (name: string) => screen.findByRole('dialog', { name })

describe('the mini-program registrations of the code prefix', () => {
  it('lists each registration with its prefix, router page, state, declared paths and today’s launches against the cap', async () => {
    renderScreen(<QrRuleListPage />, { url: URL })
    const wechat = await rowOf('wx1234567890abcdef')
    expect(within(wechat).getByText('微信小程序')).toBeInTheDocument()
    expect(within(wechat).getByText(PREFIX)).toBeInTheDocument()
    expect(within(wechat).getByText('pages/router/index')).toBeInTheDocument()
    expect(within(wechat).getByText('已发布')).toBeInTheDocument()
    expect(within(wechat).getByText('pages/order/index')).toBeInTheDocument()
    expect(within(wechat).getByText('2,500,000 / 3,000,000')).toBeInTheDocument()
    expect(within(wechat).getByText('今日微信明文 Scheme 拉起已达上限的 83%')).toBeInTheDocument()
    expect(within(await rowOf('tt1234567890abcd')).getByText('未发布')).toBeInTheDocument()
  })

  it('registers a new app id, refusing a malformed one before sending', async () => {
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    await screen.findByText('wx1234567890abcdef')
    await user.click(screen.getByText('新增登记').closest('button')!)
    const dialog = await dialogNamed('新增小程序登记')
    await user.click(within(dialog).getByRole('combobox', { name: '渠道' }))
    await user.click(await screen.findByTitle('支付宝小程序'))
    await user.type(within(dialog).getByPlaceholderText(/小程序的 AppID/), 'bad app id')
    await user.click(button(dialog, '确定'))
    expect(await within(dialog).findByText('AppID 只能包含字母、数字、下划线和短横线')).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/app/save')).toHaveLength(0)
    await user.clear(within(dialog).getByPlaceholderText(/小程序的 AppID/))
    await user.type(within(dialog).getByPlaceholderText(/小程序的 AppID/), '2021004123456789')
    await user.type(within(dialog).getByPlaceholderText('pages/router/index'), 'pages/router/index')
    await user.click(within(dialog).getByLabelText('已发布'))
    await user.click(button(dialog, '确定'))
    expect(await rowOf('2021004123456789')).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/app/save')[0]).toMatchObject({ channel: 2, appId: '2021004123456789', routerPage: 'pages/router/index', published: 1, declaredPaths: [] })
    expect(api.calls('cmk-operating/tool/qrcode/app/save')[0]).not.toHaveProperty('id')
  })

  it('shows a Douyin registration’s generated links: how many, how many expire within 7 days or have expired, and each with its expiry', async () => {
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    const douyin = await rowOf('tt1234567890abcd')
    expect(within(douyin).getByText('3 个')).toBeInTheDocument()
    expect(within(douyin).getByText('1 个 7 天内到期')).toBeInTheDocument()
    expect(within(douyin).getByText('1 个已过期')).toBeInTheDocument()
    await user.click(within(douyin).getByRole('button', { name: /展开行/ }))
    const old = (await screen.findByText('https://z.douyin.com/old')).closest('tr')!
    expect(within(old).getByText('pages/order/index?code=AbCdEf123456')).toBeInTheDocument()
    expect(within(old).getByText('2026-05-01 10:00:00')).toBeInTheDocument()
    expect(within(old).getByText('已过期')).toBeInTheDocument()
    expect(within(screen.getByText('https://z.douyin.com/soon').closest('tr')!).getByText('7 天内到期')).toBeInTheDocument()
    expect(within(screen.getByText('https://z.douyin.com/live').closest('tr')!).getByText('有效')).toBeInTheDocument()
  })

  it('edits a registration at its version, adding a declared path, and sends no Douyin links (they stay on the server)', async () => {
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    await user.click(button(await rowOf('tt1234567890abcd'), '编辑'))
    const dialog = await dialogNamed('编辑小程序登记')
    expect(within(dialog).getByDisplayValue('tt1234567890abcd')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('combobox', { name: '明文 Scheme 路径' }), 'pages/member/index{Enter}')
    await user.click(button(dialog, '确定'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑小程序登记' })).not.toBeInTheDocument())
    expect(api.calls('cmk-operating/tool/qrcode/app/save')[0]).toMatchObject({
      id: 2,
      version: 2,
      channel: 3,
      appId: 'tt1234567890abcd',
      declaredPaths: ['pages/member/index'],
    })
    expect(api.calls('cmk-operating/tool/qrcode/app/save')[0]).not.toHaveProperty('providerLinks')
    expect(within(await rowOf('tt1234567890abcd')).getByText('pages/member/index')).toBeInTheDocument()
  })

  it('deletes a registration only after its confirmation', async () => {
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    await user.click(button(await rowOf('tt1234567890abcd'), '删除'))
    const confirm = await screen.findByRole('tooltip')
    expect(within(confirm).getByText(/此操作将永久删除, 是否继续\?/)).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/app/del')).toHaveLength(0)
    await user.click(button(confirm, '删除'))
    await waitFor(() => expect(screen.queryByText('tt1234567890abcd')).not.toBeInTheDocument())
    expect(api.calls('cmk-operating/tool/qrcode/app/del')).toEqual([{ id: '2' }])
    expect(screen.getByText('wx1234567890abcdef')).toBeInTheDocument()
  })

  it('shows the registrations without 新增, 编辑 or 删除 to a user without qrcode.app.btn', async () => {
    useAccountStore.setState({ permission: [] })
    renderScreen(<QrRuleListPage />, { url: URL })
    const row = await rowOf('wx1234567890abcdef')
    expect(within(row).queryByText(/^编\s*辑$/)).not.toBeInTheDocument()
    expect(within(row).queryByText(/^删\s*除$/)).not.toBeInTheDocument()
    expect(screen.queryByText('新增登记')).not.toBeInTheDocument()
  })
})
