import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { BrandPickerResultSchema, QrDictListSchema, QrJobStartedSchema, QrRulePageSchema, QrRuleSchema, QrSimulationSchema, type QrRule } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, Refusal, type FakeApi } from '../../../test/screen.js'
import { buildQrRule, QR_DICTS } from '../test-rules.js'
import { QrRuleEditPage } from './qr-rule-edit-page.js'
import { QrRuleListPage } from './qr-rule-list-page.js'
import { useAccountStore } from '../../../shared/lib/account-store.js'

const LIST = '/businessCenter/codeManagement/codeConfig/index'
const EDIT = '/businessCenter/codeManagement/codeConfig/edit'
let api: FakeApi
let stored: QrRule

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {}
  stored = buildQrRule()
  api = fakeApi()
    .answer('cmk-operating/sys/dict/list', QrDictListSchema, (sent) => QR_DICTS[String(sent.code)] ?? [])
    .answer('cmk-operating/qrcode-config/detail', QrRuleSchema, () => stored)
    .answer('cmk-operating/qrcode-config/save', QrRuleSchema, () => buildQrRule({ id: 9 }))
    .answer('cmk-operating/qrcode-config/edit', QrRuleSchema, () => stored)
    .answer('brand/list-simple', BrandPickerResultSchema, () => ({ list: [{ id: 13, name: '蜀香小面', groupId: 5, groupName: '蜀香餐饮集团' }], total: 1, totalCapped: false, pageNum: 1, pageSize: 10 }))
})

/** The editor in a data router (its leave guard needs one), beside a stand-in list page. */
const renderAt = (url: string, list = <p>聚合码列表页</p>) => {
  const router = createMemoryRouter(
    [
      { path: EDIT, element: <QrRuleEditPage /> },
      { path: LIST, element: list },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  )
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}

const form = () => screen.getByRole('form', { name: /聚合码规则/ })
const itemOf = (label: string) => within(form()).getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-formily-item')!
/**
 * 保存 in the action bar under the form (form-kit's layout), found by its text: once a save has run,
 * antd keeps the loading icon (named "loading") in the button while it fades out.
 */
const saveButton = () => within(document.querySelector<HTMLElement>('.form-kit-action-bar')!).getByText('保存').closest('button')!

describe('the aggregate-QR rule editor', () => {
  it('refuses an empty rule with the spec’s messages and sends nothing', async () => {
    const user = renderAt(EDIT)
    await within(screen.getByRole('group', { name: '关联渠道' })).findByLabelText('微信')
    await user.click(saveButton())
    for (const text of ['请选择适用门店类型', '请选择页面', '请输入页面路径', '请选择是否允许App扫码绑定', '请至少选择一个关联渠道']) expect(await within(form()).findByText(text, { selector: '.ant-formily-item-error-help' })).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/save')).toHaveLength(0)
  })

  it('offers QR types and extend codes only with the WeChat channel, asks for the activity’s fields, and saves the rule', async () => {
    const user = renderAt(EDIT)
    await user.click(await screen.findByLabelText('餐饮2.0'))
    await user.click(screen.getByRole('combobox', { name: '页面' }))
    await user.click(await screen.findByTitle('点餐页'))
    await user.type(screen.getByPlaceholderText('请输入页面路径'), 'pages/order/index')
    await user.click(within(itemOf('允许App扫码绑定')).getByLabelText('否'))
    const channels = screen.getByRole('group', { name: '关联渠道' })
    await user.click(within(channels).getByLabelText('支付宝'))
    expect(screen.queryByRole('group', { name: '扩展选项' })).not.toBeInTheDocument()
    await user.click(within(channels).getByLabelText('微信'))
    await user.click(within(screen.getByRole('group', { name: '二维码类型' })).getByLabelText('小程序码'))
    await user.click(within(screen.getByRole('group', { name: '扩展选项' })).getByLabelText('活动码'))
    await user.click(saveButton())
    expect(await screen.findByText('请输入活动类型')).toBeInTheDocument()
    expect(screen.getByText('请输入活动名称')).toBeInTheDocument()
    await user.type(screen.getByPlaceholderText('请输入活动类型'), 'coupon')
    await user.type(screen.getByPlaceholderText('请输入活动名称'), '开业满减')
    await user.click(saveButton())
    expect(await screen.findByText('聚合码列表页')).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/save')[0]).toMatchObject({
      applyStoreType: 66,
      typeId: '1',
      pagePath: 'pages/order/index',
      bindSettings: {
        supportBindChannel: [
          { code: '1', supportBindQrcodeType: [{ code: '2' }] },
          { code: '2', supportBindQrcodeType: [] },
        ],
        supportExtendCode: [{ code: 'activity', param: { detailType: 1, activityType: 'coupon', activityName: '开业满减' } }],
        isDefaultExist: 2,
      },
    })
  })

  it('edits the third-type table: shows the stored rows, asks for a new row’s type, picks its brands from the server and removes a row', async () => {
    const user = renderAt(`${EDIT}?id=1`)
    await screen.findByDisplayValue('堂食扫码点餐')
    const rows = () => [...form().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')]
    expect(rows()).toHaveLength(1)
    expect(within(rows()[0]!).getByTitle('微信小程序')).toBeInTheDocument()
    expect(within(rows()[0]!).getByDisplayValue('release')).toBeInTheDocument()
    expect(within(rows()[0]!).getByText('蜀香小面')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '添加第三方类型' }))
    expect(rows()).toHaveLength(2)
    await user.click(saveButton())
    expect(await within(rows()[1]!).findByText('请选择第三方类型', { selector: '.ant-formily-item-error-help' })).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/edit')).toHaveLength(0)
    await user.click(within(rows()[1]!).getByRole('combobox', { name: '第三方类型' }))
    await user.click(await screen.findByTitle('抖音小程序'))
    await user.click(within(rows()[1]!).getByRole('combobox', { name: '品牌' }))
    await user.click(await screen.findByTitle(/^蜀香小面/))
    expect(await within(rows()[1]!).findByText('蜀香小面')).toBeInTheDocument()
    await user.click(within(rows()[0]!).getByRole('button', { name: '删除第三方类型' }))
    expect(rows()).toHaveLength(1)
    await user.click(saveButton())
    expect(await screen.findByText('聚合码列表页')).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/edit')[0]!.bindThirdTypes).toEqual([{ thirdType: 3, typeVersion: '', applySellerList: [{ applySellerId: 13, applySellerName: '蜀香小面' }] }])
  })

  it('offers 刷新解析 on the list after saving a rule that has bound codes, and starts it only when asked', async () => {
    useAccountStore.setState({ permission: ['qrcode.edit.btn'] })
    api
      .answer('cmk-operating/qrcode-config/page', QrRulePageSchema, () => ({ list: [stored], totalCount: 1, pageNumber: 1, pageSize: 10 }))
      .answer('cmk-operating/tool/qrcode/refresh', QrJobStartedSchema, () => ({ flowNo: 'f9', planId: 90 }))
    const user = renderAt(`${EDIT}?id=1`, <QrRuleListPage />)
    const alias = await screen.findByDisplayValue('堂食扫码点餐')
    await user.clear(alias)
    await user.type(alias, '堂食点餐')
    await user.click(saveButton())
    const confirm = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.ant-modal-confirm')
      expect(shown).not.toBeNull()
      return shown!
    })
    expect(within(confirm).getByText(/^规则已修改。将按「堂食点餐」当前的设置，重新解析其下已绑定的全部二维码/)).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/refresh')).toHaveLength(0)
    await user.click(within(confirm).getByText(/^开始刷新$/).closest('button')!)
    await waitFor(() => expect(api.calls('cmk-operating/tool/qrcode/refresh')).toEqual([expect.objectContaining({ ruleId: 1 })]))
    expect(await screen.findByText('刷新解析「堂食点餐」')).toBeInTheDocument()
  })

  it('keeps the input when the edit is stale (409) and offers the newer rule', async () => {
    api.answer('cmk-operating/qrcode-config/edit', QrRuleSchema, () => {
      throw new Refusal('该规则已被他人修改，请刷新后重试', 40900, 409)
    })
    const user = renderAt(`${EDIT}?id=1`)
    const alias = await screen.findByDisplayValue('堂食扫码点餐')
    await user.clear(alias)
    await user.type(alias, '堂食点餐（新）')
    await user.click(saveButton())
    expect(await screen.findByText('该规则已被他人修改')).toBeInTheDocument()
    expect(api.errors).toContain('该规则已被他人修改，请刷新后重试')
    expect(api.calls('cmk-operating/qrcode-config/edit')[0]).toMatchObject({ id: 1, version: 3, alias: '堂食点餐（新）' })
    expect(screen.getByDisplayValue('堂食点餐（新）')).toBeInTheDocument()
    expect(screen.queryByText('聚合码列表页')).not.toBeInTheDocument()
  })

  it('opens the newer rule on 加载最新版本 after a stale edit, and edits it at its version', async () => {
    api.refuse('cmk-operating/qrcode-config/edit', '该规则已被他人修改，请刷新后重试', 40900, 409)
    const user = renderAt(`${EDIT}?id=1`)
    await user.type(await screen.findByDisplayValue('堂食扫码点餐'), '（旧）')
    await user.click(saveButton())
    expect(await screen.findByText('该规则已被他人修改')).toBeInTheDocument()
    // Another operator saved version 4 meanwhile.
    stored = buildQrRule({ alias: '堂食点餐（他人）', pagePath: 'pages/order/v2', version: 4 })
    api.answer('cmk-operating/qrcode-config/edit', QrRuleSchema, () => stored)
    await user.click(screen.getByText('加载最新版本').closest('button')!)
    expect(await screen.findByDisplayValue('堂食点餐（他人）')).toBeInTheDocument()
    expect(screen.getByDisplayValue('pages/order/v2')).toBeInTheDocument()
    expect(screen.queryByText('该规则已被他人修改')).not.toBeInTheDocument()
    await user.click(saveButton())
    expect(await screen.findByText('聚合码列表页')).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/edit')[1]).toMatchObject({ id: 1, version: 4, alias: '堂食点餐（他人）', pagePath: 'pages/order/v2' })
  })

  it('edits the description in the rich-text editor, which shows a stored description without its script', async () => {
    stored = buildQrRule({ descr: '<p><img src="/files/a.png" onerror="document.title = \'pwned\'"></p><script>document.title = "pwned"</script><p>贴在<strong>餐桌</strong>上的点餐码</p>' })
    const user = renderAt(`${EDIT}?id=1`)
    const editor = await screen.findByRole('textbox', { name: '说明' })
    await waitFor(() => expect(within(editor).getByText('餐桌').tagName).toBe('STRONG'))
    expect(editor.querySelector('script')).toBeNull()
    expect(editor.querySelector('img')?.getAttribute('onerror')).toBeNull()
    // The caret goes to the end of the paragraph clicked.
    await user.click(within(editor).getByText(/上的点餐码/))
    await user.paste('，扫码即点餐')
    await waitFor(() => expect(editor).toHaveTextContent('上的点餐码，扫码即点餐'))
    await user.click(saveButton())
    expect(await screen.findByText('聚合码列表页')).toBeInTheDocument()
    const sent = String(api.calls('cmk-operating/qrcode-config/edit')[0]!.descr)
    expect(sent).toContain('<p>贴在<strong>餐桌</strong>上的点餐码，扫码即点餐</p>')
    expect(sent).not.toMatch(/script|onerror/)
    expect(document.title).not.toBe('pwned')
  })

  it('leaves an opened rule at once when only the simulator was used: nothing of the rule was changed', async () => {
    stored = buildQrRule({ descr: '<p>贴在<strong>餐桌</strong>上的点餐码</p>' })
    api.answer('cmk-operating/qrcode-config/simulate', QrSimulationSchema, () => ({
      resolution: { outcome: 'open' as const, message: '打开规则页面', ruleId: 1, pagePath: 'pages/order/index', query: {}, h5Url: '' },
      app: 'browser',
      launch: [],
      others: [],
    }))
    const user = renderAt(`${EDIT}?id=1`)
    await user.type(await screen.findByPlaceholderText(/二维码链接|\/q\//), 'http://127.0.0.1/q/AbCdEf123456')
    await user.click(screen.getByText(/^模拟扫码$/).closest('button')!)
    expect(await screen.findByText('打开规则页面')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: '聚合码配置' }))
    expect(await screen.findByText('聚合码列表页')).toBeInTheDocument()
    expect(screen.queryByText('放弃未保存的修改？')).toBeNull()
  })

  it('simulates a scan through the server and shows the page, its parameters and the landing page’s button', async () => {
    api.answer('cmk-operating/qrcode-config/simulate', QrSimulationSchema, () => ({
      resolution: { outcome: 'open' as const, message: '打开规则页面', ruleId: 1, pagePath: 'pages/order/index', query: { code: 'AbCdEf123456', storeId: '5' }, h5Url: '' },
      app: 'browser',
      launch: [{ kind: 'wechat-scheme', label: '打开微信小程序', href: 'weixin://dl/business/?appid=wx1&path=pages/order/index&query=code%3DAbCdEf123456', warning: '' }],
      others: [{ ruleId: 2, alias: '会员中心', reason: '该二维码绑定的是其他规则' }],
    }))
    const user = renderAt(`${EDIT}?id=1`)
    await user.type(await screen.findByPlaceholderText(/二维码链接|\/q\//), 'http://127.0.0.1/q/AbCdEf123456')
    await user.click(screen.getByText(/^模拟扫码$/).closest('button')!)
    expect(await screen.findByText('打开规则页面')).toBeInTheDocument()
    expect(screen.getByText('code=AbCdEf123456&storeId=5')).toBeInTheDocument()
    expect(screen.getByText(/weixin:\/\/dl\/business/)).toBeInTheDocument()
    expect(screen.getByText('会员中心：该二维码绑定的是其他规则')).toBeInTheDocument()
    await waitFor(() => expect(api.calls('cmk-operating/qrcode-config/simulate')[0]).toMatchObject({ q: 'http://127.0.0.1/q/AbCdEf123456', channel: 1 }))
  })
})
