import { screen, waitFor, within } from '@testing-library/react'
import { ExportResultSchema, ExportStartedSchema, GroupConfigPageSchema, SellerConfigPageSchema, type GroupConfigRow, type SellerConfigRow } from '@yunying/contracts'
import { Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { BrandConfigListPage } from './brand-config-list-page.js'
import { GroupConfigListPage } from './group-config-list-page.js'

const brand = (over: Partial<SellerConfigRow>): SellerConfigRow => ({
  sellerId: 12,
  sellerName: '蜀香火锅',
  groupId: 3,
  groupName: '蜀香餐饮集团',
  bizType: 3,
  bizTypeName: '正餐',
  status: 0,
  createdAt: '2025-01-02 10:00:00',
  updatedAt: null,
  ...over,
})
const BRANDS = [brand({}), brand({ sellerId: 30, sellerName: '麦香烘焙', groupId: null, groupName: '', bizType: 4, bizTypeName: '烘焙', status: 1 })]
const GROUPS: GroupConfigRow[] = [
  { groupId: 3, groupName: '蜀香餐饮集团', brandCount: 2, status: 1, createdAt: '2024-12-01 09:00:00', updatedAt: null },
  { groupId: 4, groupName: '麦香集团', brandCount: 1, status: 0, createdAt: '2024-12-02 09:00:00', updatedAt: null },
]

let api: FakeApi
/** Each export-result poll answers the next of these statuses. */
let exportStatuses: number[] = []
const calls = () => api.all().map((c) => ({ url: c.url, body: c.sent }))

beforeEach(() => {
  exportStatuses = []
  useAccountStore.setState({ permission: ['config.brand.edit.btn', 'config.brand.see.btn', 'config.group.edit.btn', 'config.group.see.btn', 'brand.export.btn'] })
  api = fakeApi()
    .answer('seller-config/list', SellerConfigPageSchema, (sent) => {
      const list = BRANDS.filter((b) => sent.status === undefined || b.status === sent.status)
      return { list, total: list.length, totalCapped: false, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }
    })
    .answer('group-config/list', GroupConfigPageSchema, (sent) => ({ list: GROUPS, total: GROUPS.length, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }))
    .answer('operating/cfg/accounts/export-list-brand', ExportStartedSchema, () => ({ flowNo: 'F1', planId: 9 }))
    .answer('operating/cfg/accounts/export-list-brand-result', ExportResultSchema, () => ({ flowNo: 'F1', status: exportStatuses.shift() ?? 0, url: '', rowsDone: 0, rowsTotal: null, message: '' }))
})

const Where = () => {
  const location = useLocation()
  return <p data-testid="where">{decodeURIComponent(location.pathname + location.search)}</p>
}

const renderList = (path: string) =>
  renderScreen(
    <Routes>
      <Route path="/businessCenter/config/brand" element={<BrandConfigListPage />} />
      <Route path="/businessCenter/config/group" element={<GroupConfigListPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url: path },
  ).user

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!

describe('the brand configuration list', () => {
  it('shows the status tags; 查看 only on configured rows; 编辑 opens the editor with the names', async () => {
    const user = renderList('/businessCenter/config/brand')
    const unconfigured = await rowOf('蜀香火锅')
    expect(within(unconfigured).getByText('未配置')).toBeInTheDocument()
    expect(within(unconfigured).queryByRole('button', { name: /查看/ })).toBeNull()
    const configured = await rowOf('麦香烘焙')
    expect(within(configured).getByText('已配置')).toBeInTheDocument()
    expect(within(configured).getByRole('button', { name: /查看/ })).toBeInTheDocument()
    expect(calls()[0]!.body).toMatchObject({ pageNum: 1, pageSize: 10 })
    await user.click(within(configured).getByRole('button', { name: /查看/ }))
    expect(screen.getByTestId('where')).toHaveTextContent('/businessCenter/config/brand/edit?id=30&sellerName=麦香烘焙&groupName=null&isPreview=true')
  })

  it('filters by status and hides the actions without their codes', async () => {
    useAccountStore.setState({ permission: ['config.brand.see.btn'] })
    const user = renderList('/businessCenter/config/brand')
    await rowOf('蜀香火锅')
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /导出品牌/ })).toBeNull()
    await user.click(screen.getByRole('combobox', { name: '配置状态' }))
    await user.click(await screen.findByTitle('已配置'))
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(calls().at(-1)!.body).toMatchObject({ status: 1, pageNum: 1 }))
    await waitFor(() => expect(screen.queryByRole('cell', { name: '蜀香火锅' })).toBeNull())
  })

  it('exports under a loading mask and says 导出失败，请重试 when the result fails', async () => {
    exportStatuses = [0, 2]
    const user = renderList('/businessCenter/config/brand')
    await rowOf('蜀香火锅')
    await user.click(screen.getByRole('button', { name: /导出品牌/ }))
    const mask = await screen.findByText('正在导出，请稍候…')
    await waitFor(() => expect(mask).toBeVisible())
    expect(await screen.findByText('导出失败，请重试', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(calls().filter((c) => c.url.endsWith('export-list-brand-result'))).toHaveLength(2)
    await waitFor(() => expect(screen.queryByText('正在导出，请稍候…')).toBeNull())
  })

  it('exports with the brand id and name; with filters the export cannot apply, it says so and starts only when asked', async () => {
    exportStatuses = [2, 2]
    const user = renderList('/businessCenter/config/brand')
    await rowOf('蜀香火锅')
    await user.type(screen.getByPlaceholderText('请输入品牌名称'), '蜀香')
    await user.click(screen.getByRole('combobox', { name: '配置状态' }))
    await user.click(await screen.findByTitle('未配置'))
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(calls().at(-1)!.body).toMatchObject({ sellerName: '蜀香', status: 0 }))
    await user.click(screen.getByRole('button', { name: /导出品牌/ }))
    const ask = await screen.findByRole('dialog', { name: '导出不含部分筛选条件' })
    expect(ask).toHaveTextContent('不按配置状态筛选')
    await user.click(within(ask).getByRole('button', { name: /取\s*消/ }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导出不含部分筛选条件' })).toBeNull())
    expect(calls().filter((c) => c.url.endsWith('export-list-brand'))).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: /导出品牌/ }))
    await user.click(within(await screen.findByRole('dialog', { name: '导出不含部分筛选条件' })).getByRole('button', { name: /仍然导出/ }))
    await waitFor(() => expect(calls().filter((c) => c.url.endsWith('export-list-brand'))).toHaveLength(1))
    expect(calls().find((c) => c.url.endsWith('export-list-brand'))!.body).toMatchObject({ name: '蜀香', format: 'xlsx' })
    expect(calls().find((c) => c.url.endsWith('export-list-brand'))!.body).not.toHaveProperty('status')
    expect(await screen.findByText('导出失败，请重试', {}, { timeout: 8000 })).toBeInTheDocument()
  })
})

describe('the group configuration list', () => {
  it('lists groups with their brand count; 编辑 opens the editor titled by the group', async () => {
    const user = renderList('/businessCenter/config/group')
    const configured = await rowOf('蜀香餐饮集团')
    expect(within(configured).getByRole('cell', { name: '2' })).toBeInTheDocument()
    expect(within(await rowOf('麦香集团')).queryByRole('button', { name: /查看/ })).toBeNull()
    await user.click(within(configured).getByRole('button', { name: /编辑/ }))
    expect(screen.getByTestId('where')).toHaveTextContent('/businessCenter/config/group/edit?id=3&groupName=蜀香餐饮集团')
  })
})
