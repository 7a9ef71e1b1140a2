import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { lit } from './check-sql.js'

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export interface ReconcileInput {
  orderNo: string
  source: string
  billDate: string
  ourAmount?: number | string | null | undefined
  theirAmount?: number | string | null | undefined
}

/** The state of a record, from the two amounts (SQL over columns `o` and `t`). */
const STATE = (o: string, t: string) =>
  `case when ${o} is null then 'missingOurs' when ${t} is null then 'missingTheirs' when ${o} = ${t} then 'matched' else 'amountDiffers' end`

/** Stores reconciliation records (source + order number replaces), the state and difference computed in SQL. */
export const upsertReconcile = async (db: DbOrTx, records: ReconcileInput[], at: Date) => {
  const payload = JSON.stringify(
    records.map((r) => ({ order_no: r.orderNo, source: r.source, bill_date: r.billDate, o: r.ourAmount == null ? null : String(r.ourAmount), t: r.theirAmount == null ? null : String(r.theirAmount) })),
  )
  const [row] = rowsOf<{ received: number; replaced: number }>(
    await db.execute(sql`
      with input as (
        select r.order_no, r.source, r.bill_date::date as bill_date, round(r.o::numeric, 2) as o, round(r.t::numeric, 2) as t
        from jsonb_to_recordset(${payload}::jsonb) as r(order_no text, source text, bill_date text, o text, t text)
      ),
      up as (
        insert into reconcile_records (order_no, source, bill_date, our_amount, their_amount, difference, state, created_at, reported_at)
        select order_no, source, bill_date, o, t, coalesce(o, 0) - coalesce(t, 0), ${sql.raw(STATE('o', 't'))}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz from input
        on conflict (source, order_no) do update set bill_date = excluded.bill_date, our_amount = excluded.our_amount, their_amount = excluded.their_amount,
          difference = excluded.difference, state = excluded.state, reported_at = excluded.reported_at
        returning (xmax <> 0) as replaced
      )
      select count(*)::int as received, (count(*) filter (where replaced))::int as replaced from up`),
  )
  return row!
}

export interface ReconcileFilter {
  dateFrom?: string | undefined
  dateTo?: string | undefined
  state?: string | undefined
  source?: string | undefined
  orderNo?: string | undefined
}

const where = (q: ReconcileFilter): SQL => {
  const parts: SQL[] = [sql`true`]
  if (q.dateFrom) parts.push(sql`r.bill_date >= ${q.dateFrom}::date`)
  if (q.dateTo) parts.push(sql`r.bill_date <= ${q.dateTo}::date`)
  if (q.state) parts.push(sql`r.state = ${q.state}`)
  if (q.source) parts.push(sql`r.source = ${q.source}`)
  if (q.orderNo) parts.push(sql`r.order_no = ${q.orderNo}`)
  return sql.join(parts, sql` and `)
}

export const reconcileWhereText = (q: ReconcileFilter) => {
  const parts = ['true']
  if (q.dateFrom) parts.push(`r.bill_date >= ${lit(q.dateFrom)}::date`)
  if (q.dateTo) parts.push(`r.bill_date <= ${lit(q.dateTo)}::date`)
  if (q.state) parts.push(`r.state = ${lit(q.state)}`)
  if (q.source) parts.push(`r.source = ${lit(q.source)}`)
  if (q.orderNo) parts.push(`r.order_no = ${lit(q.orderNo)}`)
  return parts.join(' and ')
}

export interface ReconcileRow {
  id: number
  order_no: string
  source: string
  bill_date: string
  our_amount: string | null
  their_amount: string | null
  difference: string
  state: string
  reported_at: string | Date
}

const COLUMNS = sql`r.id, r.order_no, r.source, to_char(r.bill_date, 'YYYY-MM-DD') as bill_date, r.our_amount::text as our_amount, r.their_amount::text as their_amount, r.difference::text as difference, r.state, r.reported_at`

export const listReconcile = async (db: DbOrTx, q: ReconcileFilter, pageNum: number, pageSize: number) => {
  const w = where(q)
  const rows = rowsOf<ReconcileRow>(await db.execute(sql`select ${COLUMNS} from reconcile_records r where ${w} order by r.bill_date desc, r.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`))
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from reconcile_records r where ${w}`))
  return { rows, total: count!.n }
}

export const findReconcile = async (db: DbOrTx, id: number) => rowsOf<ReconcileRow>(await db.execute(sql`select ${COLUMNS} from reconcile_records r where r.id = ${id}`))[0] ?? null

export const reconcileTotals = async (db: DbOrTx, q: ReconcileFilter) =>
  rowsOf<{ state: string; n: number; difference: string }>(
    await db.execute(sql`select r.state, count(*)::int as n, coalesce(sum(r.difference), 0)::text as difference from reconcile_records r where ${where({ ...q, state: undefined })} group by r.state`),
  )
