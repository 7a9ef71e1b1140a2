import { screen, waitFor, within } from '@testing-library/react'
import { BrandChannelApplyAnswerSchema, BrandChannelListSchema, OrgType, type BrandChannel } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore, type StoredUser } from '../../../shared/lib/account-store.js'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import HomePage from './home-page.js'

const BRAND = { type: OrgType.brand, typeId: 12, typeName: '蜀香火锅' }
let channels: BrandChannel[] = []
let api: FakeApi

const signIn = (org: typeof BRAND | { type: number; typeId: number; typeName: string } | null) =>
  useAccountStore.setState({ user: { id: 1, name: '王店长', username: '13800000000', org } as StoredUser, roles: org })

beforeEach(() => {
  channels = [
    { channel: 1, name: '微信小程序', comingSoon: false, state: 'opened', appliedAt: '2026-11-01 10:00:00' },
    { channel: 2, name: '支付宝小程序', comingSoon: false, state: 'none', appliedAt: null },
    { channel: 6, name: '线下POS', comingSoon: false, state: 'refused', appliedAt: '2026-11-02 10:00:00' },
    { channel: 5, name: '抖音小程序', comingSoon: true, state: 'none', appliedAt: null },
  ]
  api = fakeApi()
    .answer('service/brand-service-channel-list', BrandChannelListSchema, () => ({ brandId: 12, brandName: '蜀香火锅', list: channels }))
    .answer('service/brand-service-channel-apply', BrandChannelApplyAnswerSchema, (body) => {
      channels = channels.map((c) => (c.channel === Number(body.channel) ? { ...c, state: 'applied', appliedAt: '2026-11-26 09:00:00' } : c))
      return { id: 31 }
    })
})

const item = (name: string) => screen.getByText(name).closest<HTMLElement>('.ant-list-item')!

describe('the workbench', () => {
  it('greets an operator with the account and the organisation, without the brand’s channels', async () => {
    signIn({ type: OrgType.platform, typeId: 1, typeName: '运营平台' })
    renderScreen(<HomePage />)
    expect(screen.getByText('欢迎回来，王店长')).toBeInTheDocument()
    expect(screen.getByText('13800000000')).toBeInTheDocument()
    expect(screen.getByText('运营平台')).toBeInTheDocument()
    expect(screen.queryByText('营销渠道')).not.toBeInTheDocument()
    expect(api.calls('service/brand-service-channel-list')).toEqual([])
  })

  it('says 未选择 before an organisation is chosen', () => {
    signIn(null)
    renderScreen(<HomePage />)
    expect(screen.getByText('未选择')).toBeInTheDocument()
  })

  it('shows brand staff their channels, and 申请开通 asks, sends and shows the application', async () => {
    signIn(BRAND)
    const { user } = renderScreen(<HomePage />)
    await screen.findByText('微信小程序')
    expect(within(item('微信小程序')).getByText('已开通')).toBeInTheDocument()
    expect(within(item('微信小程序')).queryByRole('button')).toBeNull()
    expect(within(item('线下POS')).getByText('未通过')).toBeInTheDocument()
    expect(within(item('线下POS')).getByRole('button', { name: '重新申请' })).toBeInTheDocument()
    expect(within(item('抖音小程序')).getByText('即将上线')).toBeInTheDocument()

    await user.click(within(item('支付宝小程序')).getByRole('button', { name: '申请开通' }))
    expect(await screen.findByText('申请开通支付宝小程序？')).toBeInTheDocument()
    expect(api.calls('service/brand-service-channel-apply')).toEqual([])
    await user.click(within(document.querySelector<HTMLElement>('.ant-popover')!).getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('申请已提交')).toBeInTheDocument()
    expect(api.calls('service/brand-service-channel-apply')).toEqual([expect.objectContaining({ channel: 2 })])
    await waitFor(() => expect(within(item('支付宝小程序')).getByText('申请中')).toBeInTheDocument())
    expect(within(item('支付宝小程序')).getByText('申请时间 2026-11-26 09:00:00')).toBeInTheDocument()
  })

  it('says when the channels fail to load, with 重试', async () => {
    signIn(BRAND)
    api.refuse('service/brand-service-channel-list', '服务暂时不可用', 50000, 500)
    renderScreen(<HomePage />)
    expect(await screen.findByText('营销渠道加载失败')).toBeInTheDocument()
    expect(screen.getByText('重试')).toBeInTheDocument()
  })
})
