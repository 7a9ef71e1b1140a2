import fs from 'node:fs'
import type ExcelJS from 'exceljs'
import { loadExcel } from './load-excel.js'
import { AppError } from '../../lib/app-error.js'

export interface Table {
  headers: string[]
  /** Data rows (after the header), each cell as trimmed text; blank rows dropped. */
  rows: Array<{ line: number; cells: string[] }>
}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF, an optional UTF-8 BOM. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  for (; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (quoted) throw new AppError('IMPORT_FILE_INVALID', '文件格式不正确：引号未闭合')
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

const cellText = (cell: ExcelJS.Cell): string => {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value)
  if (typeof value === 'string') return value
  return cell.text ?? ''
}

const readXlsx = async (path: string): Promise<string[][]> => {
  const Excel = await loadExcel()
  const workbook = new Excel.Workbook()
  try {
    await workbook.xlsx.readFile(path)
  } catch {
    throw new AppError('IMPORT_FILE_INVALID', '文件已损坏或不是有效的 Excel 文件')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = []
    for (let c = 1; c <= Math.max(row.cellCount, 1); c++) cells.push(cellText(row.getCell(c)))
    rows[number - 1] = cells
  })
  return Array.from(rows, (r) => r ?? [])
}

/**
 * Reads the first sheet of an XLSX, or a CSV, into a header row and data rows, and checks what
 * can be checked before any row is: not empty, the expected headers, not too many rows.
 */
export const readTable = async (path: string, extension: 'xlsx' | 'csv', expectedHeaders: readonly string[], maxRows: number): Promise<Table> => {
  let raw: string[][]
  if (extension === 'csv') {
    const buffer = await fs.promises.readFile(path)
    const text = new TextDecoder('utf-8', { fatal: false }).decode(buffer)
    raw = parseCsv(text)
  } else {
    raw = await readXlsx(path)
  }
  const trimmed = raw.map((r) => r.map((c) => c.trim()))
  const headerIndex = trimmed.findIndex((r) => r.some((c) => c !== ''))
  if (headerIndex < 0) throw new AppError('IMPORT_FILE_INVALID', '文件是空的，请按模板填写后再导入')
  const headers = trimmed[headerIndex]!.slice(0, expectedHeaders.length + 5)
  while (headers.length && headers.at(-1) === '') headers.pop()
  if (headers.length !== expectedHeaders.length || headers.some((h, i) => h !== expectedHeaders[i])) {
    throw new AppError('IMPORT_FILE_INVALID', `表头不正确，应为：${expectedHeaders.join('、')}`)
  }
  const rows = trimmed
    .map((cells, index) => ({ line: index + 1, cells: expectedHeaders.map((_, i) => cells[i] ?? '') }))
    .slice(headerIndex + 1)
    .filter((r) => r.cells.some((c) => c !== ''))
  if (rows.length === 0) throw new AppError('IMPORT_FILE_INVALID', '文件中没有数据，请按模板填写后再导入')
  if (rows.length > maxRows) throw new AppError('IMPORT_FILE_INVALID', `单次最多导入${maxRows}行，文件中有${rows.length}行`)
  return { headers, rows }
}
