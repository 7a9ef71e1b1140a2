import { screen, waitFor, within } from '@testing-library/react'
import { BrandPickerResultSchema, RemoteConfigSchema, RemoteDevicePageSchema, ShopPickerPageSchema, type RemoteDeviceRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { DevicePage } from './device-page.js'

const buildRow = (overrides: Partial<RemoteDeviceRow> = {}): RemoteDeviceRow => ({
  id: 1,
  sellerId: 30,
  sellerName: '麦香烘焙',
  storeId: 7,
  storeName: '麦香烘焙春熙路店',
  deviceType: 1,
  deviceTypeName: '安卓 POS',
  deviceSn: 'POS-0001',
  remoteNum: 2,
  latestRemoteTime: '2026-05-01 10:00:00',
  online: true,
  lastSeenTime: '2026-05-02 09:00:00',
  clientVersion: '2.3.1',
  controllable: true,
  unavailableReason: null,
  ...overrides,
})

const config = (type: number) => ({ type, remoteCode: type === 1 ? '123456789' : '', remotePassword: type === 1 ? 'Pass2026abcd' : '', remoteUrl: '/remote-desktop', clientRemoteUrl: '', remoteId: 'session00000001', remoteToolId: 1 })

let api: FakeApi
beforeEach(() => {
  api = fakeApi()
    .answer('brand/list-simple', BrandPickerResultSchema, () => ({ list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 1000 }))
    .answer('shop/list', ShopPickerPageSchema, () => ({ list: [{ id: 7, name: '麦香烘焙春熙路店', code: null, brandId: 30, status: 1 }], total: 1, totalCapped: false }))
    .answer('remote-tool/page-list', RemoteDevicePageSchema, (sent) => ({
      data: [buildRow(), buildRow({ id: 2, deviceSn: 'POS-0002', online: false, controllable: false, unavailableReason: '设备离线' })],
      total: 2,
      totalCapped: false,
      pageNum: Number(sent.pageNum),
      pageSize: Number(sent.pageSize),
    }))
})

const rowOf = async (sn: string) => (await screen.findByText(sn)).closest('tr')!
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')

describe('DevicePage', () => {
  it('preselects the store from ?shopId= and the brand from ?storeId=, pages by 10, and shows presence', async () => {
    renderScreen(<DevicePage />, { url: '/businessCenter/remoteAssistance/device?storeId=30&shopId=7' })
    const row = await rowOf('POS-0001')
    expect(within(row).getByText('在线')).toBeInTheDocument()
    expect(within(row).getByText('已授权')).toBeInTheDocument()
    expect(api.calls('remote-tool/page-list')[0]).toMatchObject({ sellerId: 30, storeId: 7, pageNum: 1, pageSize: 10 })
    const offline = await rowOf('POS-0002')
    expect(within(offline).getByText('离线')).toBeInTheDocument()
    expect(within(offline).getByText('远程协助').closest('button')).toBeDisabled()
  })

  it('asks for the remote config, polls until the device answers, then shows the code and password', async () => {
    let polls = 0
    api.answer('remote-tool/remote', RemoteConfigSchema, () => config(0)).answer('remote-tool/remote-url', RemoteConfigSchema, () => config(++polls >= 1 ? 1 : 0))
    const { user } = renderScreen(<DevicePage />, { url: '/businessCenter/remoteAssistance/device' })
    await user.click(within(await rowOf('POS-0001')).getByText('远程协助'))
    expect(await screen.findByText('正在等待设备响应…')).toBeInTheDocument()
    expect(api.calls('remote-tool/remote')[0]).toMatchObject({ id: 1, type: 1 })
    expect(await screen.findByText('123456789', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(api.calls('remote-tool/remote-url')[0]).toMatchObject({ remoteId: 'session00000001', remoteToolId: 1 })
    expect(within(dialog()!).getByText('打开远程桌面').closest('button')).toBeEnabled()
  })

  it('closes the dialog with the server message when the config cannot be had', async () => {
    api.refuse('remote-tool/remote', '设备未连接远程通道，请确认设备在线后重试', 40900, 409)
    const { user } = renderScreen(<DevicePage />, { url: '/businessCenter/remoteAssistance/device' })
    await user.click(within(await rowOf('POS-0001')).getByText('远程协助'))
    await waitFor(() => expect(api.errors).toContain('设备未连接远程通道，请确认设备在线后重试'))
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull())
  })
})
