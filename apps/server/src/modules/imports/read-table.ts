import fs from 'node:fs'
import { Readable } from 'node:stream'
import type ExcelJS from 'exceljs'
import { loadExcel } from './load-excel.js'
import { AppError } from '../../lib/app-error.js'

export interface Table {
  headers: string[]
  /** Data rows (after the header), each cell as trimmed text; blank rows dropped. */
  rows: Array<{ line: number; cells: string[] }>
}

/**
 * A CSV's text, whatever Excel saved it as: UTF-8 with a BOM ("CSV UTF-8"), UTF-8 without one, or
 * GBK (GB 18030), which Excel on a Chinese Windows writes for plain "CSV". Bytes that are not valid
 * UTF-8 are read as GB 18030; a file that is neither is refused.
 */
export const decodeCsv = (bytes: Buffer): string => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes)
    } catch {
      throw new AppError('IMPORT_FILE_INVALID', '无法识别文件编码，请另存为“CSV UTF-8”或 Excel 工作簿后再导入')
    }
  }
}

/** A CSV through exceljs's reader (RFC 4180: quoted fields, doubled quotes, CRLF or LF), every cell kept as text. */
const readCsv = async (path: string): Promise<string[][]> => {
  const text = decodeCsv(await fs.promises.readFile(path))
  if (text.trim() === '') return []
  const Excel = await loadExcel()
  const workbook = new Excel.Workbook()
  let sheet: ExcelJS.Worksheet
  try {
    // `map` keeps each value as written: no numbers, dates or booleans guessed from text (a mobile stays a mobile).
    sheet = await workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value, parserOptions: { ignoreEmpty: false } } as never)
  } catch {
    throw new AppError('IMPORT_FILE_INVALID', '文件格式不正确，请按模板填写后再导入')
  }
  return rowsOf(sheet)
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
  return sheet ? rowsOf(sheet) : []
}

/** A sheet as rows of cell text, blank rows kept so line numbers match the file. */
const rowsOf = (sheet: ExcelJS.Worksheet): string[][] => {
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
    raw = await readCsv(path)
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
