/**
 * Writes an export file from COPY text pages: CSV lines appended to the file, or sheet XML
 * deflated in blocks into an XLSX zip, a new sheet every `maxRowsPerSheet` rows (header included).
 * The export worker (export-worker.ts) runs one; it needs no thread of its own to be tested.
 */
import fs from 'node:fs'
import { Zip, ZipPassThrough, strToU8 } from 'fflate'
import { LF, renderColumns } from './copy-text.js'
import type { ExportWorkerData } from './export-worker-protocol.js'
import { OutputBytes } from './output-bytes.js'
import { CsvRenderer, csvHeader } from './render-csv.js'
import { SheetRowRenderer, columnLetters, sharedStrings } from './render-xlsx.js'
import { DeflatedMember, SHEET_END, sheetStart, workbookParts } from './xlsx-package.js'

/** About this many bytes of sheet XML make a block deflated on its own. */
const BLOCK_BYTES = 1 << 20
/** Blocks compressing at once while the next is rendered. */
const PARALLEL = 2
/** The file stream's buffered bytes above which a page waits for it to drain. */
const HIGH_WATER = 4 * 1024 * 1024

export interface ExportWriter {
  /** Renders a page of complete lines; resolves once its bytes are no longer needed. */
  write(page: Buffer): Promise<void>
  /** Ends the file; resolves once it is on disk. */
  finish(): Promise<{ rows: number; sheets: number }>
  /** Stops writing; the file is left as it is, for the caller to remove. */
  destroy(): void
}

export const openExportWriter = (data: ExportWorkerData): ExportWriter => {
  const out = fs.createWriteStream(data.path)
  let failed: Error | null = null
  out.on('error', (e) => (failed = e))
  const closed = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve)
    out.once('error', reject)
  })
  // A failure is reported by the next call (failed), or by finish() awaiting this.
  closed.catch(() => {})
  const drained = () => (out.writableLength < HIGH_WATER ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve())))
  const check = () => {
    if (failed) throw failed
  }
  const cols = renderColumns(data.columns)
  const bytes = new OutputBytes()
  const checkPage = (page: Buffer) => {
    check()
    if (page.length && page[page.length - 1] !== LF) throw new Error('a page must end with a newline')
  }

  if (data.format === 'csv') {
    const csv = new CsvRenderer(cols, bytes)
    let rows = 0
    out.write(csvHeader(cols))
    return {
      async write(page) {
        checkPage(page)
        rows += csv.render(page)
        await bytes.hand((filled) => new Promise((resolve) => out.write(filled, () => resolve())))
        await drained()
      },
      async finish() {
        check()
        out.end()
        await closed
        return { rows, sheets: 0 }
      },
      destroy: () => out.destroy(),
    }
  }

  const shared = sharedStrings(cols)
  const sheetRows = new SheetRowRenderer(cols, shared.index, bytes)
  const letters = columnLetters(data.columns.length)
  let zipFailed: Error | null = null
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      zipFailed = err
      return
    }
    out.write(chunk)
    if (final) out.end()
  })
  const checkZip = () => {
    if (zipFailed) throw zipFailed
  }
  let sheet: DeflatedMember | null = null
  let sheets = 0
  const openSheet = async () => {
    sheets++
    sheet = new DeflatedMember(`xl/worksheets/sheet${sheets}.xml`)
    zip.add(sheet)
    sheetRows.startSheet()
    await sheet.write(sheetStart(data.columns, letters))
  }
  const closeSheet = async () => {
    if (!sheet) return
    await sheet.write(SHEET_END)
    await sheet.end()
    sheet = null
  }
  return {
    async write(page) {
      checkPage(page)
      checkZip()
      for (let s = 0; s < page.length; ) {
        if (!sheet || sheetRows.rowInSheet >= data.maxRowsPerSheet) {
          await closeSheet()
          await openSheet()
        }
        s = sheetRows.render(page, s, data.maxRowsPerSheet - sheetRows.rowInSheet, BLOCK_BYTES)
        const member: DeflatedMember = sheet!
        await bytes.hand((filled) => member.write(filled))
        await member.settle(PARALLEL - 1)
      }
      await drained()
    },
    async finish() {
      check()
      checkZip()
      if (!sheet) await openSheet()
      await closeSheet()
      for (const [name, text] of workbookParts(data.title, sheets, shared.strings)) {
        const part = new ZipPassThrough(name)
        zip.add(part)
        part.push(strToU8(text), true)
      }
      zip.end()
      await closed
      check()
      checkZip()
      return { rows: sheetRows.rows, sheets }
    },
    destroy: () => out.destroy(),
  }
}
