/**
 * What the main thread and the export worker (export-worker.ts) say to each other.
 *
 * In: { type: 'rows', buf } (an ArrayBuffer of complete COPY text lines, transferred), { type: 'end' },
 * { type: 'abort' }. Out: { type: 'ack', buf } once a page is written (its bytes handed back, to be
 * dropped there), { type: 'done', rows, sheets }, { type: 'error', message }.
 */
import type { ExportFormat } from '@yunying/contracts'
import type { ExportColumnType } from './export-source.js'

export interface WorkerColumn {
  header: string
  type: ExportColumnType
  /** Width in the XLSX, in characters. */
  width: number
  labels: Readonly<Record<number, string>>
  /** A lookup table read once (`id<TAB>value` lines): the pages carry the key, the worker writes the value. */
  lookup: ArrayBuffer | null
}

/** The worker's start data (`workerData`). */
export interface ExportWorkerData {
  format: ExportFormat
  /** The file to write. */
  path: string
  /** The sheet name (XLSX). */
  title: string
  /** Rows per sheet, header included. */
  maxRowsPerSheet: number
  columns: WorkerColumn[]
}

export type ToWorker = { type: 'rows'; buf: ArrayBuffer } | { type: 'end' } | { type: 'abort' }

export type FromWorker = { type: 'ack'; buf: ArrayBuffer } | { type: 'done'; rows: number; sheets: number } | { type: 'error'; message: string }
