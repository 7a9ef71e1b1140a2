import { RECONCILE_STATE_KEYS, RECONCILE_STATES, type Page, type ReconcileItem, type ReconcileState } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { toPage } from '../../lib/page.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { ExportSource } from '../exports/export-source.js'
import {
  findReconcile,
  listReconcile,
  reconcileTotals,
  reconcileWhereText,
  upsertReconcile,
  type ReconcileFilter,
  type ReconcileInput,
  type ReconcileRow,
} from './reconcile.repository.js'

export const RECONCILE_SOURCE = 'order-check-records'

const toItem = (r: ReconcileRow): ReconcileItem => ({
  id: r.id,
  orderNo: r.order_no,
  source: r.source,
  billDate: r.bill_date,
  ourAmount: r.our_amount,
  theirAmount: r.their_amount,
  difference: r.difference,
  state: r.state as ReconcileState,
  stateName: RECONCILE_STATES[r.state as ReconcileState] ?? r.state,
  reportedAt: toChinaTime(r.reported_at instanceof Date ? r.reported_at : new Date(r.reported_at)),
})

/** Order reconciliation (dtd/order-check-record): records reported by the systems on each side. */
export const createReconcileService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  async report(records: ReconcileInput[]) {
    const blank = records.findIndex((r) => r.ourAmount == null && r.theirAmount == null)
    if (blank >= 0) throw new AppError('VALIDATION_FAILED', '至少提供一方的金额', [{ path: `body.records.${blank}`, message: '至少提供一方的金额' }])
    const unique = [...new Map(records.map((r) => [`${r.source}\u0000${r.orderNo}`, r])).values()]
    return db.transaction((tx) => upsertReconcile(tx, unique, clock.now()))
  },

  async list(session: SessionContext, q: ReconcileFilter & { pageNum: number; pageSize: number }): Promise<Page<ReconcileItem>> {
    assertPlatformWide(session.scope)
    return toPage(await listReconcile(db, q, q.pageNum, q.pageSize), q, toItem)
  },

  async detail(session: SessionContext, id: number) {
    assertPlatformWide(session.scope)
    const row = await findReconcile(db, id)
    if (!row) throw new AppError('NOT_FOUND', '对账记录不存在')
    return toItem(row)
  },

  async totals(session: SessionContext, q: ReconcileFilter) {
    assertPlatformWide(session.scope)
    const rows = await reconcileTotals(db, q)
    return RECONCILE_STATE_KEYS.map((state) => {
      const row = rows.find((r) => r.state === state)
      return { state, stateName: RECONCILE_STATES[state], count: row?.n ?? 0, difference: row?.difference ?? '0' }
    })
  },

  exportSource: (q: ReconcileFilter): ExportSource => ({
    modelName: 'ORDER_CHECK_RECORDS',
    modelNameDesc: '订单对账导出',
    title: '订单对账',
    keyTable: 'reconcile_records',
    keyAlias: 'r',
    from: 'reconcile_records r',
    where: reconcileWhereText(q),
    narrowed: true,
    columns: [
      { header: '订单号', sql: 'r.order_no', type: 'text', width: 24 },
      { header: '来源系统', sql: 'r.source', type: 'text', width: 12 },
      { header: '账单日期', sql: `to_char(r.bill_date, 'YYYY-MM-DD')`, type: 'text', width: 12 },
      { header: '本方金额', sql: `coalesce(r.our_amount::text, '')`, type: 'text', width: 12 },
      { header: '对方金额', sql: `coalesce(r.their_amount::text, '')`, type: 'text', width: 12 },
      { header: '差额', sql: 'r.difference::text', type: 'text', width: 12 },
      {
        header: '状态',
        sql: `case r.state ${RECONCILE_STATE_KEYS.map((k) => `when '${k}' then '${RECONCILE_STATES[k]}'`).join(' ')} else r.state end`,
        type: 'text',
        width: 12,
      },
      { header: '上报时间', sql: 'r.reported_at', type: 'time', width: 20 },
    ],
  }),
})

export type ReconcileService = ReturnType<typeof createReconcileService>
