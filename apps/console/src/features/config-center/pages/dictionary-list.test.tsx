import { screen, waitFor, within } from '@testing-library/react'
import { DictionaryPageSchema, DictionarySettingsSchema, DictionaryVersionSchema, type DictionaryRow, type DictionaryVersion } from '@yunying/contracts'
import { Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, listOf, renderScreen, type FakeApi } from '../../../test/screen.js'
import { DictionaryList } from './dictionary-list.js'

const buildRow = (over: Partial<DictionaryRow> = {}): DictionaryRow => ({
  id: 7,
  applyType: 1,
  applyTypeName: '品牌配置',
  fieldName: '外卖模式',
  fieldCode: 'takeout.mode',
  serviceModule: 'order-center',
  serviceModuleName: '订单中心',
  bizTypes: '1,3',
  bizTypeNames: '茶饮、正餐',
  pageGroup: '外卖设置',
  sortNum: 10.5,
  dataType: 'radio',
  dataTypeName: '单选',
  status: 0,
  version: 2,
  updatedAt: '2024-05-02 16:00:00',
  updatedBy: '运营小王',
  ...over,
})

const snapshot = (over: Record<string, unknown> = {}) => ({ fieldName: '外卖模式', fieldCode: 'takeout.mode', sortNum: 99, status: 0, optionValues: [{ value: 'self', title: '自营' }], ...over })
const HISTORY: DictionaryVersion[] = [
  { version: 2, action: 'update', accountName: '运营小李', accountPhone: '13900000000', createdAt: '2024-05-02 16:00:00', snapshot: snapshot({ sortNum: 10.5, optionValues: [{ value: 'self', title: '自营' }, { value: 'third', title: '三方' }] }) },
  { version: 1, action: 'add', accountName: '运营小王', accountPhone: '13800000000', createdAt: '2024-05-01 10:00:00', snapshot: snapshot() },
]

let api: FakeApi
let rows: DictionaryRow[] = []
let canCreate = true

beforeEach(() => {
  rows = [buildRow(), buildRow({ id: 8, fieldName: '配送半径上限', fieldCode: 'takeout.maxRadius', dataType: 'number', dataTypeName: '数字', status: 1, applyType: 2, applyTypeName: '集团配置' })]
  canCreate = true
  useAccountStore.setState({ permission: ['dictionary.create.btn', 'dictionary.edit.btn'] })
  api = fakeApi()
    .answer('field-config/settings', DictionarySettingsSchema, () => ({ stage: canCreate ? 'test' : 'pro', canCreate, syncTypes: [] }))
    .answer('field-config/history', listOf(DictionaryVersionSchema), () => HISTORY)
  answerList()
})

const answerList = () =>
  api.answer('field-config/list', DictionaryPageSchema, (body) => {
    const list = rows.filter((r) => (!body.fieldName || r.fieldName.includes(String(body.fieldName))) && (body.status === undefined || r.status === body.status))
    return { list, total: list.length, pageNum: Number(body.pageNum), pageSize: Number(body.pageSize) }
  })

const Where = () => <p>编辑页 {useLocation().search}</p>

const renderList = () =>
  renderScreen(
    <Routes>
      <Route path="/businessCenter/config/dictionary" element={<DictionaryList />} />
      <Route path="/businessCenter/config/dictionary/edit" element={<Where />} />
    </Routes>,
    { url: '/businessCenter/config/dictionary' },
  ).user

const listCalls = () => api.calls('field-config/list')
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!

describe('the dictionary list', () => {
  it('lists the fields with their columns, 10 a page', async () => {
    renderList()
    await screen.findByText('外卖模式')
    const row = rowOf('外卖模式')
    for (const text of ['takeout.mode', '品牌配置', '订单中心', '茶饮、正餐', '单选', '10.5', '启用', '运营小王', '2024-05-02 16:00:00']) expect(within(row).getByText(text)).toBeInTheDocument()
    expect(within(rowOf('配送半径上限')).getByText('停用')).toBeInTheDocument()
    for (const title of ['字段名称', '字段编码', '应用类型', '所属服务模块', '业态', '数据类型', '排序', '状态', '更新人/更新时间', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument()
    }
    expect(listCalls()[0]).toMatchObject({ pageNum: 1, pageSize: 10 })
  })

  it('offers 新建字段 and 编辑 to a user with both codes on a deployment that allows new fields', async () => {
    const user = renderList()
    await screen.findByText('外卖模式')
    await user.click(await screen.findByRole('button', { name: '新建字段' }))
    expect(await screen.findByText('编辑页')).toBeInTheDocument()
  })

  it('opens a field for editing', async () => {
    const user = renderList()
    await screen.findByText('外卖模式')
    await user.click(screen.getByRole('button', { name: '编辑 外卖模式' }))
    expect(await screen.findByText('编辑页 ?id=7')).toBeInTheDocument()
  })

  it('offers no 新建字段 on a deployment that forbids new fields, and says why', async () => {
    canCreate = false
    renderList()
    expect(await screen.findByText('本环境不能新建字段，请在测试环境新建后一键同步')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '新建字段' })).toBeNull()
  })

  it('offers neither 新建字段 nor 编辑 without their codes, and still shows the history', async () => {
    useAccountStore.setState({ permission: [] })
    renderList()
    await screen.findByText('外卖模式')
    await waitFor(() => expect(api.calls('field-config/settings')).not.toHaveLength(0))
    expect(screen.queryByRole('button', { name: '新建字段' })).toBeNull()
    expect(screen.queryByText('本环境不能新建字段，请在测试环境新建后一键同步')).toBeNull()
    expect(screen.queryByRole('button', { name: '编辑 外卖模式' })).toBeNull()
    expect(screen.getByRole('button', { name: '保存记录 外卖模式' })).toBeInTheDocument()
  })

  it('searches by every filter and resets them', async () => {
    const user = renderList()
    await screen.findByText('外卖模式')
    await user.click(screen.getByRole('textbox', { name: '字段名称' }))
    await user.paste(' 外卖 ')
    await user.click(screen.getByRole('textbox', { name: '字段编码' }))
    await user.paste('takeout')
    for (const [name, option] of [
      ['应用类型', '品牌配置'],
      ['所属服务模块', '订单中心'],
      ['业态', '正餐'],
      ['状态', '启用'],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name }))
      await user.click((await screen.findAllByTitle(option)).at(-1)!)
    }
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(listCalls().at(-1)).toEqual(expect.objectContaining({ fieldName: '外卖', fieldCode: 'takeout', applyType: 1, serviceModule: 'order-center', bizType: 3, status: 0, pageNum: 1, pageSize: 10 })))
    // The rows of the last answer stay until the filtered answer arrives.
    await waitFor(() => expect(screen.queryByText('配送半径上限')).toBeNull())
    await user.click(screen.getByRole('button', { name: /重\s*置/ }))
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ pageNum: 1, pageSize: 10, operatingUrl: expect.any(String) }))
    expect(await screen.findByText('配送半径上限')).toBeInTheDocument()
  })

  it('shows a field’s saves: who, when, how and what changed', async () => {
    const user = renderList()
    await screen.findByText('外卖模式')
    await user.click(screen.getByRole('button', { name: '保存记录 外卖模式' }))
    const drawer = await screen.findByRole('dialog', { name: '保存记录 · 外卖模式（takeout.mode）' })
    const latest = (await within(drawer).findByText('v2')).closest('tr')!
    for (const text of ['修改', '运营小李', '13900000000', '2024-05-02 16:00:00', '排序、选项']) expect(within(latest).getByText(text)).toBeInTheDocument()
    const first = within(drawer).getByText('v1').closest('tr')!
    for (const text of ['新建', '运营小王', '2024-05-01 10:00:00', '新建字段']) expect(within(first).getByText(text)).toBeInTheDocument()
    expect(api.calls('field-config/history')[0]?.id).toBe('7')
  })

  it('says when nothing matches, and when the list fails, with a retry', async () => {
    const user = renderList()
    await screen.findByText('外卖模式')
    await user.click(screen.getByRole('textbox', { name: '字段名称' }))
    await user.paste('没有这个')
    await user.click(screen.getByRole('button', { name: /查\s*询/ }))
    expect(await screen.findByText('没有找到符合条件的字段')).toBeInTheDocument()

    api.refuse('field-config/list', '网络繁忙，请稍后再试', 50000, 500)
    await user.click(screen.getByRole('button', { name: /重\s*置/ }))
    expect(await screen.findByText('配置字典加载失败')).toBeInTheDocument()
    answerList()
    await user.click(screen.getByRole('button', { name: /重试/ }))
    expect(await screen.findByText('外卖模式')).toBeInTheDocument()
  })
})
