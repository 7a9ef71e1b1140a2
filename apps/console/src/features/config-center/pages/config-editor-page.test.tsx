import { screen, waitFor, within } from '@testing-library/react'
import {
  ConfigDetailSchema,
  ConfigSaveResultSchema,
  ConfigVersionSchema,
  EffectiveConfigSchema,
  FieldConfigDataSchema,
  type ConfigVersion,
  type SavedConfigValue,
} from '@yunying/contracts'
import { Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore, type StoredUser } from '../../../shared/lib/account-store.js'
import { configField, TAKEOUT_MODE } from '../testing/config-fields.js'
import { fakeApi, listOf, Refusal, renderScreen, type FakeApi } from '../../../test/screen.js'
import { BrandConfigEditPage } from './brand-config-edit-page.js'
import { GroupConfigEditPage } from './group-config-edit-page.js'

const field = configField
/** The takeout mode with its help texts. */
const MODE = { ...TAKEOUT_MODE, descrip: '门店接外卖单的配送方式', helpLink: 'https://help.example.com/takeout' }
const NOTE = field({ fieldCode: 'shop.note', fieldName: '门店公告', dataType: 'string', defaultValue: '' })
const OPEN = field({ fieldCode: 'shop.open', fieldName: '营业开关', dataType: 'bool', defaultValue: true })
const INVOICE = field({ fieldCode: 'group.invoice', fieldName: '电子发票', dataType: 'bool', defaultValue: false })

let api: FakeApi
let saved: SavedConfigValue[] = []
let version = 0
let history: ConfigVersion[] = []

const savedOf = (e: Record<string, unknown>): SavedConfigValue => ({
  fieldCode: String(e.fieldCode),
  dataType: String(e.dataType),
  fieldValue: e.fieldValue,
  isSellerRead: Boolean(e.isSellerRead),
  isSellerWrite: Boolean(e.isSellerWrite),
  relatedFieldCode: (e.relatedFieldCode as string | null) ?? null,
  relatedFieldValue: (e.relatedFieldValue as string | null) ?? null,
  serviceModule: 'order-center',
})

const detail = (ownerId: number) => ({ ownerId, ownerName: '蜀香火锅', groupName: '蜀香餐饮集团', bizType: 3, status: version > 0 ? 1 : 0, version, updatedAt: null, updatedBy: '', configValues: saved })

/** A small stand-in for the server's configuration calls of one owner kind: increment saves, versions, history. */
const answerOwner = (owner: 'seller' | 'group') => {
  const base = `${owner}-config`
  const idOf = (sent: Record<string, unknown>) => Number(sent.sellerId ?? sent.groupId)
  api
    .answer(`${base}/field-config-data`, FieldConfigDataSchema, () => {
      const groups = [
        { pageGroup: '外卖', fields: [MODE] },
        { pageGroup: '基础配置', fields: [NOTE, OPEN] },
      ]
      if (owner === 'group') groups.push({ pageGroup: '财务', fields: [INVOICE] })
      return { groups, configValues: saved, version }
    })
    .answer(`${base}/detail`, ConfigDetailSchema, (query) => detail(idOf(query)))
    .answer(`${base}/save`, ConfigSaveResultSchema, (body) => {
      if (body.version !== version) throw new Refusal('配置已被他人修改，请刷新后重试', 40900, 409)
      const next = new Map(saved.map((s) => [s.fieldCode, s]))
      for (const e of body.configValues as Array<Record<string, unknown>>) {
        if (e.enabled === false) next.delete(String(e.fieldCode))
        else next.set(String(e.fieldCode), savedOf(e))
      }
      saved = [...next.values()]
      version += 1
      return { ...detail(idOf(body)), changed: true }
    })
    .answer(`${base}/history`, listOf(ConfigVersionSchema), () => history)
    .answer(`${base}/restore`, ConfigSaveResultSchema, (body) => {
      version += 1
      saved = []
      return { ...detail(idOf(body)), changed: true }
    })
}

beforeEach(() => {
  saved = []
  version = 0
  history = []
  useAccountStore.setState({ user: { id: 1, username: '13800000000', name: '运营小王' } as StoredUser, permission: ['config.brand.edit.btn'] })
  Element.prototype.scrollIntoView ??= () => {}
  api = fakeApi().answer('seller-config/query-config-data', EffectiveConfigSchema, () => ({
    sellerId: 12,
    groupId: 3,
    version: 'v7',
    values: [
      { fieldCode: 'takeout.mode', value: 'platform', source: 'brand' as const },
      { fieldCode: 'group.invoice', value: true, source: 'group' as const },
      { fieldCode: 'shop.note', value: null, source: 'default' as const },
    ],
  }))
  answerOwner('seller')
  answerOwner('group')
})

let shown: ReturnType<typeof renderScreen>
const renderAt = (path: string) => {
  shown = renderScreen(
    <Routes>
      <Route path="/businessCenter/config/brand/edit" element={<BrandConfigEditPage />} />
      <Route path="/businessCenter/config/group/edit" element={<GroupConfigEditPage />} />
      <Route path="*" element={<p>列表页</p>} />
    </Routes>,
    { url: path },
  )
  return shown.user
}

const BRAND_EDITOR = '/businessCenter/config/brand/edit?id=12&sellerName=蜀香火锅&groupName=蜀香餐饮集团'
const row = (code: string) => document.querySelector<HTMLElement>(`[data-field-code="${code}"]`)!
const tick = (code: string) => within(row(code)).getAllByRole('checkbox')[0]!
const savesSent = () => [...api.calls('seller-config/save'), ...api.calls('group-config/save')]
const loads = () => api.calls('seller-config/field-config-data').length + api.calls('group-config/field-config-data').length

describe('the brand configuration editor', () => {
  it('is titled brand(group), shows the page groups and the help texts', async () => {
    renderAt(BRAND_EDITOR)
    expect(await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })).toBeInTheDocument()
    expect(screen.getByText('外卖')).toBeInTheDocument()
    expect(screen.getByText('基础配置')).toBeInTheDocument()
    expect(within(row('takeout.mode')).getByText('门店接外卖单的配送方式')).toBeInTheDocument()
    expect(within(row('takeout.mode')).getByRole('link', { name: /帮助文档/ })).toHaveAttribute('href', 'https://help.example.com/takeout')
    // Unticked: no input yet, and no dependents.
    expect(within(row('takeout.mode')).queryByRole('radiogroup')).toBeNull()
    expect(row('takeout.radius')).toBeNull()
  })

  it('ticking shows the input with the default and the dependents of that value; a new option resets them; unticking hides them', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    await user.click(tick('takeout.mode'))
    expect(within(row('takeout.mode')).getByRole('radio', { name: '自配送' })).toBeChecked()
    // The dependent of 自配送 shows indented under its parent, unticked, with its own tick.
    expect(within(row('takeout.mode')).getByRole('group', { name: '外卖模式的关联配置' })).toContainElement(row('takeout.radius'))
    expect(tick('takeout.radius')).not.toBeChecked()
    await user.click(tick('takeout.radius'))
    const radius = within(row('takeout.radius')).getByRole('spinbutton', { name: '配送半径' })
    expect(radius).toHaveValue('3')
    await user.clear(radius)
    await user.type(radius, '8')
    expect(radius).toHaveValue('8')

    await user.click(within(row('takeout.mode')).getByRole('radio', { name: '平台配送' }))
    expect(row('takeout.radius')).toBeNull()
    expect(tick('takeout.platform')).not.toBeChecked()
    await user.click(within(row('takeout.mode')).getByRole('radio', { name: '自配送' }))
    // Back under 自配送: reset to its default and unticked.
    expect(tick('takeout.radius')).not.toBeChecked()
    await user.click(tick('takeout.radius'))
    expect(within(row('takeout.radius')).getByRole('spinbutton', { name: '配送半径' })).toHaveValue('3')

    await user.click(tick('takeout.mode'))
    expect(row('takeout.radius')).toBeNull()
    await user.click(tick('takeout.mode'))
    expect(tick('takeout.radius')).not.toBeChecked()
  })

  it('品牌可写 ticks 品牌可读; unticking 品牌可读 unticks 品牌可写', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    const read = () => screen.getByRole('checkbox', { name: '品牌可读（门店公告）' })
    const write = () => screen.getByRole('checkbox', { name: '品牌可写（门店公告）' })
    expect(write()).toBeDisabled()
    await user.click(tick('shop.note'))
    await user.click(write())
    expect(read()).toBeChecked()
    expect(write()).toBeChecked()
    await user.click(read())
    expect(read()).not.toBeChecked()
    expect(write()).not.toBeChecked()
  })

  it('asks for at least one config, then names the missing required value at its field', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    await user.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('请至少选择一项配置')).toBeInTheDocument()
    await user.click(tick('shop.note'))
    await user.type(within(row('shop.note')).getByRole('textbox', { name: '门店公告' }), '   ')
    await user.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await within(row('shop.note')).findByRole('alert')).toHaveTextContent('缺少必填项：shop.note')
    expect(savesSent()).toHaveLength(0)
  })

  it('saves the ticked values with the version and the operator, unticks what was saved before, then reloads', async () => {
    saved = [savedOf({ fieldCode: 'shop.open', dataType: 'bool', fieldValue: false, isSellerRead: true })]
    version = 4
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    expect(tick('shop.open')).toBeChecked()
    expect(within(row('shop.open')).getByRole('switch', { name: '营业开关' })).not.toBeChecked()
    await user.click(tick('shop.open'))
    await user.click(tick('takeout.mode'))
    await user.click(within(row('takeout.mode')).getByRole('radio', { name: '平台配送' }))
    await user.click(tick('takeout.platform'))
    await user.type(within(row('takeout.platform')).getByRole('textbox', { name: '平台名称' }), ' 美团 ')
    await user.click(screen.getByRole('checkbox', { name: '品牌可写（外卖模式）' }))
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
    const before = loads()
    await user.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(savesSent()).toEqual([
      expect.objectContaining({
        sellerId: 12,
        incrementSave: -999,
        version: 4,
        accountName: '运营小王',
        accountPhone: '13800000000',
        configValues: [
          expect.objectContaining({ fieldCode: 'takeout.mode', fieldValue: 'platform', isSellerRead: true, isSellerWrite: true, relatedFieldCode: null }),
          expect.objectContaining({ fieldCode: 'takeout.platform', fieldValue: '美团', relatedFieldCode: 'takeout.mode', relatedFieldValue: 'platform' }),
          { fieldCode: 'shop.open', dataType: 'bool', fieldValue: null, enabled: false },
        ],
      }),
    ])
    await waitFor(() => expect(loads()).toBeGreaterThan(before))
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull())
    expect(tick('takeout.platform')).toBeChecked()
    expect(tick('shop.open')).not.toBeChecked()
  })

  it('keeps the input and asks to refresh when someone saved meanwhile (409)', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    version = 5 // someone else saved after the editor loaded
    await user.click(tick('shop.note'))
    await user.type(within(row('shop.note')).getByRole('textbox', { name: '门店公告' }), '今日特价')
    await user.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByRole('button', { name: /刷\s*新/ })).toBeInTheDocument()
    expect(screen.getAllByText('配置已被他人修改，请刷新后再保存').length).toBeGreaterThan(0)
    expect(within(row('shop.note')).getByRole('textbox', { name: '门店公告' })).toHaveValue('今日特价')
    expect(screen.queryByText('保存成功')).toBeNull()
  })

  it('asks before leaving with unsaved changes, from 取消 and from the breadcrumb', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    await user.click(tick('shop.open'))
    await user.click(screen.getByRole('button', { name: /取\s*消/ }))
    const confirm = await screen.findByRole('dialog', { name: '放弃未保存的修改？' })
    await user.click(within(confirm).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull())
    expect(tick('shop.open')).toBeChecked()
    await user.click(screen.getByRole('link', { name: '品牌配置' }))
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃并离开' }))
    expect(await screen.findByText('列表页')).toBeInTheDocument()
  })

  it('asks too when the menus or a tab leave the page, and when the browser tab closes or reloads', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await user.click(tick('shop.open'))
    expect(unload()).toBe(true)
    // A menu item or a tab navigates the router, as the shell does.
    shown.navigate('/businessCenter/config/group')
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '放弃未保存的修改？' })).toBeNull())
    expect(shown.location()).toMatch(/^\/businessCenter\/config\/brand\/edit/)
    expect(tick('shop.open')).toBeChecked()
    shown.navigate('/businessCenter/config/brand')
    await user.click(within(await screen.findByRole('dialog', { name: '放弃未保存的修改？' })).getByRole('button', { name: '放弃并离开' }))
    expect(await screen.findByText('列表页')).toBeInTheDocument()
  })

  it('leaves without asking when nothing changed', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    await user.click(screen.getByRole('button', { name: /取\s*消/ }))
    expect(await screen.findByText('列表页')).toBeInTheDocument()
  })

  it('previews read-only: nothing enabled, no save, the brand name alone when the group is null', async () => {
    saved = [savedOf({ fieldCode: 'shop.note', dataType: 'string', fieldValue: '欢迎光临' })]
    version = 1
    renderAt('/businessCenter/config/brand/edit?id=12&sellerName=蜀香火锅&groupName=null&isPreview=true')
    expect(await screen.findByRole('heading', { name: '蜀香火锅' })).toBeInTheDocument()
    expect(screen.getByText('只读预览')).toBeInTheDocument()
    expect(within(row('shop.note')).getByRole('textbox', { name: '门店公告' })).toHaveValue('欢迎光临')
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled()
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled()
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull()
    expect(screen.getByRole('button', { name: /返\s*回/ })).toBeInTheDocument()
  })

  it('lists the history with field diffs and restores an earlier version after a confirmation', async () => {
    version = 2
    history = [
      { version: 2, action: 'save', restoredFrom: null, accountName: '运营小李', accountPhone: '13900000000', createdAt: '2025-03-02 10:00:00', diff: [{ fieldCode: 'takeout.mode', fieldName: '外卖模式', before: 'self', after: 'platform' }] },
      { version: 1, action: 'save', restoredFrom: null, accountName: '运营小王', accountPhone: '13800000000', createdAt: '2025-03-01 09:00:00', diff: [{ fieldCode: 'takeout.mode', fieldName: '外卖模式', before: null, after: 'self' }] },
    ]
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    await user.click(screen.getByRole('button', { name: /修改记录/ }))
    const drawer = await screen.findByRole('dialog', { name: '修改记录' })
    const v1 = await within(drawer).findByRole('listitem', { name: '版本 1' })
    const v2 = within(drawer).getByRole('listitem', { name: '版本 2' })
    expect(within(v2).getByText('当前版本')).toBeInTheDocument()
    expect(within(v2).getByText('自配送')).toBeInTheDocument()
    expect(within(v2).getByText('平台配送')).toBeInTheDocument()
    expect(within(v1).getByText('未配置')).toBeInTheDocument()
    expect(within(v1).getByText(/运营小王（13800000000） · 2025-03-01 09:00:00/)).toBeInTheDocument()
    expect(within(v2).queryByRole('button', { name: '恢复到此版本' })).toBeNull()
    await user.click(within(v1).getByRole('button', { name: '恢复到此版本' }))
    expect(await screen.findByText('恢复到版本 1？')).toBeInTheDocument()
    await user.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!)
    expect(await screen.findByText('已恢复到版本 1')).toBeInTheDocument()
    expect(api.calls('seller-config/restore')[0]).toMatchObject({ sellerId: 12, toVersion: 1, accountName: '运营小王' })
  })

  it('shows the effective configuration with the source of each value', async () => {
    const user = renderAt(BRAND_EDITOR)
    await screen.findByRole('heading', { name: '蜀香火锅(蜀香餐饮集团)' })
    await user.click(screen.getByRole('button', { name: /生效配置/ }))
    const drawer = await screen.findByRole('dialog', { name: '生效配置' })
    const rowOf = async (text: string) => (await within(drawer).findByText(text)).closest('tr')!
    expect(within(await rowOf('外卖模式')).getByText('平台配送')).toBeInTheDocument()
    expect(within(await rowOf('外卖模式')).getByText('品牌配置')).toBeInTheDocument()
    // A group field: named from the group's fields.
    expect(within(await rowOf('电子发票')).getByText('集团配置')).toBeInTheDocument()
    expect(within(await rowOf('电子发票')).getByText('开启')).toBeInTheDocument()
    expect(within(await rowOf('门店公告')).getByText('字典默认值')).toBeInTheDocument()
    expect(within(await rowOf('门店公告')).getByText('未配置')).toBeInTheDocument()
    expect(api.calls('seller-config/query-config-data')[0]).toMatchObject({ sellerId: 12, format: 'list' })
  })
})

describe('the group configuration editor', () => {
  it('is titled 集团配置 without a name, has no brand access ticks and saves with groupId', async () => {
    const user = renderAt('/businessCenter/config/group/edit?id=3')
    expect(await screen.findByRole('heading', { name: '集团配置' })).toBeInTheDocument()
    expect(screen.queryByText('品牌可读')).toBeNull()
    expect(screen.queryByRole('button', { name: /生效配置/ })).toBeNull()
    await user.click(tick('shop.open'))
    await user.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(savesSent()[0]).toMatchObject({ groupId: 3, incrementSave: -999, configValues: [{ fieldCode: 'shop.open', fieldValue: true, isSellerRead: false, isSellerWrite: false }] })
  })
})
