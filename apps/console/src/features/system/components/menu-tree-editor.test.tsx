import { screen, within } from '@testing-library/react'
import { MenuNodeRecordSchema, OperatingMenuRowSchema, RoleCodes, RolePageSchema, type MenuNodeRecord, type OperatingMenuRow } from '@yunying/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, listOf, renderScreen, type FakeApi } from '../../../test/screen.js'
import { MenuTreeEditor } from './menu-tree-editor.js'

const row = (id: number, pid: number, name: string, type: number, path: string): OperatingMenuRow => ({ id, pid, name, path, type, code: '', sort: id, menuStatus: 1, keepAlive: false, trail: name, roleCount: 1 })
const ROWS = [row(1, 0, '业务中心', 1, '/orgCenter'), row(2, 1, '门店管理', 2, '/orgCenter/store/list')]
const NODE: MenuNodeRecord = {
  id: 2,
  pid: 1,
  name: '门店管理',
  path: '/orgCenter/store/list',
  description: '',
  sort: 2,
  type: 2,
  clientType: 1,
  menuStatus: 1,
  icon: 'ShopOutlined',
  url: '',
  serviceId: null,
  code: '',
  keepAlive: false,
  key: 'page:/orgCenter/store/list',
  declaredBy: 'page:/orgCenter/store/list',
  roles: [{ id: 1, name: '运营管理员' }],
}

let api: FakeApi

beforeEach(() => {
  useAccountStore.setState({ permission: [RoleCodes.menuEdit, RoleCodes.menuDelete] })
  api = fakeApi()
    .answer('operating-menu/list', listOf(OperatingMenuRowSchema), () => ROWS)
    .answer('operating-menu/node', MenuNodeRecordSchema, () => NODE)
    // The preview's role picker.
    .answer('role/list', RolePageSchema, () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }))
})
afterEach(() => {
  useAccountStore.setState({ permission: [] })
})

describe('the menu tree editor', () => {
  it('labels every field in an operator’s words and says why a checked node cannot be deleted, without route syntax', async () => {
    const { user } = renderScreen(<MenuTreeEditor />)
    await user.click(await screen.findByText('业务中心'))
    await user.click(screen.getByRole('button', { name: '全部展开' }))
    await user.click(await screen.findByText('门店管理'))
    const form = (await screen.findByText('编辑「门店管理」')).closest('.ant-card') as HTMLElement
    expect(await within(form).findByText('系统功能按此页面校验权限：类型、路径与权限码不能修改，也不能删除。')).toBeVisible()
    for (const label of ['上级菜单', '排序', '关联服务编号', '使用端', '图标', '外链地址']) expect(within(form).getByText(label, { selector: 'label' })).toBeVisible()
    // The parent is shown by name, the client by its name, the icon as a choice.
    expect(within(form).getByTitle('业务中心')).toBeVisible()
    expect(within(form).getByTitle('运营后台')).toBeVisible()
    expect(within(form).getByText('ShopOutlined')).toBeVisible()
    expect(form.textContent).not.toMatch(/上级ID|服务ID|客户端类型|attrAlias|page:\//)
    expect(api.errors).toEqual([])
  })
})
