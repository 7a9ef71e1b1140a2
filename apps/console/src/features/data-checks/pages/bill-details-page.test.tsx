import { screen, waitFor, within } from '@testing-library/react'
import {
  RECONCILE_STATE_KEYS,
  RECONCILE_STATES,
  ReconcileDetailQuerySchema,
  ReconcileItemSchema,
  ReconcileListQuerySchema,
  ReconcilePageSchema,
  ReconcileTotalsQuerySchema,
  ReconcileTotalsSchema,
  type ReconcileItem,
} from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { Refusal, fakeApi, renderScreen, type FakeApi, type Sent } from '../../../test/screen.js'
import { BillDetailsPage } from './bill-details-page.js'

const PATH = '/dataStandard/reconciliation/billDetails'
const LIST = 'dtd/order-check-record/list'
const TOTALS = 'dtd/order-check-record/totals'
const DETAIL = 'dtd/order-check-record/detail'

let seq = 0
const record = (over: Partial<ReconcileItem> = {}): ReconcileItem => {
  const state = over.state ?? 'matched'
  return {
    id: ++seq,
    orderNo: `SO${seq}`,
    source: 'POS',
    billDate: '2026-11-01',
    ourAmount: '10.00',
    theirAmount: '10.00',
    difference: '0.00',
    state,
    stateName: RECONCILE_STATES[state],
    reportedAt: '2026-11-26 09:00:00',
    ...over,
  }
}

let api: FakeApi
let records: ReconcileItem[]

/** Parses a query as the server does: a refused one answers the envelope's 400 with the field errors. */
const parsed = <S extends z.ZodType>(schema: S, sent: Sent): z.output<S> => {
  const result = schema.safeParse(sent)
  if (result.success) return result.data
  const fields = result.error.issues.map((i) => ({ path: ['query', ...i.path].join('.'), message: i.message }))
  throw new Refusal(fields[0]!.message, 40000, 400, fields)
}

const matching = (q: { dateFrom?: string | undefined; dateTo?: string | undefined; state?: string | undefined; source?: string | undefined; orderNo?: string | undefined }) =>
  records.filter(
    (r) => (!q.dateFrom || r.billDate >= q.dateFrom) && (!q.dateTo || r.billDate <= q.dateTo) && (!q.state || r.state === q.state) && (!q.source || r.source === q.source) && (!q.orderNo || r.orderNo === q.orderNo),
  )

beforeEach(() => {
  seq = 0
  records = [
    record({ orderNo: 'SO1001' }),
    record({ orderNo: 'SO1002', ourAmount: '12.50', theirAmount: '12.00', difference: '0.50', state: 'amountDiffers', stateName: '金额不一致' }),
    record({ orderNo: 'SO1003', source: 'MEITUAN', billDate: '2026-11-02', ourAmount: null, theirAmount: '8.00', difference: '-8.00', state: 'missingOurs', stateName: '本方缺失' }),
    record({ orderNo: 'SO1004', billDate: '2026-11-03', ourAmount: '5.00', theirAmount: null, difference: '5.00', state: 'missingTheirs', stateName: '对方缺失' }),
  ]
  api = fakeApi()
    .answer(LIST, ReconcilePageSchema, (sent) => {
      const q = parsed(ReconcileListQuerySchema, sent)
      const list = matching(q)
      return { list: list.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total: list.length, pageNum: q.pageNum, pageSize: q.pageSize }
    })
    .answer(TOTALS, ReconcileTotalsSchema, (sent) => {
      const list = matching({ ...parsed(ReconcileTotalsQuerySchema, sent), state: undefined })
      return RECONCILE_STATE_KEYS.map((state) => {
        const of = list.filter((r) => r.state === state)
        return { state, stateName: RECONCILE_STATES[state], count: of.length, difference: of.reduce((sum, r) => sum + Number(r.difference), 0).toFixed(2) }
      })
    })
    .answer(DETAIL, ReconcileItemSchema, (sent) => {
      const found = records.find((r) => r.id === parsed(ReconcileDetailQuerySchema, sent).id)
      if (!found) throw new Refusal('对账记录不存在', 40400, 404)
      return found
    })
})

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')]
const orderNos = () => rows().map((r) => r.querySelector('td')!.textContent)
/** The count and the difference shown under a state's tag in the totals. */
const total = (stateName: string) => screen.getAllByText(stateName).map((tag) => tag.closest<HTMLElement>('.ant-statistic')).find(Boolean)!
const searchFor = (location: string) => JSON.parse(new URLSearchParams(location.split('?')[1]).get('q') ?? '{}') as Record<string, unknown>

describe('BillDetailsPage', () => {
  it('lists both sides’ amounts with their state and the totals per state, and searches by state and source, kept in the URL', async () => {
    const { user, location } = renderScreen(<BillDetailsPage />, { url: PATH })
    await waitFor(() => expect(orderNos()).toEqual(['SO1001', 'SO1002', 'SO1003', 'SO1004']))
    const differs = rows()[1]!
    expect(differs).toHaveTextContent('12.50')
    expect(differs).toHaveTextContent('12.00')
    expect(differs).toHaveTextContent('0.50')
    expect(within(differs).getByText('金额不一致')).toBeInTheDocument()
    expect(rows()[2]).toHaveTextContent('—8.00-8.00本方缺失')

    await waitFor(() => expect(total('一致')).toHaveTextContent('1条'))
    expect(total('金额不一致')).toHaveTextContent('1条，差额 0.50')
    expect(total('本方缺失')).toHaveTextContent('1条，差额 -8.00')
    expect(total('对方缺失')).toHaveTextContent('1条，差额 5.00')

    const form = screen.getByRole('form', { name: '对账查询' })
    await user.type(within(form).getByLabelText('来源'), 'POS')
    await user.click(within(form).getByRole('combobox', { name: '状态' }))
    await user.click(await screen.findByTitle('对方缺失'))
    await user.click(within(form).getByRole('button', { name: /查\s*询/ }))

    await waitFor(() => expect(orderNos()).toEqual(['SO1004']))
    expect(api.calls(LIST).at(-1)).toMatchObject({ source: 'POS', state: 'missingTheirs', pageNum: '1' })
    expect(searchFor(location())).toEqual({ source: 'POS', state: 'missingTheirs' })
    // The totals take the other filters but every state: POS has one record of each but 本方缺失.
    expect(api.calls(TOTALS).at(-1)).toEqual({ source: 'POS' })
    await waitFor(() => expect(total('本方缺失')).toHaveTextContent('0条，差额 0.00'))
    expect(total('一致')).toHaveTextContent('1条')
  })

  it('searches a range of bill dates read back from the URL', async () => {
    renderScreen(<BillDetailsPage />, { url: `${PATH}?q=${encodeURIComponent(JSON.stringify({ dateFrom: '2026-11-02', dateTo: '2026-11-03' }))}` })
    await waitFor(() => expect(orderNos()).toEqual(['SO1003', 'SO1004']))
    expect(api.calls(LIST).at(-1)).toMatchObject({ dateFrom: '2026-11-02', dateTo: '2026-11-03' })
    const [from, to] = within(screen.getByRole('form', { name: '对账查询' })).getAllByRole('textbox')
    expect(from).toHaveValue('2026-11-02')
    expect(to).toHaveValue('2026-11-03')
    await waitFor(() => expect(total('一致')).toHaveTextContent('0条'))
    expect(total('对方缺失')).toHaveTextContent('1条，差额 5.00')
  })

  it('opens a record’s detail', async () => {
    const { user } = renderScreen(<BillDetailsPage />, { url: PATH })
    await waitFor(() => expect(rows()).toHaveLength(4))
    await user.click(screen.getByRole('button', { name: '查看订单 SO1003 的详情' }))
    const dialog = await screen.findByRole('dialog', { name: '对账详情' })
    await waitFor(() => expect(within(dialog).getByText('MEITUAN')).toBeInTheDocument())
    const item = (label: string) => within(dialog).getByText(label).closest('tr')!
    expect(item('订单号')).toHaveTextContent('SO1003')
    expect(item('账单日期')).toHaveTextContent('2026-11-02')
    expect(item('本方金额')).toHaveTextContent('—')
    expect(item('对方金额')).toHaveTextContent('8.00')
    expect(item('差额')).toHaveTextContent('-8.00')
    expect(item('状态')).toHaveTextContent('本方缺失')
    expect(api.calls(DETAIL)).toEqual([{ id: '3' }])
  })

  it('shows the server’s refusal of a bill-date range that ends before it starts, once, and no rows', async () => {
    const reversed = `${PATH}?q=${encodeURIComponent(JSON.stringify({ dateFrom: '2026-11-03', dateTo: '2026-11-02' }))}`
    renderScreen(<BillDetailsPage />, { url: reversed })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('对账记录加载失败')
    expect(alert).toHaveTextContent('结束日期不能早于开始日期')
    await waitFor(() => expect(api.calls(TOTALS)).toHaveLength(1))
    // Both calls were refused; the page says why once, with no 暂无… under it.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1))
    expect(rows()).toHaveLength(0)
    expect(screen.queryByText('没有找到符合条件的对账记录')).toBeNull()
    expect(api.errors).toContain('结束日期不能早于开始日期')
  })

  it('says when nothing was reported', async () => {
    records = []
    renderScreen(<BillDetailsPage />, { url: PATH })
    expect(await screen.findByText('暂无对账记录')).toBeInTheDocument()
    await waitFor(() => expect(total('一致')).toHaveTextContent('0条'))
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })
})
