import { screen, waitFor, within } from '@testing-library/react'
import { BossAccountPageSchema, type BossAccountRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, NoData, renderScreen, type FakeApi } from '../../../test/screen.js'
import { BossAccountsDialog } from './boss-accounts-dialog.js'

const account = (over: Partial<BossAccountRow>): BossAccountRow => ({
  id: 1,
  accountId: 11,
  brandId: 5,
  groupId: 2,
  name: '王总',
  mobile: '13700000001',
  countryCode: '+86',
  accountType: 1,
  createChannel: 'pc',
  createdAt: '2026-11-20 09:00:00',
  ...over,
})

let api: FakeApi
let accounts: BossAccountRow[]

beforeEach(() => {
  accounts = [account({}), account({ id: 2, accountId: 12, name: '李总', mobile: '13700000002', createChannel: 'h5' })]
  api = fakeApi()
    .answer('brand/list-boss-account', BossAccountPageSchema, (sent) => {
      const hits = accounts.filter((a) => !sent.keyword || a.name.includes(String(sent.keyword)) || a.mobile.includes(String(sent.keyword)))
      return { list: hits, total: hits.length, pageNum: Number(sent.pageNum), pageSize: Number(sent.pageSize) }
    })
    .answer('brand/delete-boss-account', NoData, (sent) => {
      accounts = accounts.filter((a) => a.id !== Number(sent.id))
      return null
    })
})

describe('a brand’s boss-cockpit accounts', () => {
  it('lists them with how each was added, searches by keyword, and deletes one after its confirmation', async () => {
    const { user } = renderScreen(<BossAccountsDialog brand={{ id: 5, groupId: 2, name: '一叶茶饮' }} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: /老板驾驶舱账号 · 一叶茶饮/ })
    const wang = (await within(dialog).findByText('王总')).closest('tr')!
    expect(within(wang).getByText('13700000001')).toBeInTheDocument()
    expect(within(wang).getByText('后台添加')).toBeInTheDocument()
    expect(within(within(dialog).getByText('李总').closest('tr')!).getByText('老板端添加')).toBeInTheDocument()
    expect(api.calls('brand/list-boss-account')[0]).toMatchObject({ brandId: 5, groupId: 2, pageNum: 1, pageSize: 20 })

    await user.click(within(dialog).getByLabelText('搜索账号'))
    await user.paste('李')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(within(dialog).queryByText('王总')).not.toBeInTheDocument())
    expect(api.calls('brand/list-boss-account').at(-1)).toMatchObject({ keyword: '李', pageNum: 1 })

    await user.click(within(within(dialog).getByText('李总').closest('tr')!).getByRole('button', { name: /删\s*除/ }))
    const confirm = await waitFor(() => document.querySelector<HTMLElement>('.ant-popover')!)
    expect(within(confirm).getByText('确认删除该账号?')).toBeInTheDocument()
    expect(within(confirm).getByText('删除后 李总 将不能再登录老板驾驶舱。')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }))
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    // The search still stands: the emptied list says nothing matches it.
    expect(await within(dialog).findByText('没有找到符合条件的账号')).toBeInTheDocument()
    expect(api.calls('brand/delete-boss-account')).toEqual([expect.objectContaining({ id: 2, brandId: 5, groupId: 2 })])
  })
})
