import { screen, within } from '@testing-library/react'
import { OperatorPageSchema, RoleDetailSchema, RolePageSchema, type OperatorRow, type RoleRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore, type StoredUser } from '../../../shared/lib/account-store.js'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { routes } from '../routes.js'
import { OperatorList } from './operator-list.js'
import { RoleList } from './role-list.js'

const role = (over: Partial<RoleRow>): RoleRow => ({
  id: 1,
  name: '角色',
  orgType: 0,
  status: 1,
  remark: '',
  system: false,
  accountCount: 0,
  disableRefusal: null,
  grantCount: 3,
  dataScopeGroupIds: null,
  updatedAt: '2026-11-25 10:00:00',
  version: 1,
  ...over,
})
const ROLES = [role({ id: 1, name: '运营管理员', system: true, accountCount: 1, disableRefusal: '运营管理员角色不能停用' }), role({ id: 2, name: '品牌员工', accountCount: 2 }), role({ id: 3, name: '无人角色' })]
const operator = (id: number, name: string): OperatorRow => ({ id, name, mobile: '138****0000', status: 1, mustChangePassword: false, roles: [], onlineSessions: 0, lastLoginAt: '', createdAt: '2026-01-01 10:00:00' })

let api: FakeApi
let roles: RoleRow[] = []

beforeEach(() => {
  roles = ROLES.map((r) => ({ ...r }))
  useAccountStore.setState({ user: { id: 7, name: '运营小王' } as StoredUser, permission: ['role.edit.btn', 'role.delete.btn', 'operator.edit.btn'] })
  api = fakeApi()
    .answer('role/list', RolePageSchema, () => ({ list: roles, total: roles.length, pageNum: 1, pageSize: 10 }))
    .answer('role/status', RoleDetailSchema, (sent) => {
      const changed = roles.find((r) => r.id === sent.id)!
      changed.status = sent.status as number
      return { ...changed, menuIds: [] }
    })
    .answer('operator/list', OperatorPageSchema, () => ({ list: [operator(7, '运营小王'), operator(8, '运营小李')], total: 2, pageNum: 1, pageSize: 10 }))
})

const show = (element: React.ReactNode) => renderScreen(element).user
const statusCalls = (url: string) => api.calls(url)

describe('the role list', () => {
  it('asks before disabling a role that accounts hold, saying how many', async () => {
    const user = show(<RoleList />)
    await user.click(await screen.findByRole('switch', { name: '品牌员工：已启用' }))
    const ask = await screen.findByRole('dialog', { name: '停用角色“品牌员工”？' })
    expect(ask).toHaveTextContent('有 2 个账号持有该角色')
    expect(statusCalls('role/status')).toEqual([])
    await user.click(within(ask).getByRole('button', { name: /停\s*用/ }))
    expect(await screen.findByRole('switch', { name: '品牌员工：已停用' })).not.toBeChecked()
    expect(statusCalls('role/status')).toEqual([expect.objectContaining({ id: 2, status: 0 })])
  })

  it('disables a role nobody holds at once', async () => {
    const user = show(<RoleList />)
    await user.click(await screen.findByRole('switch', { name: '无人角色：已启用' }))
    expect(await screen.findByRole('switch', { name: '无人角色：已停用' })).not.toBeChecked()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(statusCalls('role/status')).toEqual([expect.objectContaining({ id: 3, status: 0 })])
  })

  it('shows the 运营管理员 switch disabled with the reason', async () => {
    const user = show(<RoleList />)
    const locked = await screen.findByRole('switch', { name: '运营管理员：已启用' })
    expect(locked).toBeDisabled()
    await user.hover(locked.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('运营管理员角色不能停用')
  })
})

describe('the operator list', () => {
  it('shows 停用 on one’s own account disabled with the reason', async () => {
    const user = show(<OperatorList />)
    const mine = (await screen.findByText('运营小王', { selector: 'td' })).closest('tr')!
    const theirs = screen.getByText('运营小李', { selector: 'td' }).closest('tr')!
    expect(within(theirs).getByRole('button', { name: '停用' })).toBeEnabled()
    const own = within(mine).getByRole('button', { name: '停用' })
    expect(own).toBeDisabled()
    await user.hover(own.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('不能停用您自己的账号')
  })
})

describe('the role editor’s title', () => {
  it('is 新建角色 without an id and 编辑角色 with one', () => {
    const handle = routes.find((r) => r.path === '/businessCenter/roleManagement/edit')!.handle!
    expect(handle.titleFor!(new URLSearchParams(''))).toBe('新建角色')
    expect(handle.titleFor!(new URLSearchParams('id=5'))).toBe('编辑角色')
  })
})
