import { screen, waitFor, within } from '@testing-library/react'
import { BrandTypeOptionSchema, ProduceMoldListSchema, ProduceTypeSimpleSchema } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RouteHandle } from '../../../shared/lib/routes.js'
import { fakeApi, listOf, renderScreen } from '../../../test/screen.js'
import { routes } from '../routes.js'
import { ServiceEdit } from './service-edit.js'

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {}
  fakeApi()
    .answer('produce/produce-mold-list', ProduceMoldListSchema, () => [{ id: 1, name: '收银', serviceCount: 0, fixed: false }])
    .answer('produce/produce-type-list-simple', ProduceTypeSimpleSchema, () => [])
    .answer('produce/brand-types', listOf(BrandTypeOptionSchema), () => [])
})

const renderAt = (url: string) => renderScreen(<ServiceEdit />, { url, routes: { '/businessCenter/serviceManagement/list': <p>服务列表页</p> } }).user

const titleOf = (list: Array<{ path: string; handle?: unknown }>, path: string, search: string) => {
  const handle = list.find((r) => r.path === path)!.handle as RouteHandle
  return handle.titleFor ? handle.titleFor(new URLSearchParams(search)) : handle.title
}

describe('the service editor', () => {
  it('asks before 取消 discards typed input', async () => {
    const user = renderAt('/businessCenter/serviceManagement/edit?produceMold=1')
    const name = await screen.findByPlaceholderText('请输入服务名称')
    await user.type(name, '门店收银')
    await user.click(screen.getByRole('button', { name: '取消' }))
    const ask = await screen.findByRole('dialog', { name: '放弃未保存的修改？' })
    expect(screen.queryByText('服务列表页')).toBeNull()
    await user.click(within(ask).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull())
    expect(name).toHaveValue('门店收银')
    await user.click(screen.getByRole('button', { name: '取消' }))
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃并离开' }))
    expect(await screen.findByText('服务列表页')).toBeInTheDocument()
  })

  it('leaves at once when nothing was typed', async () => {
    const user = renderAt('/businessCenter/serviceManagement/edit?produceMold=1')
    await screen.findByPlaceholderText('请输入服务名称')
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(await screen.findByText('服务列表页')).toBeInTheDocument()
  })

  it('titles a creation page as one, in the header as in the tab and the browser title', async () => {
    renderAt('/businessCenter/serviceManagement/edit?produceMold=1')
    expect(await screen.findByText('新增服务', { selector: '.ant-breadcrumb *' })).toBeInTheDocument()
    const edit = '/businessCenter/serviceManagement/edit'
    expect(titleOf(routes, edit, 'produceMold=1')).toBe('新增服务')
    expect(titleOf(routes, edit, 'pid=3&produceMold=1')).toBe('新增子服务')
    expect(titleOf(routes, edit, 'produceType=store_pos')).toBe('编辑服务')
  })
})
