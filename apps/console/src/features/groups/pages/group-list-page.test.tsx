import { screen, waitFor, within } from '@testing-library/react'
import {
  GroupAccountPageSchema,
  GroupBossAccountPageSchema,
  GroupBossAccountRowSchema,
  GroupPageSchema,
  type GroupAccountRow,
  type GroupBossAccountRow,
  type GroupRow,
} from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { expectLoadFailure, fakeApi, NoData, pageOf, renderScreen, searchBy, type FakeApi } from '../../../test/screen.js'
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
    return pageOf(hits, sent)
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
    await searchBy(user, '请输入集团名称', ' 集团2 ')
    await waitFor(() => expect(api.calls('group/list-group').at(-1)).toMatchObject({ name: '集团2', pageNum: 1, pageSize: 20 }))
    expect(await screen.findByText('集团20号')).toBeInTheDocument()
  })

  it('says when a search finds nothing, and 重置 shows every group again', async () => {
    const { user } = renderPage()
    await screen.findByText('集团1号')
    await searchBy(user, '请输入集团名称', '不存在')
    expect(await screen.findByText('没有找到符合条件的集团')).toBeInTheDocument()
    await user.click(screen.getByText(/^重\s*置$/))
    expect(await screen.findByText('集团1号')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入集团名称')).toHaveValue('')
  })

  it('after a failed load says so with 重试, and not that there are none', async () => {
    api.refuse('group/list-group', '服务暂时不可用', 50000, 500)
    renderPage()
    await expectLoadFailure('集团列表加载失败', '暂无集团')
  })
})

describe('a group’s accounts', () => {
  let accounts: GroupAccountRow[]
  let bosses: GroupBossAccountRow[]

  beforeEach(() => {
    accounts = [
      { username: '13900000001', contactName: '张三', contactPhone: '13900000001', contactEmail: '' },
      { username: '13900000002', contactName: '李四', contactPhone: '13900000002', contactEmail: 'li@example.com' },
    ]
    bosses = [{ id: 1, accountId: 11, groupId: 1, name: '王总', mobile: '13700000001', countryCode: '+86', createChannel: 'h5', createdAt: '2026-11-20 09:00:00' }]
    api
      .answer('group/list-group-account', GroupAccountPageSchema, (sent) => {
        const hits = accounts.filter((a) => !sent.username || a.username.includes(String(sent.username)))
        return { list: hits, total: hits.length }
      })
      .answer('user/account-unbind-group', NoData, (sent) => {
        accounts = accounts.filter((a) => a.username !== sent.username)
        return null
      })
      .answer('group/list-boss-account', GroupBossAccountPageSchema, (sent) => ({ list: bosses, total: bosses.length, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }))
      .answer('group/create-boss-account', GroupBossAccountRowSchema, (sent) => {
        const row = { id: 2, accountId: 12, groupId: Number(sent.groupId), name: String(sent.name), mobile: String(sent.mobile), countryCode: String(sent.countryCode), createChannel: 'pc', createdAt: '2026-11-26 10:00:00' }
        bosses = [...bosses, row]
        return row
      })
      .answer('group/delete-boss-account', NoData, (sent) => {
        bosses = bosses.filter((b) => b.id !== Number(sent.id))
        return null
      })
  })

  it('lists the bound accounts and, once 解绑 is confirmed, no longer the one unbound', async () => {
    const { user } = renderPage()
    const row = (await screen.findByText('集团1号')).closest('tr')!
    await user.click(within(row).getByText('账号列表'))
    const dialog = await screen.findByRole('dialog', { name: /账号列表 · 集团1号/ })
    const zhang = (await within(dialog).findByText('张三')).closest('tr')!
    expect(within(dialog).getByText('li@example.com')).toBeInTheDocument()
    expect(api.calls('group/list-group-account')[0]).toMatchObject({ groupId: 1, type: 1, pageNum: 1, pageSize: 10 })
    await user.click(within(zhang).getByText(/^解\s*绑$/))
    const confirm = await waitFor(() => document.querySelector<HTMLElement>('.ant-popover')!)
    expect(within(confirm).getByText('解绑后该账号将不能再以此集团身份登录。')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: /^解\s*绑$/ }))
    expect(await screen.findByText('解绑成功')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).queryByText('张三')).not.toBeInTheDocument())
    expect(within(dialog).getByText('李四')).toBeInTheDocument()
    expect(api.calls('user/account-unbind-group')).toEqual([{ groupId: '1', username: '13900000001' }])
  })

  it('adds a boss-cockpit account, which the list then shows, and removes one after confirmation', async () => {
    const { user } = renderPage()
    const row = (await screen.findByText('集团1号')).closest('tr')!
    await user.click(within(row).getByText('老板驾驶舱'))
    const dialog = await screen.findByRole('dialog', { name: /老板驾驶舱账号 · 集团1号/ })
    expect(await within(dialog).findByText('王总')).toBeInTheDocument()
    expect(within(dialog).getByText('老板端添加')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /添加账号/ }))
    const form = await screen.findByRole('form', { name: '添加老板驾驶舱账号' })
    // Once its opening animation ends the dialog takes the focus, which would swallow a keystroke typed before.
    await waitFor(() => expect(form.closest('.ant-modal')!.contains(document.activeElement)).toBe(true))
    const ok = within(form.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: /^确\s*定$/ })
    await user.click(ok)
    expect(await within(form).findByText('请输入手机号')).toBeInTheDocument()
    expect(within(form).getByText('请输入姓名')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('手机号'), '137 0000')
    expect(await within(form).findByText('请输入正确的手机号')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('手机号'), ' 0002')
    await user.type(within(form).getByLabelText('姓名'), ' 赵总 ')
    await user.click(ok)
    await waitFor(() => expect(api.calls('group/create-boss-account')).toEqual([expect.objectContaining({ groupId: 1, mobile: '13700000002', name: '赵总', countryCode: '+86', createChannel: 'pc' })]))
    expect(await screen.findByText('添加成功')).toBeInTheDocument()
    expect(await within(dialog).findByText('赵总')).toBeInTheDocument()

    await user.click(within(within(dialog).getByText('王总').closest('tr')!).getByText(/^移\s*除$/))
    const confirm = await waitFor(() => document.querySelector<HTMLElement>('.ant-popover')!)
    expect(within(confirm).getByText('确认移除？')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: /^确\s*定$/ }))
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).queryByText('王总')).not.toBeInTheDocument())
    expect(api.calls('group/delete-boss-account')).toEqual([expect.objectContaining({ id: 1, groupId: 1 })])
  })
})
