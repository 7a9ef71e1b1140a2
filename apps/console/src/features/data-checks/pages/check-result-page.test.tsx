import { screen, waitFor, within } from '@testing-library/react'
import { CHECK_LABELS, CountListSchema, FailListQuerySchema, FailPageSchema, type CountItem, type EntitySummary, type FailItem } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, renderScreen, type FakeApi } from '../../../test/screen.js'
import { CheckResultPage } from './check-result-page.js'

const PATH = '/dataStandard/metadata/result'
const COUNTS = 'operating/metadata/check-res/count-list'
const FAILS = 'operating/metadata/check-res/fail-list'

const summary = (over: Partial<EntitySummary> = {}): EntitySummary => ({
  module: 'STORE',
  moduleName: '门店',
  entity: 'SHOP',
  entityName: '巡检门店',
  records: 4,
  failing: 3,
  checkedAt: '2026-11-26 10:00:00',
  jobId: 11,
  versions: { shopName: 2 },
  pending: 0,
  ...over,
})

const count = (over: Partial<CountItem> = {}): CountItem => {
  const label = over.label ?? 3
  return { module: 'STORE', entity: 'SHOP', fieldCode: 'shopName', label, labelName: CHECK_LABELS[label]!, count: 1, share: 0.25, trend: [2, 1], ...over }
}

let seq = 0
const fail = (over: Partial<FailItem> = {}): FailItem => {
  const label = over.label ?? 3
  return {
    id: ++seq,
    recordId: `r${seq}`,
    module: 'STORE',
    entity: 'SHOP',
    fieldCode: 'shopName',
    label,
    labelName: CHECK_LABELS[label]!,
    value: '',
    rule: '',
    reason: '',
    definitionVersion: 2,
    checkedAt: '2026-11-26 10:00:00',
    ...over,
  }
}

let api: FakeApi
let entities: EntitySummary[]
let counts: CountItem[]
let fails: FailItem[]

/** The fail list as the server filters and pages it: the query parsed by the contract's schema. */
const answerFails = () =>
  api.answer(FAILS, FailPageSchema, (sent) => {
    const q = FailListQuerySchema.parse(sent)
    const list = fails.filter(
      (f) => (!q.module || f.module === q.module) && (!q.entity || f.entity === q.entity) && (!q.fieldCode || f.fieldCode === q.fieldCode) && (q.label === undefined || f.label === q.label) && (!q.recordId || f.recordId === q.recordId),
    )
    return { list: list.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total: list.length, pageNum: q.pageNum, pageSize: q.pageSize }
  })

beforeEach(() => {
  seq = 0
  entities = [summary(), summary({ module: 'GOODS', moduleName: '商品', entity: 'SKU', entityName: '商品规格', records: 10, failing: 1, versions: {} })]
  counts = [
    count({ count: 1, share: 0.25, trend: [0, 1] }),
    count({ label: 1, count: 1, share: 0.25, trend: [1, 1] }),
    count({ fieldCode: 'shopColor', label: 1, count: 1, share: 0.25, trend: [1] }),
    count({ module: 'GOODS', entity: 'SKU', fieldCode: 'price', label: 3, count: 1, share: 0.1, trend: [3, 1] }),
  ]
  fails = [
    fail({ recordId: 'long-1', value: '上海市黄浦区人民广场旗舰店', rule: 'MAX_LENGTH', reason: '长度超过 10 个字符' }),
    fail({ recordId: 'missing-1', label: 1, rule: 'MISSING', reason: '缺少必填字段' }),
    fail({ recordId: 'unknown-1', fieldCode: 'shopColor', label: 1, value: '红色', rule: 'UNDEFINED', reason: '未定义的字段', definitionVersion: 0 }),
    fail({ recordId: 'sku-9', module: 'GOODS', entity: 'SKU', fieldCode: 'price', value: '-1', rule: 'MIN', reason: '小于最小值 0' }),
  ]
  api = fakeApi().answer(COUNTS, CountListSchema, () => ({ entities, list: counts }))
  answerFails()
})

const card = (title: string) => screen.getByRole('region', { name: title })
const rowsOf = (title: string) => [...card(title).querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')]
const rowWith = (title: string, ...texts: string[]) => rowsOf(title).find((r) => texts.every((t) => r.textContent!.includes(t)))
const searchFor = (location: string) => JSON.parse(new URLSearchParams(location.split('?')[1]).get('q') ?? '{}') as Record<string, unknown>

describe('CheckResultPage', () => {
  it('shows each entity’s check and the counts per field and label, and drills from a count into its failing records with value and reason', async () => {
    const { user, location } = renderScreen(<CheckResultPage />, { url: PATH })
    await waitFor(() => expect(rowWith('检查概况', '门店 / 巡检门店')).toBeDefined())
    const shop = rowWith('检查概况', '门店 / 巡检门店')!
    expect(shop).toHaveTextContent('3（75.0%）')
    expect(within(shop).getByText('已检查')).toBeInTheDocument()

    const failed = rowWith('各字段检查结果', 'shopName', '校验不通过')!
    expect(failed).toHaveTextContent('25.0%')
    expect(failed).toHaveTextContent('0 → 1')
    expect(rowWith('各字段检查结果', 'shopName', '不匹配')).toBeDefined()
    expect(rowWith('各字段检查结果', 'shopColor', '不匹配')).toBeDefined()
    expect(rowWith('各字段检查结果', '商品 / 商品规格', 'price', '校验不通过')).toBeDefined()

    await user.click(within(failed).getByRole('button', { name: '查看 shopName 校验不通过 的记录' }))
    await waitFor(() => expect(api.calls(FAILS).at(-1)).toMatchObject({ module: 'STORE', entity: 'SHOP', fieldCode: 'shopName', label: '3', pageNum: '1' }))
    await waitFor(() => expect(rowsOf('不通过的记录')).toHaveLength(1))
    const record = rowWith('不通过的记录', 'long-1')!
    expect(record).toHaveTextContent('上海市黄浦区人民广场旗舰店')
    expect(record).toHaveTextContent('长度超过 10 个字符')
    expect(record).toHaveTextContent('v2')

    // The drill is a search: in the URL, in the form, and narrowing the counts to its own row.
    expect(searchFor(location())).toEqual({ module: 'STORE', entity: 'SHOP', fieldCode: 'shopName', label: 3 })
    expect(screen.getByLabelText('字段编码')).toHaveValue('shopName')
    const form = screen.getByRole('form', { name: '检查结果查询' })
    expect(within(form).getByTitle('门店')).toBeInTheDocument()
    expect(within(form).getByTitle('巡检门店')).toBeInTheDocument()
    expect(within(form).getByTitle('校验不通过')).toBeInTheDocument()
    expect(rowsOf('各字段检查结果')).toHaveLength(1)
    expect(rowsOf('检查概况').map((r) => r.textContent)).toEqual([expect.stringContaining('门店 / 巡检门店')])

    // 重置: every entity, count and failing record again.
    await user.click(within(form).getByRole('button', { name: /重\s*置/ }))
    await waitFor(() => expect(rowsOf('不通过的记录')).toHaveLength(4))
    expect(rowsOf('各字段检查结果')).toHaveLength(4)
    expect(location()).toBe(PATH)

    // A record reported with a field no definition knows: its value, the reason, and no definition version.
    await user.click(within(rowWith('各字段检查结果', 'shopColor')!).getByRole('button', { name: '查看 shopColor 不匹配 的记录' }))
    await waitFor(() => expect(rowsOf('不通过的记录')).toHaveLength(1))
    expect(rowWith('不通过的记录', 'unknown-1')).toHaveTextContent('红色未定义的字段—')
  })

  it('searches by module, entity, field code and label, keeps the search in the URL, and shows it again from the URL', async () => {
    const { user, location, view } = renderScreen(<CheckResultPage />, { url: PATH })
    await waitFor(() => expect(rowsOf('各字段检查结果')).toHaveLength(4))
    const form = screen.getByRole('form', { name: '检查结果查询' })

    await user.click(within(form).getByLabelText('模块'))
    await user.click(await screen.findByTitle('商品'))
    await user.click(within(form).getByLabelText('实体'))
    const sku = await screen.findByTitle('商品规格')
    // Only the chosen module's entities are offered.
    expect(screen.queryByTitle('巡检门店')).toBeNull()
    await user.click(sku)
    await user.click(within(form).getByLabelText('标记'))
    await user.click(await screen.findByTitle('校验不通过'))
    await user.click(within(form).getByRole('button', { name: /查\s*询/ }))

    await waitFor(() => expect(searchFor(location())).toEqual({ module: 'GOODS', entity: 'SKU', label: 3 }))
    await waitFor(() => expect(rowsOf('不通过的记录').map((r) => r.textContent)).toEqual([expect.stringContaining('sku-9')]))
    expect(api.calls(FAILS).at(-1)).toMatchObject({ module: 'GOODS', entity: 'SKU', label: '3' })
    expect(rowsOf('各字段检查结果').map((r) => r.textContent)).toEqual([expect.stringContaining('price')])
    expect(rowsOf('检查概况').map((r) => r.textContent)).toEqual([expect.stringContaining('商品 / 商品规格')])

    // A field code the results do not hold: nothing on either list, said as a search that found nothing.
    await user.type(within(form).getByLabelText('字段编码'), 'shopName')
    await user.click(within(form).getByRole('button', { name: /查\s*询/ }))
    expect(await within(card('各字段检查结果')).findByText('没有符合条件的检查结果')).toBeInTheDocument()
    expect(await within(card('不通过的记录')).findByText('没有符合条件的不通过记录')).toBeInTheDocument()

    // The address alone brings the same search back (a reload, a shared link).
    const address = location()
    view.unmount()
    renderScreen(<CheckResultPage />, { url: address })
    await waitFor(() => expect(api.calls(FAILS).at(-1)).toMatchObject({ module: 'GOODS', entity: 'SKU', fieldCode: 'shopName', label: '3' }))
    expect(screen.getByLabelText('字段编码')).toHaveValue('shopName')
    await waitFor(() => expect(within(screen.getByRole('form', { name: '检查结果查询' })).getByTitle('商品规格')).toBeInTheDocument())
  })

  it('pages the failing records past the first page, never truncated, the page in the URL', async () => {
    fails = Array.from({ length: 23 }, (_, i) => fail({ recordId: `bulk-${i + 1}`, value: 'x'.repeat(12), reason: '长度超过 10 个字符' }))
    const { user, location } = renderScreen(<CheckResultPage />, { url: PATH })
    await waitFor(() => expect(rowsOf('不通过的记录')).toHaveLength(10))
    expect(within(card('不通过的记录')).getByText('共 23 条')).toBeInTheDocument()
    await user.click(within(card('不通过的记录')).getByTitle('3'))
    await waitFor(() => expect(rowsOf('不通过的记录').map((r) => r.querySelector('td')!.textContent)).toEqual(['bulk-21', 'bulk-22', 'bulk-23']))
    expect(api.calls(FAILS).at(-1)).toMatchObject({ pageNum: '3', pageSize: '10' })
    expect(location()).toBe(`${PATH}?page=3`)
  })

  it('says when nothing was reported, without claiming that anything passed', async () => {
    entities = []
    counts = []
    fails = []
    renderScreen(<CheckResultPage />, { url: PATH })
    expect(await within(card('检查概况')).findByText('暂无上报的记录')).toBeInTheDocument()
    expect(within(card('各字段检查结果')).getByText('暂无上报的记录')).toBeInTheDocument()
    expect(screen.queryByText('所有记录均通过检查')).toBeNull()
    expect(await within(card('不通过的记录')).findByText('没有不通过的记录')).toBeInTheDocument()
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })

  it('says every record passed when records were checked and none failed', async () => {
    entities = [summary({ failing: 0 })]
    counts = []
    fails = []
    renderScreen(<CheckResultPage />, { url: PATH })
    expect(await within(card('各字段检查结果')).findByText('所有记录均通过检查')).toBeInTheDocument()
    expect(await within(card('不通过的记录')).findByText('没有不通过的记录')).toBeInTheDocument()
  })

  it('says the results failed to load, with 重试, in place of the empty texts', async () => {
    api.refuse(COUNTS, '网络繁忙，请稍后再试', 50000, 500)
    const { user } = renderScreen(<CheckResultPage />, { url: PATH })
    const alert = await within(card('检查概况')).findByRole('alert')
    expect(alert).toHaveTextContent('检查结果加载失败')
    expect(alert).toHaveTextContent('网络繁忙，请稍后再试')
    expect(screen.queryByText('暂无上报的记录')).toBeNull()
    expect(screen.queryByText('所有记录均通过检查')).toBeNull()

    api.answer(COUNTS, CountListSchema, () => ({ entities, list: counts }))
    await user.click(within(alert).getByRole('button', { name: /重试/ }))
    await waitFor(() => expect(rowsOf('各字段检查结果')).toHaveLength(4))
    expect(within(card('检查概况')).queryByRole('alert')).toBeNull()
  })

  it('says the failing records failed to load, with 重试', async () => {
    api.refuse(FAILS, '网络繁忙，请稍后再试', 50000, 500)
    const { user } = renderScreen(<CheckResultPage />, { url: PATH })
    const alert = await within(card('不通过的记录')).findByRole('alert')
    expect(alert).toHaveTextContent('不通过的记录加载失败')
    expect(within(card('不通过的记录')).queryByText('没有不通过的记录')).toBeNull()
    // The counts still show: only the records' page failed.
    expect(rowsOf('各字段检查结果')).toHaveLength(4)

    answerFails()
    await user.click(within(alert).getByRole('button', { name: /重试/ }))
    await waitFor(() => expect(rowsOf('不通过的记录')).toHaveLength(4))
  })
})
