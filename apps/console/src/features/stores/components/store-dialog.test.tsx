import { screen, waitFor, within } from '@testing-library/react'
import {
  RegionNodeSchema,
  ReverseGeocodeResultSchema,
  ShellConfigSchema,
  StoreRowSchema,
  StoreServicesSchema,
  type RegionNode,
  type StoreRow,
  type StoreServices,
} from '@yunying/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
// The browser's own keys (with keyCode, which the dialog reads), not synthetic ones.
import { userEvent as keys } from 'vitest/browser'
import { MapPicker } from '../../../shared/ui/map-picker/map-picker.js'
import { fakeApi, listOf, renderScreen, type FakeApi } from '../../../test/screen.js'
import { EXPIRY_BY_SERVICES, StoreDialog } from './store-dialog.js'
import { END_BEFORE_BEGIN, StoreServicesDrawer } from './store-services-drawer.js'

const REGIONS: RegionNode[] = [
  { code: '340000', name: '安徽省', lng: 117.28, lat: 31.86, children: [{ code: '340100', name: '合肥市', lng: 117.23, lat: 31.82 }] },
  {
    code: '510000',
    name: '四川省',
    lng: 104.07,
    lat: 30.67,
    children: [{ code: '510100', name: '成都市', lng: 104.07, lat: 30.57, children: [{ code: '510104', name: '锦江区', lng: 104.07, lat: 30.57 }] }],
  },
]

const STORE: StoreRow = {
  id: 9,
  brandId: 1,
  brandName: '蜀香火锅',
  groupId: 1,
  groupName: '蜀香集团',
  name: '春熙路店',
  code: null,
  status: 1,
  statusName: '营业中',
  provinceCode: '510000',
  cityCode: '510100',
  districtCode: '510104',
  regionName: '四川省/成都市/锦江区',
  address: '春熙路 1 号',
  street: '四川省成都市',
  longitude: 104.08,
  latitude: 30.66,
  contactName: null,
  contactPhone: null,
  openDate: '2026-01-01',
  expireDate: '2026-12-31',
  expireDays: 30,
  expireWarning: null,
  createdAt: '2026-01-01 10:00:00',
  updatedAt: '2026-01-01 10:00:00',
  version: 3,
}

let services: StoreServices
let api: FakeApi

beforeEach(() => {
  services = { storeId: 9, expireDate: null, list: [], options: [{ produceTypeId: 3, produceName: '门店收银', opened: false }] }
  api = fakeApi()
    .answer('region/tree', listOf(RegionNodeSchema), () => REGIONS)
    .answer('shell/config', ShellConfigSchema, () => ({ helpCenterUrl: '', callbackAllowedHosts: [], amap: null }))
    .answer('geo/regeocode', ReverseGeocodeResultSchema, (sent) =>
      Number(sent.lng) < 110 ? { street: '四川省成都市', code: '510100', distanceKm: 1 } : { street: '安徽省合肥市', code: '340100', distanceKm: 1 },
    )
    .answer('shop/services', StoreServicesSchema, () => services)
    .answer('shop/update', StoreRowSchema, () => STORE)
    .answer('shop/service-save', StoreServicesSchema, () => services)
})

/**
 * A question asked over an open dialog. Found by its title's text: under test every dialog's title has
 * the same id, so the question's accessible name is the dialog's below it.
 */
const question = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-confirm-title' })).closest<HTMLElement>('[role="dialog"]')!
const noQuestion = (title: string) => screen.queryByText(title, { selector: '.ant-modal-confirm-title' })

const show = (ui: React.ReactNode) => renderScreen(ui).user

describe('新建门店 / 编辑门店', () => {
  it('Esc in a date panel closes the panel only; closing with unsaved input asks first', async () => {
    const onClose = vi.fn()
    const user = show(<StoreDialog open editing={null} fixedBrand={{ id: 1, name: '蜀香火锅' }} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: '新建门店' })
    await user.type(within(dialog).getByPlaceholderText('请输入门店名称'), '春熙路店')
    await user.click(within(dialog).getByPlaceholderText('开业日期'))
    const panel = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')
    await waitFor(() => expect(panel()).not.toBeNull())
    await keys.keyboard('{Escape}')
    await waitFor(() => expect(panel()).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: '新建门店' })).toBeInTheDocument()
    expect(within(dialog).getByPlaceholderText('请输入门店名称')).toHaveValue('春熙路店')

    // Esc again (no panel open now), then 取消: each asks before the input goes.
    await user.click(within(dialog).getByPlaceholderText('请输入门店名称'))
    await keys.keyboard('{Escape}')
    const ask = await question('放弃未保存的修改？')
    await user.click(within(ask).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(noQuestion('放弃未保存的修改？')).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }))
    await user.click(within(await question('放弃未保存的修改？')).getByRole('button', { name: '放弃修改' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('closes at once without input', async () => {
    const onClose = vi.fn()
    const user = show(<StoreDialog open editing={null} fixedBrand={{ id: 1, name: '蜀香火锅' }} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: '新建门店' })
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(noQuestion('放弃未保存的修改？')).toBeNull()
  })

  it('shows the expiry of a store with services read-only, says why, and does not send it', async () => {
    services = { ...services, expireDate: '2026-12-31', list: [{ produceTypeId: 3, produceType: 'store.cashier', produceIcon: '', produceName: '门店收银', beginDate: '2026-01-01', endDate: '2026-12-31', expireDays: 30, expireWarning: null }] }
    const onClose = vi.fn()
    const user = show(<StoreDialog open editing={STORE} fixedBrand={null} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: '编辑门店：春熙路店' })
    expect(await within(dialog).findByText(EXPIRY_BY_SERVICES)).toBeInTheDocument()
    expect(within(dialog).getByPlaceholderText('到期日期')).toBeDisabled()
    expect(within(dialog).getByPlaceholderText('到期日期')).toHaveValue('2026-12-31')
    expect(within(dialog).getByPlaceholderText('开业日期')).toBeEnabled()
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(api.calls('shop/update')).toHaveLength(1)
    const sent = api.calls('shop/update')[0]!
    expect(sent).toMatchObject({ id: 9, openDate: '2026-01-01' })
    expect(sent).not.toHaveProperty('expireDate')
  })

  it('keeps the expiry editable for a store without services', async () => {
    show(<StoreDialog open editing={STORE} fixedBrand={null} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: '编辑门店：春熙路店' })
    await waitFor(() => expect(api.calls('shop/services')).toHaveLength(1))
    expect(within(dialog).getByPlaceholderText('到期日期')).toBeEnabled()
    expect(within(dialog).queryByText(EXPIRY_BY_SERVICES)).toBeNull()
  })
})

describe('the map picker', () => {
  it('opens on the chosen region and questions a position far outside it', async () => {
    const onOk = vi.fn()
    const user = show(<MapPicker open region={['510000', '510100', '510104']} onOk={onOk} onCancel={() => {}} />)
    expect(await screen.findByText('当前位置：四川省成都市锦江区（经度 104.07，纬度 30.57）')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '经度' })).toHaveValue('104.07')

    // Hefei, typed in: far from 成都.
    await user.clear(screen.getByRole('textbox', { name: '经度' }))
    await user.type(screen.getByRole('textbox', { name: '经度' }), '117.30794')
    await user.clear(screen.getByRole('textbox', { name: '纬度' }))
    await user.type(screen.getByRole('textbox', { name: '纬度' }), '31.79322')
    await user.click(screen.getByRole('button', { name: /定\s*位/ }))
    await screen.findByText(/当前位置：安徽省合肥市/)
    await user.click(within(screen.getByRole('dialog', { name: '选择经纬度' })).getByRole('button', { name: /确\s*定/ }))
    const ask = await question('位置不在所选地区')
    expect(ask).toHaveTextContent('四川省/成都市/锦江区')
    expect(onOk).not.toHaveBeenCalled()
    await user.click(within(ask).getByRole('button', { name: '仍然使用' }))
    await waitFor(() => expect(onOk).toHaveBeenCalledWith({ lng: '117.30794', lat: '31.79322', street: '安徽省合肥市' }))
  })

  it('takes a position in the chosen region without asking', async () => {
    const onOk = vi.fn()
    const user = show(<MapPicker open region={['510000', '510100', '510104']} onOk={onOk} onCancel={() => {}} />)
    await screen.findByText(/当前位置：四川省成都市锦江区/)
    await user.click(within(screen.getByRole('dialog', { name: '选择经纬度' })).getByRole('button', { name: /确\s*定/ }))
    expect(onOk).toHaveBeenCalledWith({ lng: '104.07', lat: '30.57', street: '四川省成都市锦江区' })
  })
})

describe('the store services drawer', () => {
  it('refuses an end before its start with a message and saves nothing', async () => {
    const user = show(<StoreServicesDrawer store={STORE} canEdit onClose={() => {}} />)
    const form = await screen.findByRole('form', { name: '开通门店服务' })
    await user.click(within(form).getByRole('combobox', { name: '服务' }))
    await user.click(await screen.findByText('门店收银', { selector: '.ant-select-item-option-content' }))
    await user.click(within(form).getByPlaceholderText('开通日期'))
    await user.keyboard('2026-12-10{Enter}')
    await user.click(within(form).getByPlaceholderText('到期日期'))
    await user.keyboard('2026-12-01{Enter}')
    await user.click(within(form).getByRole('button', { name: /开\s*通/ }))
    expect(await within(form).findByText(END_BEFORE_BEGIN)).toBeInTheDocument()
    expect(api.calls('shop/service-save')).toEqual([])
  })
})
