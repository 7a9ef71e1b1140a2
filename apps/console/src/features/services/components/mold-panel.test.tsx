import { screen, within } from '@testing-library/react'
import { ProduceMoldListSchema, type ProduceMold } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { MoldPanel } from './mold-panel.js'

const LONG = '连锁餐饮门店增值服务分类名称二十个字'.padEnd(20, '长')
const MOLDS: ProduceMold[] = [
  { id: 0, name: '未分类', serviceCount: 1, fixed: true },
  { id: 4, name: LONG, serviceCount: 12, fixed: false },
  { id: 5, name: '空分类', serviceCount: 0, fixed: false },
]

let api: FakeApi

beforeEach(() => {
  useAccountStore.setState({ permission: ['service.category.btn'] })
  api = fakeApi().answer('produce/produce-mold-list', ProduceMoldListSchema, () => MOLDS)
})

const show = (ui: React.ReactNode) => renderScreen(ui).user
const sent = (url: string) => api.calls(url)

describe('the category panel', () => {
  it('keeps a 20-character name’s count, rename and delete inside the panel', async () => {
    show(<MoldPanel selected={undefined} onSelect={() => {}} canManage />)
    const panel = (await screen.findByRole('navigation', { name: '服务分类' })).getBoundingClientRect()
    const inside = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.left >= panel.left - 0.5 && box.right <= panel.right + 0.5
    }
    expect(inside(screen.getByRole('button', { name: `重命名分类 ${LONG}` }))).toBe(true)
    expect(inside(screen.getByRole('button', { name: `删除分类 ${LONG}` }))).toBe(true)
    expect(inside(screen.getByText('12'))).toBe(true)
  })

  it('offers no delete that cannot succeed: a category with services has it disabled with the reason', async () => {
    const user = show(<MoldPanel selected={undefined} onSelect={() => {}} canManage />)
    const full = await screen.findByRole('button', { name: `删除分类 ${LONG}` })
    expect(full).toBeDisabled()
    await user.hover(full.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('该分类下还有 12 个服务，需先移到其他分类才能删除')
    expect(screen.getByRole('button', { name: '删除分类 空分类' })).toBeEnabled()
  })

  it('refuses 全部 as a category name', async () => {
    const user = show(<MoldPanel selected={undefined} onSelect={() => {}} canManage />)
    await user.click(await screen.findByRole('button', { name: /添加分类/ }))
    const dialog = await screen.findByRole('dialog', { name: '添加分类' })
    await user.type(within(dialog).getByRole('textbox', { name: '分类名称' }), '全部')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }))
    expect(await within(dialog).findByText('“全部”是分类列表自带的名称，请换一个名称')).toBeInTheDocument()
    expect(sent('produce/produce-mold-save')).toEqual([])
  })
})

