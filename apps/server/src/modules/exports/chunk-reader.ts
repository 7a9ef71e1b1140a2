import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import type { Database, DbOrTx } from '../../db/client.js'
import { sqlInt, sqlString } from '../../lib/sql-literal.js'
import type { ExportSource } from './export-source.js'
import { rawColumnSql } from './format-sql.js'

export interface Chunk {
  /** The rendered rows, each ending in '\n', as UTF-8 bytes. */
  body: Buffer
  rows: number
}

/** A page: the select of the raw columns, which the database writes out in COPY's text format. */
export interface PageQuery {
  select: string
}

/** Runs a page and returns its rows as COPY text-format lines, without a JavaScript value per row. */
export type LineFetcher = (page: PageQuery) => Promise<Chunk>

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * `COPY (…) TO …` in text format, the fastest way each database has to hand over many rows:
 * - PGlite: to '/dev/blob', so the bytes arrive as one blob;
 * - PostgreSQL: to STDOUT on a pooled connection (pg-copy-streams), so the server writes the
 *   lines with its own output functions and they arrive as buffers, never as row objects.
 */
export const lineFetcherFor = (database: Database): LineFetcher => {
  if (database.pglite) {
    const pglite = database.pglite
    return async (page) => {
      const result = (await pglite.query(`copy (${page.select}) to '/dev/blob'`)) as {
        affectedRows?: number
        blob?: Blob
      }
      const rows = result.affectedRows ?? 0
      if (!result.blob || rows === 0) return { body: Buffer.alloc(0), rows: 0 }
      return { body: Buffer.from(await result.blob.arrayBuffer()), rows }
    }
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client
  return async (page) => {
    const client = await pool.connect()
    try {
      const stream = client.query(copyTo(`copy (${page.select}) to stdout`))
      const parts: Buffer[] = []
      for await (const part of stream) parts.push(part as Buffer)
      client.release()
      return { body: Buffer.concat(parts), rows: stream.rowCount }
    } catch (error) {
      // A connection that failed in the middle of a COPY is closed rather than reused.
      client.release(error as Error)
      throw error
    }
  }
}

interface Cursor {
  id: number
  /** `created_at::text`: exact, so the next page starts right after the last row. */
  at: string
}

/** The key id at the start of the last line (the first column of every source). */
const lastKeyOf = (body: Buffer): number | null => {
  const start = body.lastIndexOf(10, body.length - 2) + 1
  const head = body.subarray(start, Math.min(body.length, start + 24)).toString('latin1')
  const match = /^(\d+)\t/.exec(head)
  return match ? Number(match[1]) : null
}

/**
 * Reads an export source in keyset pages of `pageRows` (the first ones smaller), newest first (`created_at desc, id
 * desc`, an indexed order). Every page is one short statement, so on the embedded database
 * other requests run between pages.
 *
 * Without filters a page is the next `pageRows` rows after the cursor; the cursor is the last
 * line's id (the first column of every source is the key id) and its exact `created_at`.
 * With filters a page is the next `pageRows` keys of the table (one index range) filtered
 * inside it, so a filter that matches few rows never turns a page into a scan of the table.
 */
export async function* readChunks(db: DbOrTx, fetchLines: LineFetcher, source: ExportSource, pageRows: number): AsyncGenerator<Chunk> {
  const k = source.keyAlias
  const order = `${k}.created_at desc, ${k}.id desc`
  const after = (c: Cursor | null) => (c ? `(${k}.created_at, ${k}.id) < (${sqlString(c.at)}::timestamptz, ${sqlInt(c.id)})` : 'true')
  const columns = source.columns.map((c, i) => `${rawColumnSql(c)} as c${i}`).join(', ')
  const page = (conditions: string, limit: string): PageQuery => ({
    select: `select ${columns} from ${source.from} where (${source.where}) and ${conditions} order by ${order} ${limit}`,
  })
  let cursor: Cursor | null = null
  // The first pages are smaller (a quarter, a half, then whole): the first reads find the data
  // cold, and a request that arrives as the export starts waits for at most one page.
  let size = Math.max(1, Math.min(pageRows, Math.ceil(pageRows / 4)))
  const grow = () => (size = Math.min(pageRows, size * 2))
  for (;;) {
    if (source.narrowed) {
      const [lower]: Array<Cursor | undefined> = rowsOf<Cursor>(
        await db.execute(
          sql.raw(`select ${k}.id, ${k}.created_at::text as at from ${source.keyTable} ${k} where ${after(cursor)}
            order by ${order} offset ${sqlInt(size - 1)} limit 1`),
        ),
      )
      const lowerBound = lower ? `(${k}.created_at, ${k}.id) >= (${sqlString(lower.at)}::timestamptz, ${sqlInt(lower.id)})` : 'true'
      const chunk = await fetchLines(page(`${after(cursor)} and ${lowerBound}`, ''))
      if (chunk.rows > 0) yield chunk
      if (!lower) return
      cursor = lower
      grow()
      continue
    }
    const limit = size
    const chunk = await fetchLines(page(after(cursor), `limit ${sqlInt(limit)}`))
    // Read before yielding: the consumer hands the bytes to the worker (transferred away).
    const id = chunk.rows < limit ? null : lastKeyOf(chunk.body)
    if (chunk.rows > 0) yield chunk
    if (chunk.rows < limit) return
    grow()
    if (id === null) throw new Error('导出数据的第一列必须是记录 ID')
    const [row] = rowsOf<{ at: string }>(await db.execute(sql.raw(`select created_at::text as at from ${source.keyTable} where id = ${sqlInt(id)}`)))
    if (!row) throw new Error('导出过程中数据被删除，请重试')
    cursor = { id, at: row.at }
  }
}

/** The planner's estimate of the matching rows: a progress total that costs nothing to get. */
export const estimateRows = async (db: DbOrTx, source: ExportSource): Promise<number | null> => {
  try {
    const result = rowsOf<Record<string, unknown>>(await db.execute(sql.raw(`explain (format json) select 1 from ${source.from} where ${source.where}`)))
    const plan = result[0]?.['QUERY PLAN']
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>
    const rows = parsed[0]?.Plan['Plan Rows']
    return typeof rows === 'number' ? Math.max(0, Math.round(rows)) : null
  } catch {
    return null
  }
}
