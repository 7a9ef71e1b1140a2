import { screen, waitFor, within } from '@testing-library/react'
import { QrDictListSchema, QrJobStartedSchema, QrRefreshResultSchema, QrRulePageSchema, type QrRefreshResult, type QrRule } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, NoData, Refusal, renderScreen, type FakeApi } from '../../../test/screen.js'
import { buildQrRule, QR_DICTS } from '../test-rules.js'
import { QrRuleListPage } from './qr-rule-list-page.js'

let rules: QrRule[] = []
let api: FakeApi
const ALL_CODES = ['qrcode.save.btn', 'qrcode.edit.btn', 'qrcode.status.btn', 'qrcode.delete.btn']

beforeEach(() => {
  rules = [buildQrRule(), buildQrRule({ id: 2, alias: '蛋糕预订', name: '会员中心', typeId: '2', applyStoreType: 18, applyStoreTypeName: '烘焙', status: 0, boundCodes: 0, scans7d: 0 })]
  useAccountStore.setState({ permission: ALL_CODES })
  api = fakeApi()
    .answer('cmk-operating/sys/dict/list', QrDictListSchema, (sent) => QR_DICTS[String(sent.code)] ?? [])
    .answer('cmk-operating/qrcode-config/page', QrRulePageSchema, (sent) => {
      const list = rules.filter((r) => (!sent.alias || r.alias.includes(String(sent.alias))) && (sent.status === undefined || r.status === sent.status))
      return { list, totalCount: list.length, pageNumber: Number(sent.pageNumber), pageSize: Number(sent.pageSize) }
    })
    .answer('cmk-operating/qrcode-config/disabled', NoData, (sent) => {
      rules = rules.map((r) => (r.id === Number(sent.id) ? { ...r, status: 0 } : r))
      return null
    })
    .answer('cmk-operating/qrcode-config/enabled', NoData, (sent) => {
      rules = rules.map((r) => (r.id === Number(sent.id) ? { ...r, status: 1 } : r))
      return null
    })
    .answer('cmk-operating/qrcode-config/del', NoData, (sent) => {
      rules = rules.filter((r) => r.id !== Number(sent.id))
      return null
    })
})

const URL = '/businessCenter/codeManagement/codeConfig/index'
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!
const confirmDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm')!
const button = (root: HTMLElement, name: string) => within(root).getByText(new RegExp(`^${name.split('').join('\\s*')}$`)).closest('button')!

/** Starts 刷新解析 on 堂食扫码点餐 and confirms it; the job starts as `started` and reports `progress` every time it is asked. */
const startRefresh = async (started: { flowNo: string; planId: number }, progress: QrRefreshResult) => {
  api.answer('cmk-operating/tool/qrcode/refresh', QrJobStartedSchema, () => started).answer('cmk-operating/tool/qrcode/refresh/result', QrRefreshResultSchema, () => progress)
  const view = renderScreen(<QrRuleListPage />, { url: URL })
  await view.user.click(button(await rowOf('堂食扫码点餐'), '刷新解析'))
  await view.user.click(button(confirmDialog(), '开始刷新'))
  return view
}

describe('the aggregate-QR rule list', () => {
  it('shows each rule with its page, store type, channels, status and counts, searched by pageNumber', async () => {
    renderScreen(<QrRuleListPage />, { url: URL })
    const row = await rowOf('堂食扫码点餐')
    expect(within(row).getByText('点餐页')).toBeInTheDocument()
    expect(within(row).getByText('pages/order/index')).toBeInTheDocument()
    expect(within(row).getByText('餐饮2.0')).toBeInTheDocument()
    expect(within(row).getByText('微信')).toBeInTheDocument()
    expect(within(row).getByText('支付宝')).toBeInTheDocument()
    expect(within(row).getByText('启用')).toBeInTheDocument()
    expect(within(row).getByText('12')).toBeInTheDocument()
    expect(within(row).getByText('345')).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/page')[0]).toMatchObject({ pageNumber: 1, pageSize: 10 })
  })

  it('disables a rule only after its confirmation, then shows it disabled', async () => {
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    const row = await rowOf('堂食扫码点餐')
    await user.click(button(row, '停用'))
    expect(within(confirmDialog()).getByText(/绑定的二维码将无法打开小程序页面/)).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/disabled')).toHaveLength(0)
    await user.click(button(confirmDialog(), '停用'))
    expect(await screen.findByText('停用成功')).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/disabled')).toEqual([{ id: '1' }])
    await waitFor(() => expect(within(screen.getByText('堂食扫码点餐').closest('tr')!).getByText('启用', { selector: 'button span' })).toBeInTheDocument())
  })

  it('keeps an enabled rule from deletion and deletes a disabled one after 此操作将永久删除, 是否继续?', async () => {
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    expect(button(await rowOf('堂食扫码点餐'), '删除')).toBeDisabled()
    await user.click(button(await rowOf('蛋糕预订'), '删除'))
    expect(within(confirmDialog()).getByText('此操作将永久删除, 是否继续?')).toBeInTheDocument()
    await user.click(button(confirmDialog(), '删除'))
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    expect(api.calls('cmk-operating/qrcode-config/del')).toEqual([{ id: '2' }])
    await waitFor(() => expect(screen.queryByText('蛋糕预订')).not.toBeInTheDocument())
  })

  it('shows the server’s refusal of a delete and keeps the row', async () => {
    api.answer('cmk-operating/qrcode-config/del', NoData, () => {
      throw new Refusal('启用中的规则不能删除，请先停用', 40900, 409)
    })
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    await user.click(button(await rowOf('蛋糕预订'), '删除'))
    await user.click(button(confirmDialog(), '删除'))
    await waitFor(() => expect(api.errors).toContain('启用中的规则不能删除，请先停用'))
    expect(screen.getByText('蛋糕预订')).toBeInTheDocument()
  })

  it('refreshes a rule’s codes after its confirmation and says, as the task runs and when done, how many now open a different page', async () => {
    const answers = [
      { status: 0, done: 5, total: 12, refreshed: 0, changed: 0, error: '' },
      { status: 1, done: 12, total: 12, refreshed: 12, changed: 3, error: '' },
    ]
    api
      .answer('cmk-operating/tool/qrcode/refresh', QrJobStartedSchema, () => ({ flowNo: 'f1', planId: 77 }))
      .answer('cmk-operating/tool/qrcode/refresh/result', QrRefreshResultSchema, () => answers.shift() ?? { status: 1, done: 12, total: 12, refreshed: 12, changed: 3, error: '' })
    const { user } = renderScreen(<QrRuleListPage />, { url: URL })
    await user.click(button(await rowOf('堂食扫码点餐'), '刷新解析'))
    expect(within(confirmDialog()).getByText(/将按「堂食扫码点餐」当前的设置，重新解析其下已绑定的全部二维码.*任务在任务中心运行/)).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/refresh')).toHaveLength(0)
    await user.click(button(confirmDialog(), '开始刷新'))
    expect(api.calls('cmk-operating/tool/qrcode/refresh')).toEqual([expect.objectContaining({ ruleId: 1 })])
    expect(await screen.findByText('刷新解析「堂食扫码点餐」')).toBeInTheDocument()
    expect(await screen.findByText('已解析 5 / 12 个二维码', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(await screen.findByText('已重新解析 12 个二维码，其中 3 个打开的页面有变化，明细可在任务中心下载。', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(screen.getByText('刷新解析「堂食扫码点餐」完成')).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/refresh/result')[0]).toEqual({ planId: '77' })
    expect(screen.getByText('前往任务中心')).toBeInTheDocument()
  })

  it('says the job goes on in the task centre when the person leaves the list while it runs', async () => {
    const { user } = await startRefresh({ flowNo: 'f3', planId: 79 }, { status: 0, done: 1, total: 40, refreshed: 0, changed: 0, error: '' })
    expect(await screen.findByText('任务已提交，正在任务中心运行…')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: '门店二维码' }))
    expect(await screen.findByText('任务仍在任务中心运行，完成后可在任务中心查看。')).toBeInTheDocument()
  })

  it('says why a refresh job failed', async () => {
    await startRefresh({ flowNo: 'f2', planId: 78 }, { status: 2, done: 0, total: 4, refreshed: 0, changed: 0, error: '数据库暂时不可用' })
    expect(await screen.findByText('刷新解析「堂食扫码点餐」失败', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(screen.getByText('数据库暂时不可用')).toBeInTheDocument()
  })

  it('hides the actions the user has no code for', async () => {
    useAccountStore.setState({ permission: [] })
    renderScreen(<QrRuleListPage />, { url: URL })
    const row = await rowOf('堂食扫码点餐')
    expect(within(row).queryByText(/^删\s*除$/)).not.toBeInTheDocument()
    expect(within(row).queryByText(/^编\s*辑$/)).not.toBeInTheDocument()
    expect(within(row).queryByText('刷新解析')).not.toBeInTheDocument()
    expect(screen.queryByText('新增规则')).not.toBeInTheDocument()
  })
})
