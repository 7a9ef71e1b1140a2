/**
 * The parts of an XLSX file around its sheets' rows, and a zip member deflated in blocks.
 */
import zlib from 'node:zlib'
import type { AsyncFlateStreamHandler, ZipInputFile } from 'fflate'
import { xmlEscape } from './render-xlsx.js'

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** A block deflated on its own (zlib's results are never shared memory, which fflate's types ask to know). */
const deflateBlock = (buf: Buffer, final: boolean) =>
  new Promise<Buffer<ArrayBuffer>>((resolve, reject) =>
    zlib.deflateRaw(buf, { level: 1, memLevel: 9, finishFlush: final ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }, (e, r) =>
      e ? reject(e) : resolve(r as Buffer<ArrayBuffer>),
    ),
  )

/**
 * A zip member deflated in blocks: each block is compressed on its own in zlib's thread pool (a few
 * at once, so rendering and compression overlap) and ends on a byte boundary (Z_SYNC_FLUSH); an
 * empty last block ends the stream (Z_FINISH). The blocks concatenate into one valid deflate
 * stream, as pigz does. The CRC is computed here over the uncompressed bytes.
 */
export class DeflatedMember implements ZipInputFile {
  size = 0
  crc = 0
  readonly compression = 8
  /** Set by fflate's Zip when the member is added. */
  ondata?: AsyncFlateStreamHandler
  private readonly pending: Array<Promise<Buffer<ArrayBuffer>>> = []

  constructor(readonly filename: string) {}

  /** Starts compressing a block; resolves once its bytes are no longer needed. */
  write(data: string | Buffer): Promise<void> {
    const buf = typeof data === 'string' ? Buffer.from(data) : data
    if (buf.length === 0) return Promise.resolve()
    this.size += buf.length
    this.crc = zlib.crc32(buf, this.crc)
    const block = deflateBlock(buf, false)
    this.pending.push(block)
    // A failure surfaces in settle().
    return block.then(
      () => {},
      () => {},
    )
  }

  /** Passes compressed blocks on, in order, until at most `max` are still compressing. */
  async settle(max: number): Promise<void> {
    while (this.pending.length > max) this.ondata!(null, await this.pending.shift()!, false)
  }

  async end(): Promise<void> {
    this.pending.push(deflateBlock(Buffer.alloc(0), true))
    await this.settle(0)
    this.ondata!(null, new Uint8Array(0), true)
  }
}

export interface SheetColumn {
  header: string
  width: number
}

/** A sheet's XML up to and including its header row, which is frozen. */
export const sheetStart = (columns: SheetColumn[], letters: string[]): string => {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('')
  const header = columns.map((c, i) => `<c r="${letters[i]}1" t="inlineStr" s="1"><is><t>${xmlEscape(c.header)}</t></is></c>`).join('')
  return (
    `${XML}<worksheet xmlns="${NS}" xmlns:r="${REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData><row r="1">${header}</row>\n`
  )
}

export const SHEET_END = '</sheetData></worksheet>'

/** The workbook's other parts, by name: `sheets` sheets named after `title` (title, title2, …), the styles and the shared strings. */
export const workbookParts = (title: string, sheets: number, shared: string[]): Array<[string, string]> => {
  const ids = Array.from({ length: sheets }, (_, i) => i + 1)
  const sheetName = (i: number) => xmlEscape(i === 1 ? title : `${title}${i}`)
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        ids.map((i) => `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>` +
        ids.map((i) => `<sheet name="${sheetName(i)}" sheetId="${i}" r:id="rId${i}"/>`).join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        ids.map((i) => `<Relationship Id="rId${i}" Type="${REL}/worksheet" Target="worksheets/sheet${i}.xml"/>`).join('') +
        `<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId${sheets + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${NS}">` +
        '<fonts count="2"><font><sz val="11"/><name val="等线"/></font><font><b/><sz val="11"/><name val="等线"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>',
    ],
    [
      'xl/sharedStrings.xml',
      `${XML}<sst xmlns="${NS}" count="${shared.length}" uniqueCount="${shared.length}">` + shared.map((s) => `<si><t>${xmlEscape(s)}</t></si>`).join('') + '</sst>',
    ],
  ]
}
