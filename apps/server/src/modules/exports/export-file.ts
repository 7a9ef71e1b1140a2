import { XLSX_MAX_ROWS_PER_SHEET, type ExportFormat } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { sqlInt } from '../../lib/sql-literal.js'
import { startWorker } from '../../lib/worker-entry.js'
import { readChunks, type LineFetcher } from './chunk-reader.js'
import type { ExportColumn, ExportSource } from './export-source.js'
import type { ExportWorkerData, FromWorker, ToWorker } from './export-worker-protocol.js'

/** A lookup table with more rows than this is read per row (a subquery) instead of once. */
export const EXPORT_LOOKUP_MAX_ROWS = 100_000

export interface ExportRunOptions {
  db: DbOrTx
  fetchLines: LineFetcher
  source: ExportSource
  format: ExportFormat
  /** Where to write; the caller moves it into the file store. */
  path: string
  pageRows: number
  /** Pause between pages, to favour interactive requests (0: just yield). */
  pauseMs: number
  /** Resolves when it is a good moment for the next page (no request waiting on the database). */
  yieldToRequests?: () => Promise<void>
  onProgress(rows: number): void
  /** Throws to stop (lease lost, shutting down). */
  checkpoint(): void
  /** Rows per XLSX sheet, header included; the format's limit unless a test lowers it. */
  maxRowsPerSheet?: number
  /** The largest lookup table read once; EXPORT_LOOKUP_MAX_ROWS unless a test lowers it. */
  lookupMaxRows?: number
}

/** The bytes of a Buffer as an ArrayBuffer of their own, which can be transferred. */
const ownBuffer = (bytes: Buffer): ArrayBuffer =>
  (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) as ArrayBuffer

/**
 * Reads every lookup table that is small enough once, as `id<TAB>value` lines for the worker, and
 * answers the columns the pages then read: the key instead of the value for those, the column
 * as it is (its subquery) for the others.
 */
const prepareLookups = async (fetchLines: LineFetcher, columns: ExportColumn[], maxRows: number) => {
  const pageColumns: ExportColumn[] = []
  const tables: Array<ArrayBuffer | null> = []
  for (const column of columns) {
    const lookup = column.lookup
    const chunk = lookup
      ? await fetchLines({
          select: `select l.id as c0, l.${lookup.value} as c1 from ${lookup.table} l limit ${sqlInt(maxRows + 1)}`,
        })
      : null
    if (!lookup || !chunk || chunk.rows > maxRows) {
      pageColumns.push(column)
      tables.push(null)
    } else {
      pageColumns.push({ header: column.header, sql: lookup.key, type: 'int' })
      tables.push(ownBuffer(chunk.body))
    }
  }
  return { pageColumns, tables }
}

/** The worker (export-worker.ts), and a way to wait for its next message. */
const startExportWorker = async (options: ExportRunOptions, tables: Array<ArrayBuffer | null>) => {
  const workerData: ExportWorkerData = {
    format: options.format,
    path: options.path,
    title: options.source.title,
    maxRowsPerSheet: options.maxRowsPerSheet ?? XLSX_MAX_ROWS_PER_SHEET,
    columns: options.source.columns.map((c, i) => ({ header: c.header, type: c.type, width: c.width ?? 14, labels: c.labels ?? {}, lookup: tables[i] ?? null })),
  }
  const worker = await startWorker(import.meta.url, 'export-worker', {
    // A small young generation keeps the worker's garbage (a page's strings) from piling up.
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 },
    transferList: tables.filter((t): t is ArrayBuffer => t !== null),
    workerData,
  })
  const inbox: FromWorker[] = []
  let waiting: ((m: FromWorker) => void) | null = null
  let crashed: Error | null = null
  const deliver = (m: FromWorker) => {
    if (waiting) {
      const w = waiting
      waiting = null
      w(m)
    } else inbox.push(m)
  }
  worker.on('message', deliver)
  worker.on('error', (error) => {
    crashed = error
    deliver({ type: 'error', message: error.message })
  })
  worker.on('exit', (code) => {
    if (code !== 0 && !crashed) deliver({ type: 'error', message: `export worker exited with ${code}` })
  })
  const next = () => (inbox.length ? Promise.resolve(inbox.shift()!) : new Promise<FromWorker>((resolve) => (waiting = resolve)))
  const expect = async <T extends FromWorker['type']>(type: T) => {
    const message = await next()
    if (message.type === 'error') throw new Error(`导出文件写入失败：${message.message}`)
    if (message.type !== type) throw new Error(`export worker: expected ${type}, got ${message.type}`)
    return message as Extract<FromWorker, { type: T }>
  }
  return { worker, expect }
}

/**
 * Writes every row of `source` to `path`: the main thread reads pages from the database and
 * hands the raw bytes over (transferred, not copied); the worker renders CSV or XLSX and
 * compresses. One page is read while the previous one is rendered.
 */
export const writeExportFile = async (options: ExportRunOptions): Promise<number> => {
  const { pageColumns, tables } = await prepareLookups(options.fetchLines, options.source.columns, options.lookupMaxRows ?? EXPORT_LOOKUP_MAX_ROWS)
  const { worker, expect } = await startExportWorker(options, tables)
  let inFlight = 0
  let rows = 0
  try {
    // Requests already waiting go first, before the first page too.
    await options.yieldToRequests?.()
    for await (const chunk of readChunks(options.db, options.fetchLines, { ...options.source, columns: pageColumns }, options.pageRows)) {
      options.checkpoint()
      if (inFlight > 0) {
        await expect('ack')
        inFlight--
      }
      const buf = ownBuffer(chunk.body)
      worker.postMessage({ type: 'rows', buf } satisfies ToWorker, [buf])
      inFlight++
      rows += chunk.rows
      options.onProgress(rows)
      await new Promise<void>((resolve) => (options.pauseMs > 0 ? setTimeout(resolve, options.pauseMs) : setImmediate(resolve)))
      await options.yieldToRequests?.()
    }
    for (; inFlight > 0; inFlight--) await expect('ack')
    worker.postMessage({ type: 'end' } satisfies ToWorker)
    const done = await expect('done')
    if (done.rows !== rows) throw new Error(`export worker wrote ${done.rows} rows of ${rows}`)
    return rows
  } catch (error) {
    worker.postMessage({ type: 'abort' } satisfies ToWorker)
    throw error
  } finally {
    await worker.terminate().catch(() => {})
  }
}
