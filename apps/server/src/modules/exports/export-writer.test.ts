import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { startWorker } from '../../lib/worker-entry.js'
import type { ExportWorkerData, FromWorker, WorkerColumn } from './export-worker-protocol.js'
import { openExportWriter } from './export-writer.js'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-writer-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
let files = 0
const fileOf = (ext: string) => path.join(dir, `${++files}.${ext}`)

const bytes = (text: string) => {
  const buf = Buffer.from(text)
  return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer
}

/** Columns as an export source would send them: id, name, group (looked up), type (label), created (time), remark. */
const columns = (): WorkerColumn[] => [
  { header: '品牌ID', type: 'int', width: 10, labels: {}, lookup: null },
  { header: '品牌名称', type: 'text', width: 20, labels: {}, lookup: null },
  { header: '集团名称', type: 'text', width: 20, labels: {}, lookup: bytes('1\t集团甲\n2\tA&B <"茶">\n') },
  { header: '品牌类型', type: 'label', width: 12, labels: { 1: '餐饮', 2: '零售, 批发' }, lookup: null },
  { header: '创建时间', type: 'time', width: 20, labels: {}, lookup: null },
  { header: '备注', type: 'text', width: 20, labels: {}, lookup: null },
]

// COPY text lines: tab-separated, \N for null, backslash escapes.
const PAGE_ONE = [
  '1\t茶饮一号\t1\t1\t2026-11-25 10:11:12.345678\t普通备注',
  '2\t=SUM(A1)\t2\t2\t2026-11-25 10:11:13\t说"明",有逗号',
  '3\t 两端空格 \t\\N\t9\t\\N\t第一行\\n第二行\\t制表\\\\反斜杠',
].join('\n')
const PAGE_TWO = ['4\t<b>粗体</b> & co\t7\t\\N\t2026-11-25 10:11:14\t\\N', '5\t控制\\x01字符\x02\t1\t1\t2026-11-25 10:11:15\t末行'].join('\n')

const data = (format: 'csv' | 'xlsx', extra: Partial<ExportWorkerData> = {}): ExportWorkerData => ({
  format,
  path: fileOf(format),
  title: '品牌列表',
  maxRowsPerSheet: 1_048_576,
  columns: columns(),
  ...extra,
})

const write = async (worker: ExportWorkerData, pages: string[]) => {
  const writer = openExportWriter(worker)
  for (const page of pages) await writer.write(Buffer.from(`${page}\n`))
  return writer.finish()
}

const readXlsx = async (file: string) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = []
    sheet.eachRow((row) => rows.push(Array.from({ length: 6 }, (_, c) => row.getCell(c + 1).text)))
    return { name: sheet.name, rows }
  })
}

const HEADER = ['品牌ID', '品牌名称', '集团名称', '品牌类型', '创建时间', '备注']
const ROWS = [
  ['1', '茶饮一号', '集团甲', '餐饮', '2026-11-25 10:11:12', '普通备注'],
  ['2', '=SUM(A1)', 'A&B <"茶">', '零售, 批发', '2026-11-25 10:11:13', '说"明",有逗号'],
  ['3', ' 两端空格 ', '', '9', '', '第一行\n第二行\t制表\\反斜杠'],
  // Group 7 was added after the lookup table was read: an empty cell.
  ['4', '<b>粗体</b> & co', '', '', '2026-11-25 10:11:14', ''],
  ['5', '控制x01字符', '集团甲', '餐饮', '2026-11-25 10:11:15', '末行'],
]

describe('the export writer', () => {
  it('writes CSV with a BOM, the header, label words, looked-up names, times to the second and formulas shown as text', async () => {
    const worker = data('csv')
    expect(await write(worker, [PAGE_ONE, PAGE_TWO])).toEqual({ rows: 5, sheets: 0 })
    expect(fs.readFileSync(worker.path, 'utf8')).toBe(
      '\uFEFF品牌ID,品牌名称,集团名称,品牌类型,创建时间,备注\n' +
        '1,茶饮一号,集团甲,餐饮,2026-11-25 10:11:12,普通备注\n' +
        `2,'=SUM(A1),"A&B <""茶"">","零售, 批发",2026-11-25 10:11:13,"说""明"",有逗号"\n` +
        '3, 两端空格 ,,9,,"第一行\n第二行\t制表\\反斜杠"\n' +
        '4,<b>粗体</b> & co,,,2026-11-25 10:11:14,\n' +
        '5,控制x01字符\x02,集团甲,餐饮,2026-11-25 10:11:15,末行\n',
    )
  })

  it('writes an XLSX that Excel tools read back cell for cell, nulls as empty cells in their columns', async () => {
    const worker = data('xlsx')
    expect(await write(worker, [PAGE_ONE, PAGE_TWO])).toEqual({ rows: 5, sheets: 1 })
    const sheets = await readXlsx(worker.path)
    expect(sheets).toEqual([{ name: '品牌列表', rows: [HEADER, ...ROWS] }])
  })

  it('writes a cell reference only where a cell does not follow the one before it', async () => {
    const worker = data('xlsx')
    await write(worker, [PAGE_ONE])
    const sheet = strFromU8(unzipSync(fs.readFileSync(worker.path))['xl/worksheets/sheet1.xml']!)
    const row4 = /<row r="4">(.*?)<\/row>/s.exec(sheet)![1]!
    // Row 4 is brand 3: no group and no time, so the cells after them say where they are.
    expect(row4.match(/<c r="[A-Z]+4"/g)).toEqual(['<c r="A4"', '<c r="D4"', '<c r="F4"'])
    expect(row4).toContain('<t xml:space="preserve"> 两端空格 </t>')
  })

  it('starts a new sheet, with the header again, when a sheet is full', async () => {
    const worker = data('xlsx', { maxRowsPerSheet: 3 })
    expect(await write(worker, [PAGE_ONE, PAGE_TWO])).toEqual({ rows: 5, sheets: 3 })
    const sheets = await readXlsx(worker.path)
    expect(sheets.map((s) => s.name)).toEqual(['品牌列表', '品牌列表2', '品牌列表3'])
    expect(sheets.map((s) => s.rows)).toEqual([
      [HEADER, ROWS[0], ROWS[1]],
      [HEADER, ROWS[2], ROWS[3]],
      [HEADER, ROWS[4]],
    ])
  })

  it('writes the header alone when there are no rows', async () => {
    const csv = data('csv')
    expect(await write(csv, [])).toEqual({ rows: 0, sheets: 0 })
    expect(fs.readFileSync(csv.path, 'utf8')).toBe(`\uFEFF${HEADER.join(',')}\n`)
    const xlsx = data('xlsx')
    expect(await write(xlsx, [])).toEqual({ rows: 0, sheets: 1 })
    expect(await readXlsx(xlsx.path)).toEqual([{ name: '品牌列表', rows: [HEADER] }])
  })

  it('refuses a page that does not end with a whole line', async () => {
    const writer = openExportWriter(data('csv'))
    await expect(writer.write(Buffer.from('1\t半行'))).rejects.toThrow('a page must end with a newline')
    writer.destroy()
  })
})

describe('the export worker', () => {
  it('runs as a worker thread from the sources: pages in, acknowledgements with the bytes back, then the count', async () => {
    const worker = data('xlsx')
    const thread = await startWorker(new URL('./export-file.ts', import.meta.url).href, 'export-worker', { workerData: worker })
    const inbox: FromWorker[] = []
    let waiting: ((m: FromWorker) => void) | null = null
    thread.on('message', (m: FromWorker) => (waiting ? waiting(m) : inbox.push(m)))
    const next = () =>
      inbox.length
        ? Promise.resolve(inbox.shift()!)
        : new Promise<FromWorker>((resolve) => {
            waiting = (m) => {
              waiting = null
              resolve(m)
            }
          })
    try {
      for (const page of [PAGE_ONE, PAGE_TWO]) {
        const buf = bytes(`${page}\n`)
        thread.postMessage({ type: 'rows', buf }, [buf])
        const ack = await next()
        expect(ack.type === 'ack' && Buffer.from(ack.buf).toString()).toBe(`${page}\n`)
      }
      thread.postMessage({ type: 'end' })
      expect(await next()).toEqual({ type: 'done', rows: 5, sheets: 1 })
      expect(await readXlsx(worker.path)).toEqual([{ name: '品牌列表', rows: [HEADER, ...ROWS] }])
    } finally {
      await thread.terminate()
    }
  })
})
