import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import type { ProduceMold } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { setNotifier } from '../../../shared/lib/notify.js'
import { ChannelApplies } from './channel-applies.js'
import { MoldPanel } from './mold-panel.js'

const LONG = '连锁餐饮门店增值服务分类名称二十个字'.padEnd(20, '长')
const MOLDS: ProduceMold[] = [
  { id: 0, name: '未分类', serviceCount: 1, fixed: true },
  { id: 4, name: LONG, serviceCount: 12, fixed: false },
  { id: 5, name: '空分类', serviceCount: 0, fixed: false },
]
const APPLY = { id: 31, brandId: 1, brandName: '蜀香火锅', channel: 2, channelName: '支付宝小程序', status: 0, appliedAt: '2026-11-20 10:00:00', appliedByName: '店长', handledAt: null, remark: '' }

let calls: Array<{ url: string; body: Record<string, unknown> }> = []
const envelope = (data: unknown) => new Response(JSON.stringify({ status: true, code: 0, message: '操作成功', data }), { headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  calls = []
  useAccountStore.setState({ permission: ['service.channel.btn'] })
  setNotifier({ error: (_, onClose) => onClose(), info: () => {} })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(String(input)).pathname.replace(/^\/[^/]+\//, '')
      calls.push({ url, body: JSON.parse(String(init.body ?? '{}')) as Record<string, unknown> })
      if (url === 'produce/produce-mold-list') return envelope(MOLDS)
      if (url === 'service/channel-apply-list') return envelope({ list: [APPLY], total: 1, pageNum: 1, pageSize: 10 })
      if (url === 'service/channel-apply-handle') return envelope(null)
      return new Response(JSON.stringify({ status: false, code: 40400, message: 'not found', data: null }), { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const show = (ui: React.ReactNode) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AntApp>{ui}</AntApp>
    </QueryClientProvider>,
  )
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}
const sent = (url: string) => calls.filter((c) => c.url === url)

describe('the category panel', () => {
  it('keeps a 20-character name’s count, rename and delete inside the panel', async () => {
    show(<MoldPanel selected={undefined} onSelect={() => {}} canManage />)
    const panel = (await screen.findByRole('navigation', { name: '服务分类' })).getBoundingClientRect()
    const inside = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.left >= panel.left - 0.5 && box.right <= panel.right + 0.5
    }
    expect(inside(screen.getByRole('button', { name: `重命名分类 ${LONG}` }))).toBe(true)
    expect(inside(screen.getByRole('button', { name: `删除分类 ${LONG}` }))).toBe(true)
    expect(inside(screen.getByText('12'))).toBe(true)
  })

  it('offers no delete that cannot succeed: a category with services has it disabled with the reason', async () => {
    const user = show(<MoldPanel selected={undefined} onSelect={() => {}} canManage />)
    const full = await screen.findByRole('button', { name: `删除分类 ${LONG}` })
    expect(full).toBeDisabled()
    await user.hover(full.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('该分类下还有 12 个服务，需先移到其他分类才能删除')
    expect(screen.getByRole('button', { name: '删除分类 空分类' })).toBeEnabled()
  })

  it('refuses 全部 as a category name', async () => {
    const user = show(<MoldPanel selected={undefined} onSelect={() => {}} canManage />)
    await user.click(await screen.findByRole('button', { name: /添加分类/ }))
    const dialog = await screen.findByRole('dialog', { name: '添加分类' })
    await user.type(within(dialog).getByRole('textbox', { name: '分类名称' }), '全部')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }))
    expect(await within(dialog).findByText('“全部”是分类列表自带的名称，请换一个名称')).toBeInTheDocument()
    expect(sent('produce/produce-mold-save')).toEqual([])
  })
})

describe('the channel applications', () => {
  it('asks before 开通', async () => {
    const user = show(<ChannelApplies />)
    await user.click(await screen.findByRole('button', { name: '开通' }))
    expect(await screen.findByText('为“蜀香火锅”开通支付宝小程序？')).toBeInTheDocument()
    expect(sent('service/channel-apply-handle')).toEqual([])
    await user.click(within(document.querySelector<HTMLElement>('.ant-popover')!).getByRole('button', { name: /开\s*通/ }))
    await waitFor(() => expect(sent('service/channel-apply-handle').map((c) => c.body)).toEqual([expect.objectContaining({ id: 31, status: 1 })]))
  })

  it('keeps the refuse dialog’s counter inside the dialog, above its buttons', async () => {
    const user = show(<ChannelApplies />)
    await user.click(await screen.findByRole('button', { name: '驳回' }))
    const dialog = await screen.findByRole('dialog', { name: '驳回“蜀香火锅”的支付宝小程序申请' })
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '资料不全')
    const counter = within(dialog).getByText('4 / 200').getBoundingClientRect()
    const footer = dialog.querySelector('.ant-modal-footer')!.getBoundingClientRect()
    const body = dialog.querySelector('.ant-modal-body')!.getBoundingClientRect()
    expect(counter.top).toBeGreaterThanOrEqual(body.top)
    expect(counter.bottom).toBeLessThanOrEqual(footer.top)
  })
})
