import { screen, waitFor, within } from '@testing-library/react'
import { GroupPageSchema, type GroupRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import GroupListPage from './group-list-page.js'

const group = (i: number): GroupRow => ({
  groupId: i,
  groupName: `集团${i}号`,
  status: i % 2,
  contactName: i === 1 ? '' : `联系人${i}`,
  contactPhone: '13800000000',
  brandCount: i,
  createdAt: '2025-01-02 10:00:00',
})

let groups: GroupRow[] = []
let api: FakeApi

beforeEach(() => {
  groups = Array.from({ length: 23 }, (_, i) => group(i + 1))
  useAccountStore.setState({ permission: ['group.edit.btn', 'group.account.btn'] })
  api = fakeApi().answer('group/list-group', GroupPageSchema, (sent) => {
    const hits = groups.filter((g) => !sent.name || g.groupName.includes(String(sent.name)))
    const size = Number(sent.pageSize)
    const from = (Number(sent.pageNum) - 1) * size
    return { list: hits.slice(from, from + size), total: hits.length, pageNum: Number(sent.pageNum), pageSize: size }
  })
})

const renderPage = (url = '/businessCenter/group') => renderScreen(<GroupListPage />, { url })

describe('the group list', () => {
  it('lists the groups with their configuration status and the actions their codes allow', async () => {
    renderPage()
    const row = (await screen.findByText('集团1号')).closest('tr')!
    expect(within(row).getByText('已配置')).toBeInTheDocument()
    expect(within(row).getByText('--')).toBeInTheDocument()
    expect(within(row).getByText(/^编\s*辑$/)).toBeInTheDocument()
    expect(within(row).getByText('账号列表')).toBeInTheDocument()
    expect(screen.queryByText('新建集团')).not.toBeInTheDocument()
    expect(screen.getByText('共 23 条')).toBeInTheDocument()
    expect(api.calls('group/list-group')[0]).toMatchObject({ pageNum: 1, pageSize: 10 })
  })

  it('pages, and a new page size or a search starts again at page 1', async () => {
    const { user, location } = renderPage()
    await screen.findByText('集团1号')
    await user.click(screen.getByTitle('3'))
    expect(await screen.findByText('集团23号')).toBeInTheDocument()
    expect(location()).toContain('page=3')
    await user.click(screen.getByText('10 条/页'))
    await user.click(await screen.findByText('20 条/页'))
    await waitFor(() => expect(api.calls('group/list-group').at(-1)).toMatchObject({ pageNum: 1, pageSize: 20 }))
    await user.click(screen.getByPlaceholderText('请输入集团名称'))
    await user.paste(' 集团2 ')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(api.calls('group/list-group').at(-1)).toMatchObject({ name: '集团2', pageNum: 1, pageSize: 20 }))
    expect(await screen.findByText('集团20号')).toBeInTheDocument()
  })

  it('says when a search finds nothing, and 重置 shows every group again', async () => {
    const { user } = renderPage()
    await screen.findByText('集团1号')
    await user.click(screen.getByPlaceholderText('请输入集团名称'))
    await user.paste('不存在')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('没有找到符合条件的集团')).toBeInTheDocument()
    await user.click(screen.getByText(/^重\s*置$/))
    expect(await screen.findByText('集团1号')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入集团名称')).toHaveValue('')
  })

  it('after a failed load says so with 重试, and not that there are none', async () => {
    api.refuse('group/list-group', '服务暂时不可用', 50000, 500)
    renderPage()
    expect(await screen.findByText('集团列表加载失败')).toBeInTheDocument()
    expect(screen.queryByText('暂无集团')).not.toBeInTheDocument()
    expect(screen.getByText('重试')).toBeInTheDocument()
  })
})
