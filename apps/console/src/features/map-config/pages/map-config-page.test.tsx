import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import type { MapConfigRow } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setNotifier } from '../../../shared/lib/notify.js'
import { MapConfigPage } from './map-config-page.js'

const BRANDS = [
  { id: 12, name: '蜀香火锅', groupName: '蜀香餐饮集团' },
  { id: 13, name: '蜀香小面', groupName: '蜀香餐饮集团' },
  { id: 30, name: '麦香烘焙', groupName: '麦香集团' },
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

interface Call {
  url: string
  body: Record<string, unknown>
}

let rows: MapConfigRow[] = []
let calls: Call[] = []
/** An answer to force for a url: the envelope's failure. */
let refusals: Record<string, string> = {}
/** What the request layer showed the user as errors. */
let errors: string[] = []

const envelope = (data: unknown, message = '操作成功', status = true, code = 0, httpStatus = 200) =>
  new Response(JSON.stringify({ status, code, message, data }), { status: httpStatus, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  calls = []
  refusals = {}
  errors = []
  rows = [buildRow()]
  setNotifier({
    error: (text, onClose) => {
      errors.push(text)
      onClose()
    },
    info: () => {},
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(String(input)).pathname.replace(/^\/[^/]+\//, '')
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>
      calls.push({ url, body })
      if (refusals[url]) return envelope(null, refusals[url], false, 40900, 409)
      if (url === 'brand/list-simple') return envelope({ list: BRANDS.filter((b) => b.name.includes(String(body.name ?? ''))), total: 3 })
      if (url === 'operating/map-config/list') {
        const list = rows.filter((r) => !body.sellerName || r.sellerName.includes(String(body.sellerName)))
        return envelope({ list, totalCount: list.length, pageNumber: body.pageNumber, pageSize: body.pageSize })
      }
      if (url === 'operating/map-config/add') {
        const brand = BRANDS.find((b) => b.id === body.sellerId)!
        const infoList = (body.infoList as Array<{ type: number; keys: string[] }>).map((i) => ({ ...i, typeName: '' }))
        rows = [buildRow({ id: 2, sellerId: brand.id, sellerName: brand.name, groupName: brand.groupName, infoList, version: 1 }), ...rows]
        return envelope(rows[0], '新增成功')
      }
      if (url === 'operating/map-config/update') {
        const infoList = (body.infoList as Array<{ type: number; keys: string[] }>).map((i) => ({ ...i, typeName: '' }))
        rows = rows.map((r) => (r.id === body.id ? { ...r, infoList, version: r.version + 1 } : r))
        return envelope(rows.find((r) => r.id === body.id), '修改成功')
      }
      if (url === 'operating/map-config/delete') {
        rows = rows.filter((r) => r.id !== body.id)
        return envelope(null, '删除成功')
      }
      return envelope(null, 'not found', false, 40400, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MapConfigPage />
      </AntApp>
    </QueryClientProvider>,
  )
  // Skipping the pointer-events check spares a getComputedStyle over antd's styles on every click.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
}

const callsTo = (url: string) => calls.filter((c) => c.url === `operating/map-config/${url}`).map((c) => c.body)
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
    await waitFor(() => expect(calls.some((c) => c.url === 'brand/list-simple' && c.body.name === '火锅' && c.body.pageSize === 10)).toBe(true))
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
    refusals['operating/map-config/update'] = '该配置已被他人修改，请刷新后重试'
    const user = renderPage()
    const row = (await screen.findByText('麦香烘焙')).closest('tr')!
    await openDialog(user, within(row).getByText('编辑'))
    await user.click(ok())
    await waitFor(() => expect(errors).toEqual(['该配置已被他人修改，请刷新后重试']))
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
})
