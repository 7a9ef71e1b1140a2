import { screen, waitFor, within } from '@testing-library/react'
import { BrandPickerResultSchema, QrBlankPageSchema, QrCodeSchema, QrDouyinLinkSchema, QrRulePageSchema, QrStorePageSchema, type QrCode, type QrStorePage } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, Refusal, renderScreen, type FakeApi } from '../../../test/screen.js'
import { QrRuleListPage } from '../pages/qr-rule-list-page.js'
import { buildQrRule } from '../test-rules.js'

const URL = '/businessCenter/codeManagement/codeConfig/index?tab=codes'
const ORIGIN = 'https://qr.example.com/q/'

const buildCode = (overrides: Partial<QrCode> = {}): QrCode => ({
  id: 501,
  token: 'Bound1Token9',
  url: `${ORIGIN}Bound1Token9`,
  brandId: 12,
  storeId: 101,
  storeName: '春熙路店',
  ruleId: 1,
  ruleAlias: '堂食扫码点餐',
  extend: { scene: 'A01' },
  bound: 1,
  boundAt: '2026-11-20 10:00:00',
  version: 3,
  ...overrides,
})
const BLANK = buildCode({ id: 601, token: 'BlankAAA0001', url: `${ORIGIN}BlankAAA0001`, storeId: null, storeName: '', ruleId: null, ruleAlias: '', extend: {}, bound: 0, boundAt: '', version: 1 })

const STORES: QrStorePage['list'] = [
  { storeId: 101, storeName: '春熙路店', storeCode: 'CX01', brandId: 12, brandName: '蜀香火锅', rules: [{ ruleId: 1, ruleAlias: '堂食扫码点餐', codes: [buildCode()] }] },
  { storeId: 102, storeName: '天府店', storeCode: 'TF02', brandId: 12, brandName: '蜀香火锅', rules: [] },
]

let api: FakeApi
beforeEach(() => {
  useAccountStore.setState({ permission: ['qrcode.bind.btn', 'qrcode.app.btn'] })
  api = fakeApi()
    .answer('brand/list-simple', BrandPickerResultSchema, (sent) => ({ list: [{ id: 12, name: '蜀香火锅', groupId: 3, groupName: '蜀香餐饮集团' }], total: 1, totalCapped: false, pageNum: 1, pageSize: Number(sent.pageSize) }))
    .answer('cmk-operating/tool/qrcode/store/page', QrStorePageSchema, (sent) => {
      const list = STORES.filter((s) => !sent.keyword || s.storeName.includes(String(sent.keyword)) || s.storeCode.includes(String(sent.keyword)))
      return { list, totalCount: list.length, pageNumber: Number(sent.pageNumber), pageSize: Number(sent.pageSize) }
    })
    .answer('cmk-operating/qrcode-config/page', QrRulePageSchema, (sent) => ({ list: [buildQrRule({ allowBlankQrcode: 1 })], totalCount: 1, pageNumber: Number(sent.pageNumber), pageSize: Number(sent.pageSize) }))
})

/** Chooses the brand and searches, as a person opening the tab does. */
const openBrand = async () => {
  const view = renderScreen(<QrRuleListPage />, { url: URL })
  const { user } = view
  await user.click(await screen.findByRole('combobox', { name: '品牌' }))
  await user.click(await screen.findByTitle('蜀香火锅（蜀香餐饮集团）'))
  await user.click(screen.getByText(/^查\s*询$/).closest('button')!)
  await screen.findByText('春熙路店')
  return user
}
const rowOf = (text: string) => screen.getByText(text).closest('tr')!
const button = (root: HTMLElement, name: string) => within(root).getByText(new RegExp(`^${name.split('').join('\\s*')}$`)).closest('button')!
type User = Awaited<ReturnType<typeof openBrand>>

const expandCodes = async (user: User) => {
  await user.click(within(rowOf('春熙路店')).getByRole('button', { name: /展开/ }))
  return (await screen.findByText(`${ORIGIN}Bound1Token9`)).closest('tr')!
}

/** Opens the brand and clicks `action` on the row `rowIn` finds: the dialog it opens, by name. */
const openDialog = async (rowIn: (user: User) => HTMLElement | Promise<HTMLElement>, action: string, dialogName: string) => {
  const user = await openBrand()
  await user.click(button(await rowIn(user), action))
  return { user, dialog: await screen.findByRole('dialog', { name: dialogName }) }
}

/** In the bind dialog: a blank code, under the rule 堂食扫码点餐. */
const blankUnderRule = async (user: User, dialog: HTMLElement) => {
  await user.click(within(dialog).getByLabelText('使用空码'))
  await user.click(within(dialog).getByRole('combobox', { name: '聚合码规则' }))
  await user.click(await screen.findByTitle('堂食扫码点餐（餐饮2.0）'))
}

describe('the store codes panel', () => {
  it('generates a bound code’s Douyin link and shows it to copy', async () => {
    api.answer('cmk-operating/tool/qrcode/app/douyin-link', QrDouyinLinkSchema, () => ({ link: 'https://z.douyin.com/AbC123', key: 'pages/order/index?storeId=101', expireAt: '2026-12-26 18:00:00' }))
    const { dialog } = await openDialog(expandCodes, '生成抖音链接', '抖音链接')
    expect(await within(dialog).findByText('https://z.douyin.com/AbC123')).toBeInTheDocument()
    expect(within(dialog).getByText('2026-12-26 18:00:00')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '复制' })).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/app/douyin-link')).toEqual([expect.objectContaining({ codeId: 501 })])
  })

  it('says in the dialog why no Douyin link could be made, without a second toast', async () => {
    api.answer('cmk-operating/tool/qrcode/app/douyin-link', QrDouyinLinkSchema, () => {
      throw new Refusal('未配置抖音开放平台应用（QR_DOUYIN_CLIENT_KEY），无法生成抖音小程序链接')
    })
    const { dialog } = await openDialog(expandCodes, '生成抖音链接', '抖音链接')
    expect(await within(dialog).findByText('未能生成抖音链接')).toBeInTheDocument()
    expect(within(dialog).getByText('未配置抖音开放平台应用（QR_DOUYIN_CLIENT_KEY），无法生成抖音小程序链接')).toBeInTheDocument()
    expect(api.errors).toEqual([])
  })

  it('binds one of the brand’s blank codes to a store, found by part of its token', async () => {
    api
      .answer('cmk-operating/tool/qrcode/blank/page', QrBlankPageSchema, (sent) => {
        // The newest blank codes first: the one on the person's sticker is found only by searching.
        const newer = { ...BLANK, id: 602, token: 'BlankZZZ0002', url: `${ORIGIN}BlankZZZ0002` }
        const list = sent.keyword ? [newer, BLANK].filter((c) => c.url.includes(String(sent.keyword))) : [newer]
        return { list, totalCount: list.length, pageNumber: 1, pageSize: 20 }
      })
      .answer('cmk-operating/tool/qrcode/bind', QrCodeSchema, (sent) => ({ ...BLANK, storeId: Number(sent.storeId), storeName: '天府店', ruleId: 1, ruleAlias: '堂食扫码点餐', bound: 1, version: 2 }))
    const { user, dialog } = await openDialog(() => rowOf('天府店'), '绑定二维码', '绑定二维码')
    await blankUnderRule(user, dialog)
    await user.click(button(dialog, '确定'))
    expect(await within(dialog).findByText('请选择空码')).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/bind')).toHaveLength(0)
    await user.click(within(dialog).getByRole('combobox', { name: '空码' }))
    expect(await screen.findByTitle(`${ORIGIN}BlankZZZ0002`)).toBeInTheDocument()
    await user.type(within(dialog).getByRole('combobox', { name: '空码' }), 'AAA0')
    await user.click(await screen.findByTitle(`${ORIGIN}BlankAAA0001`))
    await user.click(button(dialog, '确定'))
    expect(await screen.findByText('绑定成功')).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/blank/page')).toContainEqual(expect.objectContaining({ brandId: 12, keyword: 'AAA0' }))
    expect(api.calls('cmk-operating/tool/qrcode/bind')).toEqual([expect.objectContaining({ storeId: 102, ruleId: 1, codeId: 601, extend: {} })])
  })

  it('refuses a blank code under a rule that does not allow blank codes, before sending', async () => {
    api.answer('cmk-operating/qrcode-config/page', QrRulePageSchema, (sent) => ({ list: [buildQrRule({ allowBlankQrcode: 0 })], totalCount: 1, pageNumber: Number(sent.pageNumber), pageSize: Number(sent.pageSize) }))
    const { user, dialog } = await openDialog(() => rowOf('天府店'), '绑定二维码', '绑定二维码')
    await blankUnderRule(user, dialog)
    expect(await within(dialog).findByText('该规则不允许绑定空码')).toBeInTheDocument()
    await user.click(button(dialog, '确定'))
    expect(api.calls('cmk-operating/tool/qrcode/bind')).toHaveLength(0)
  })

  it('moves a bound code to another store of the brand, at its version', async () => {
    api.answer('cmk-operating/tool/qrcode/rebind', QrCodeSchema, (sent) => buildCode({ storeId: Number(sent.storeId), storeName: '天府店', version: 4 }))
    const { user, dialog } = await openDialog(expandCodes, '改绑', '改绑二维码')
    expect(within(dialog).getByText('只能换绑到同一品牌的门店；换绑后扫码打开新门店的页面')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('combobox', { name: '门店' }), '天府')
    await user.click(await screen.findByTitle('天府店（TF02）'))
    await user.click(button(dialog, '确定'))
    expect(await screen.findByText('改绑成功')).toBeInTheDocument()
    expect(api.calls('cmk-operating/tool/qrcode/rebind')).toEqual([expect.objectContaining({ codeId: 501, version: 3, storeId: 102, ruleId: 1, extend: { scene: 'A01' } })])
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '改绑二维码' })).not.toBeInTheDocument())
  })

  it('shows the server’s refusal to move a code to another brand’s store and keeps the dialog open', async () => {
    api.answer('cmk-operating/tool/qrcode/rebind', QrCodeSchema, () => {
      throw new Refusal('二维码只能换绑到同一品牌的门店')
    })
    const { user, dialog } = await openDialog(expandCodes, '改绑', '改绑二维码')
    await user.type(within(dialog).getByRole('combobox', { name: '门店' }), '天府')
    await user.click(await screen.findByTitle('天府店（TF02）'))
    await user.click(button(dialog, '确定'))
    await waitFor(() => expect(api.errors).toContain('二维码只能换绑到同一品牌的门店'))
    expect(screen.getByRole('dialog', { name: '改绑二维码' })).toBeInTheDocument()
  })
})
