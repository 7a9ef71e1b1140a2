import { screen, waitFor, within } from '@testing-library/react'
import { ChannelApplyPageSchema, type ChannelApplyRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { expectLoadFailure, fakeApi, NoData, pageOf, renderScreen, searchBy, type FakeApi } from '../../../test/screen.js'
import { ChannelApplies } from './channel-applies.js'

const CHANNELS = ['微信小程序', '支付宝小程序', '抖音小程序']
const apply = (i: number): ChannelApplyRow => ({
  id: i,
  brandId: i,
  brandName: `品牌${i}号`,
  channel: (i % 3) + 1,
  channelName: CHANNELS[i % 3]!,
  status: i > 12 ? 1 : 0,
  appliedAt: '2026-11-20 10:00:00',
  appliedByName: i === 1 ? null : '店长',
  handledAt: i > 12 ? '2026-11-21 09:00:00' : null,
  remark: '',
})

let applies: ChannelApplyRow[] = []
let api: FakeApi

beforeEach(() => {
  applies = Array.from({ length: 15 }, (_, i) => apply(i + 1))
  useAccountStore.setState({ permission: ['service.channel.btn'] })
  api = fakeApi()
    .answer('service/channel-apply-list', ChannelApplyPageSchema, (sent) => {
      const hits = applies.filter((a) => (sent.status === undefined || a.status === Number(sent.status)) && (!sent.brandName || a.brandName.includes(String(sent.brandName))))
      return pageOf(hits, sent)
    })
    .answer('service/channel-apply-handle', NoData, (sent) => {
      const row = applies.find((a) => a.id === Number(sent.id))!
      row.status = Number(sent.status)
      row.remark = String(sent.remark ?? '')
      row.handledAt = '2026-11-26 08:00:00'
      return null
    })
})

const show = () => renderScreen(<ChannelApplies />, { url: '/businessCenter/serviceManagement/list' })

describe('the channel applications', () => {
  it('shows the applications waiting first, 10 a page, and pages to the rest', async () => {
    const { user } = show()
    const row = (await screen.findByText('品牌1号')).closest('tr')!
    expect(within(row).getByText('待处理')).toBeInTheDocument()
    expect(within(row).getAllByText('—')).toHaveLength(2)
    expect(api.calls('service/channel-apply-list')[0]).toMatchObject({ status: 0, pageNum: 1, pageSize: 10 })
    expect(screen.getByText('共 12 条')).toBeInTheDocument()
    await user.click(screen.getByTitle('2'))
    expect(await screen.findByText('品牌12号')).toBeInTheDocument()
    expect(api.calls('service/channel-apply-list').at(-1)).toMatchObject({ status: 0, pageNum: 2 })
  })

  it('searches by brand and status from page 1, and 重置 returns to the waiting ones', async () => {
    const { user } = show()
    await screen.findByText('品牌1号')
    await user.click(screen.getByTitle('2'))
    await screen.findByText('品牌12号')
    await user.click(screen.getByRole('combobox', { name: '状态' }))
    await user.click(await screen.findByTitle('已开通'))
    await searchBy(user, '请输入品牌名称', ' 品牌14 ')
    await waitFor(() => expect(api.calls('service/channel-apply-list').at(-1)).toMatchObject({ status: 1, brandName: '品牌14', pageNum: 1 }))
    const row = (await screen.findByText('品牌14号')).closest('tr')!
    expect(within(row).getByText('已开通')).toBeInTheDocument()
    expect(within(row).getByText('2026-11-21 09:00:00')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '开通' })).not.toBeInTheDocument()
    await searchBy(user, '请输入品牌名称', '不存在')
    expect(await screen.findByText('没有找到符合条件的渠道申请')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /重\s*置/ }))
    expect(await screen.findByText('品牌1号')).toBeInTheDocument()
    expect(api.calls('service/channel-apply-list').at(-1)).toMatchObject({ status: 0, pageNum: 1, pageSize: 10 })
    expect(api.calls('service/channel-apply-list').at(-1)).not.toHaveProperty('brandName')
  })

  it('asks before 开通, then shows the application opened', async () => {
    applies = [apply(2)]
    const { user } = show()
    await user.click(await screen.findByRole('button', { name: '开通' }))
    expect(await screen.findByText('为“品牌2号”开通抖音小程序？')).toBeInTheDocument()
    expect(api.calls('service/channel-apply-handle')).toEqual([])
    await user.click(within(document.querySelector<HTMLElement>('.ant-popover')!).getByRole('button', { name: /开\s*通/ }))
    expect(await screen.findByText('已为“品牌2号”开通抖音小程序')).toBeInTheDocument()
    expect(api.calls('service/channel-apply-handle')).toEqual([expect.objectContaining({ id: 2, status: 1 })])
    expect(await screen.findByText('暂无待处理的渠道申请')).toBeInTheDocument()
  })

  it('refuses with the reason typed, its counter inside the dialog above the buttons', async () => {
    applies = [apply(1)]
    const { user } = show()
    await user.click(await screen.findByRole('button', { name: '驳回' }))
    const dialog = await screen.findByRole('dialog', { name: '驳回“品牌1号”的支付宝小程序申请' })
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '资料不全')
    const counter = within(dialog).getByText('4 / 200').getBoundingClientRect()
    const footer = dialog.querySelector('.ant-modal-footer')!.getBoundingClientRect()
    const body = dialog.querySelector('.ant-modal-body')!.getBoundingClientRect()
    expect(counter.top).toBeGreaterThanOrEqual(body.top)
    expect(counter.bottom).toBeLessThanOrEqual(footer.top)
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }))
    await waitFor(() => expect(api.calls('service/channel-apply-handle')).toEqual([expect.objectContaining({ id: 1, status: 2, remark: '资料不全' })]))
    expect(await screen.findByText('暂无待处理的渠道申请')).toBeInTheDocument()
  })

  it('offers no 开通 or 驳回 without the code', async () => {
    useAccountStore.setState({ permission: [] })
    show()
    await screen.findByText('品牌1号')
    expect(screen.queryByRole('button', { name: '开通' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument()
  })

  it('after a failed load says so with 重试, and not that there are none', async () => {
    api.refuse('service/channel-apply-list', '服务暂时不可用', 50000, 500)
    show()
    await expectLoadFailure('渠道申请加载失败', '暂无待处理的渠道申请')
  })
})
