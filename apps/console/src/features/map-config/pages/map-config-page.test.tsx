import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BrandPickerResultSchema, MapConfigPageSchema, MapConfigRowSchema, type MapConfigRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, NoData, renderScreen, type FakeApi } from '../../../test/screen.js'
import { MapConfigPage } from './map-config-page.js'

const BRANDS = [
  { id: 12, name: '蜀香火锅', groupId: 5, groupName: '蜀香餐饮集团' },
  { id: 13, name: '蜀香小面', groupId: 5, groupName: '蜀香餐饮集团' },
  { id: 30, name: '麦香烘焙', groupId: 7, groupName: '麦香集团' },
]

const buildRow = (overrides: Partial<MapConfigRow> = {}): MapConfigRow => ({
  id: 1,
  sellerId: 30,
  sellerName: '麦香烘焙',
  groupName: '麦香集团',
  infoList: [{ type: 1, typeName: '高德地图', keys: ['amapKey0001abcdef'] }],
  updatedAt: '2024-05-01 16:00:00',
  updatedBy: '运营小王',
  version: 2,
  ...overrides,
})

let rows: MapConfigRow[] = []
let api: FakeApi

const keysOf = (sent: Record<string, unknown>) => (sent.infoList as Array<{ type: number; keys: string[] }>).map((i) => ({ ...i, typeName: '' }))

beforeEach(() => {
  rows = [buildRow()]
  api = fakeApi()
    .answer('brand/list-simple', BrandPickerResultSchema, (sent) => {
      const list = BRANDS.filter((b) => b.name.includes(String(sent.name ?? '')))
      return { list, total: list.length, totalCapped: false, pageNum: 1, pageSize: Number(sent.pageSize) }
    })
    .answer('operating/map-config/list', MapConfigPageSchema, (sent) => {
      const list = rows.filter((r) => !sent.sellerName || r.sellerName.includes(String(sent.sellerName)))
      return { list, totalCount: list.length, pageNumber: Number(sent.pageNumber), pageSize: Number(sent.pageSize) }
    })
    .answer('operating/map-config/add', MapConfigRowSchema, (sent) => {
      const brand = BRANDS.find((b) => b.id === sent.sellerId)!
      rows = [buildRow({ id: 2, sellerId: brand.id, sellerName: brand.name, groupName: brand.groupName, infoList: keysOf(sent), version: 1 }), ...rows]
      return rows[0]!
    })
    .answer('operating/map-config/update', MapConfigRowSchema, (sent) => {
      rows = rows.map((r) => (r.id === sent.id ? { ...r, infoList: keysOf(sent), version: r.version + 1 } : r))
      return rows.find((r) => r.id === sent.id)!
    })
    .answer('operating/map-config/delete', NoData, (sent) => {
      rows = rows.filter((r) => r.id !== sent.id)
      return null
    })
})

const renderPage = (url = '/businessCenter/mapService') => renderScreen(<MapConfigPage />, { url }).user

const callsTo = (url: string) => api.calls(`operating/map-config/${url}`)
// Labels and texts, not roles: under jsdom an accessible-name query reads computed styles over antd's
// injected sheets and costs a second or more each.
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!
const ok = () => within(dialog()).getByText(/^(确\s*定|OK)$/)
/** Opens the dialog and waits until it has settled: once its animation ends it focuses its first field, which would otherwise take a later keystroke. */
async function openDialog(user: ReturnType<typeof renderPage>, opener: HTMLElement) {
  await user.click(opener)
  await waitFor(() => expect(dialog().contains(document.activeElement) && document.activeElement!.matches('input')).toBe(true))
}

describe('MapConfigPage', () => {
  it('lists the configurations with masked keys that can be revealed, and — for a provider not configured', async () => {
    const user = renderPage()
    const row = (await screen.findByText('麦香烘焙')).closest('tr')!
    expect(within(row).getByText('amap****cdef')).toBeInTheDocument()
    expect(within(row).getByText('—')).toBeInTheDocument()
    expect(within(row).getByText('运营小王')).toBeInTheDocument()
    await user.click(within(row).getByLabelText('显示高德地图 Key'))
    expect(within(row).getByText('amapKey0001abcdef')).toBeInTheDocument()
    await user.click(within(row).getByLabelText('隐藏高德地图 Key'))
    expect(within(row).getByText('amap****cdef')).toBeInTheDocument()
    expect(callsTo('list')[0]).toMatchObject({ pageNumber: 1, pageSize: 10 })
  })

  it('searches by brand name and id on Enter', async () => {
    const user = renderPage()
    await screen.findByText('麦香烘焙')
    await user.click(screen.getByPlaceholderText('请输入品牌ID'))
    await user.paste('3a0')
    expect(screen.getByPlaceholderText('请输入品牌ID')).toHaveValue('30')
    await user.click(screen.getByPlaceholderText('请输入品牌名称'))
    await user.paste(' 麦香 ')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(callsTo('list').at(-1)).toMatchObject({ sellerName: '麦香', sellerId: 30, pageNumber: 1 }))
  })

  it('asks for a brand and at least one provider, in the contract’s words', async () => {
    const user = renderPage()
    await screen.findByText('麦香烘焙')
    await openDialog(user, screen.getByText('新增配置'))
    expect(within(dialog()).getByText('新增地图配置')).toBeInTheDocument()
    await user.click(ok())
    expect(await within(dialog()).findByText('请选择品牌')).toBeInTheDocument()
    expect(await within(dialog()).findByText('请至少配置一种地图')).toBeInTheDocument()
    await user.click(within(dialog()).getByLabelText('腾讯地图'))
    await waitFor(() => expect(within(dialog()).queryByText('请至少配置一种地图')).not.toBeInTheDocument())
    expect(callsTo('add')).toHaveLength(0)
  })

  it('adds a configuration with the picked brand and the checked provider’s trimmed keys', async () => {
    const user = renderPage()
    await screen.findByText('麦香烘焙')
    await openDialog(user, screen.getByText('新增配置'))
    await user.click(within(dialog()).getByLabelText('品牌', { selector: 'input' }))
    await user.paste('火锅')
    await waitFor(() => expect(api.calls('brand/list-simple').some((c) => c.name === '火锅' && c.pageSize === 10)).toBe(true))
    await waitFor(() => expect(screen.queryByTitle('麦香烘焙（麦香集团）')).not.toBeInTheDocument())
    await user.click(screen.getByTitle('蜀香火锅（蜀香餐饮集团）'))

    await user.click(within(dialog()).getByLabelText('高德地图'))
    await user.click(within(dialog()).getByLabelText('高德地图 Key 1'))
    await user.paste(' amapKeyA1 ')
    await user.click(ok())
    await waitFor(() => expect(callsTo('add')).toHaveLength(1))
    expect(callsTo('add')[0]).toMatchObject({ sellerId: 12, sellerName: '蜀香火锅', infoList: [{ type: 1, keys: ['amapKeyA1'] }] })
    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    expect(await screen.findByText('蜀香火锅')).toBeInTheDocument()
    // The dialog closes: removed, or hidden while it is still leaving.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('refuses a key that repeats another of the same provider until it changes', async () => {
    const user = renderPage()
    await screen.findByText('麦香烘焙')
    await openDialog(user, screen.getByText('新增配置'))
    await user.click(within(dialog()).getByLabelText('高德地图'))
    await user.click(within(dialog()).getByLabelText('高德地图 Key 1'))
    await user.paste('amapKeyA1')
    await user.click(within(dialog()).getByText('添加 Key'))
    await user.click(within(dialog()).getByLabelText('高德地图 Key 2'))
    await user.paste(' amapKeyA1')
    expect(await within(dialog()).findByText('Key 不能重复')).toBeInTheDocument()
    await user.type(within(dialog()).getByLabelText('高德地图 Key 2'), 'b')
    await waitFor(() => expect(within(dialog()).queryByText('Key 不能重复')).not.toBeInTheDocument())
  })

  it('shows the server’s refusal and keeps the dialog open', async () => {
    api.refuse('operating/map-config/update', '该配置已被他人修改，请刷新后重试', 40900, 409)
    const user = renderPage()
    const row = (await screen.findByText('麦香烘焙')).closest('tr')!
    await openDialog(user, within(row).getByText('编辑'))
    await user.click(ok())
    await waitFor(() => expect(api.errors).toEqual(['该配置已被他人修改，请刷新后重试']))
    expect(callsTo('update')).toHaveLength(1)
    expect(document.querySelector('.ant-modal')).not.toHaveClass('ant-zoom-leave')
    expect(document.querySelector('.ant-modal')).toBeVisible()
    expect(screen.queryByText('修改成功')).not.toBeInTheDocument()
  })

  it('edits the keys of a row, its brand fixed, and sends the row’s version', async () => {
    const user = renderPage()
    const row = (await screen.findByText('麦香烘焙')).closest('tr')!
    await openDialog(user, within(row).getByText('编辑'))
    expect(within(dialog()).getByText('编辑地图配置')).toBeInTheDocument()
    expect(within(dialog()).getByText('麦香烘焙（麦香集团）')).toBeInTheDocument()
    expect(within(dialog()).getByLabelText('品牌', { selector: 'input' })).toBeDisabled()
    expect(within(dialog()).getByLabelText('高德地图 Key 1')).toHaveValue('amapKey0001abcdef')

    await user.click(within(dialog()).getByLabelText('腾讯地图'))
    await user.click(within(dialog()).getByLabelText('腾讯地图 Key 1'))
    await user.paste('txKey0001abcdef')
    await user.click(ok())
    await waitFor(() => expect(callsTo('update')).toHaveLength(1))
    expect(callsTo('update')[0]).toMatchObject({
      id: 1,
      version: 2,
      infoList: [
        { type: 1, keys: ['amapKey0001abcdef'] },
        { type: 2, keys: ['txKey0001abcdef'] },
      ],
    })
    expect(callsTo('update')[0]).not.toHaveProperty('sellerId')
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(await screen.findByText('txKe****cdef')).toBeInTheDocument()
  })

  it('deletes a row after the confirmation', async () => {
    const user = renderPage()
    const row = (await screen.findByText('麦香烘焙')).closest('tr')!
    await user.click(within(row).getByText(/^删\s*除$/))
    expect(await screen.findByText('此操作将永久删除, 是否继续?')).toBeInTheDocument()
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!)
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    expect(callsTo('delete')).toEqual([expect.objectContaining({ id: 1 })])
    expect(await screen.findByText('暂无地图配置')).toBeInTheDocument()
  })

  it('keeps the search and the page in the URL and shows them again from it', async () => {
    rows = Array.from({ length: 25 }, (_, i) => buildRow({ id: i + 1, sellerId: 100 + i, sellerName: `麦香${i + 1}号` }))
    const { user, location } = renderScreen(<MapConfigPage />, { url: `/businessCenter/mapService?q=${encodeURIComponent('{"sellerName":"麦香"}')}&page=2` })
    expect(await screen.findByText('麦香11号')).toBeInTheDocument()
    expect(callsTo('list')[0]).toMatchObject({ sellerName: '麦香', pageNumber: 2, pageSize: 10 })
    expect(screen.getByPlaceholderText('请输入品牌名称')).toHaveValue('麦香')
    expect(screen.getByText('共 25 条')).toBeInTheDocument()

    await user.click(screen.getByTitle('3'))
    await waitFor(() => expect(callsTo('list').at(-1)).toMatchObject({ pageNumber: 3 }))
    expect(location()).toContain('page=3')
    // A new search starts again at page 1.
    await user.click(screen.getByPlaceholderText('请输入品牌名称'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location()).not.toContain('page='))
    expect(callsTo('list').at(-1)).toMatchObject({ pageNumber: 1 })
  })

  it('shows no pager while every row fits the first page', async () => {
    rows = Array.from({ length: 10 }, (_, i) => buildRow({ id: i + 1, sellerName: `麦香${i + 1}号` }))
    renderPage()
    expect(await screen.findByText('麦香10号')).toBeInTheDocument()
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })

  it('after a failed load says so with 重试, and not that there is nothing', async () => {
    api.refuse('operating/map-config/list', '服务暂时不可用', 50000, 500)
    const user = renderPage()
    expect(await screen.findByText('地图配置加载失败')).toBeInTheDocument()
    expect(screen.queryByText('暂无地图配置')).not.toBeInTheDocument()
    api.answer('operating/map-config/list', MapConfigPageSchema, () => ({ list: rows, totalCount: rows.length, pageNumber: 1, pageSize: 10 }))
    await user.click(screen.getByText('重试'))
    expect(await screen.findByText('麦香烘焙')).toBeInTheDocument()
    expect(screen.queryByText('地图配置加载失败')).not.toBeInTheDocument()
  })
})
