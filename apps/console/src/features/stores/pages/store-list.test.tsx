import { screen, waitFor, within } from '@testing-library/react'
import { StorePageSchema, STORE_LIST_COUNT_CAP, type StoreRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { listPath } from '../../../shared/ui/list-page/index.js'
import { fakeApi, pageOf, renderScreen, searchBy, type FakeApi } from '../../../test/screen.js'
import { StoreList } from './store-list.js'

const store = (i: number, over: Partial<StoreRow> = {}): StoreRow => ({
  id: i,
  brandId: 1,
  brandName: '蜀香火锅',
  groupId: 3,
  groupName: '蜀香餐饮集团',
  name: `春熙路${i}号店`,
  code: `S${i}`,
  status: 1,
  statusName: '营业',
  provinceCode: '510000',
  cityCode: '510100',
  districtCode: '510104',
  regionName: '四川省成都市锦江区',
  address: `春熙路${i}号`,
  street: null,
  longitude: 104.08,
  latitude: 30.65,
  contactName: '张三',
  contactPhone: '13800000000',
  openDate: '2025-01-01',
  expireDate: null,
  expireDays: null,
  expireWarning: null,
  createdAt: '2025-01-01 10:00:00',
  updatedAt: '2025-01-01 10:00:00',
  version: 1,
  ...over,
})

let stores: StoreRow[] = []
let capped = false
let api: FakeApi

beforeEach(() => {
  capped = false
  stores = [store(1, { expireDate: '2026-12-01', expireDays: 5, expireWarning: 'within30' }), ...Array.from({ length: 11 }, (_, i) => store(i + 2))]
  useAccountStore.setState({ permission: ['store.create.btn', 'store.edit.btn', 'store.status.btn'], roles: null, brand: null } as never)
  api = fakeApi().answer('shop/page', StorePageSchema, (sent) => {
    const hits = stores.filter((s) => (!sent.name || s.name.includes(String(sent.name))) && (sent.expireWithinDays === undefined || s.expireDays !== null))
    return { ...pageOf(hits, sent), total: capped ? STORE_LIST_COUNT_CAP : hits.length, totalCapped: capped }
  })
})

describe('the store list', () => {
  it('lists the stores with their expiry warnings and pages them', async () => {
    const { user } = renderScreen(<StoreList />, { url: '/orgCenter/store/list' })
    const row = (await screen.findByText('春熙路1号店')).closest('tr')!
    expect(within(row).getByText('5 天后到期')).toBeInTheDocument()
    expect(screen.getByText('共 12 条')).toBeInTheDocument()
    await user.click(screen.getByTitle('2'))
    expect(await screen.findByText('春熙路12号店')).toBeInTheDocument()
    expect(api.calls('shop/page').at(-1)).toMatchObject({ pageNum: 2, pageSize: 10 })
  })

  it('opens filtered as the renewal prompt links it, the filter shown in the form', async () => {
    renderScreen(<StoreList />, { url: listPath('/orgCenter/store/list', { expireWithinDays: 30 }) })
    expect(await screen.findByText('春熙路1号店')).toBeInTheDocument()
    expect(api.calls('shop/page')[0]).toMatchObject({ expireWithinDays: 30, pageNum: 1 })
    expect(within(screen.getByRole('form', { name: '门店查询' })).getByText('30 天内到期')).toBeInTheDocument()
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })

  it('says where the count stopped', async () => {
    capped = true
    renderScreen(<StoreList />, { url: '/orgCenter/store/list' })
    expect(await screen.findByText(`超过 ${STORE_LIST_COUNT_CAP} 条，请缩小筛选范围`)).toBeInTheDocument()
  })

  it('says when a search finds nothing, and after a failure says only that it failed', async () => {
    const { user } = renderScreen(<StoreList />, { url: '/orgCenter/store/list' })
    await screen.findByText('春熙路1号店')
    await searchBy(user, '门店名称或编码', '不存在')
    expect(await screen.findByText('没有找到符合条件的门店')).toBeInTheDocument()
    api.refuse('shop/page', '服务暂时不可用', 50000, 500)
    await searchBy(user, '门店名称或编码', '店')
    expect(await screen.findByText('门店列表加载失败')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('没有找到符合条件的门店')).not.toBeInTheDocument())
    expect(screen.queryByText('暂无门店')).not.toBeInTheDocument()
  })
})
