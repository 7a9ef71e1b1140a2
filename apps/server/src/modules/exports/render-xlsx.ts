/**
 * Sheet XML rows from COPY text pages, byte to byte (ADR 0010). A cell is a pre-encoded prefix,
 * the field's bytes copied as they are and a pre-encoded suffix; a label is a shared string; only
 * a text that needs escaping goes through strings.
 *
 * Most cells carry no reference: r is optional (ECMA-376 Part 1 §18.3.1.4) and a cell without one
 * is the next column. A null is no cell at all, so the cell after it, like a row's first, says
 * where it is (exceljs, for one, places a cell without r after the previous cell it read).
 */
import { BACKSLASH, LABEL, LF, LOOKUP, TAB, TEXT, TIME, codeOf, fieldEnd, isNull, lookupAt, rowRoom, unescapeCopyText, type RenderColumns } from './copy-text.js'
import type { OutputBytes } from './output-bytes.js'

const QUOTE = 34
// Control characters other than tab, newline and carriage return cannot be in XML 1.0: they are dropped.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\x00-\x08\x0b\x0c\x0e-\x1f&<>"]/
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g

export const xmlEscape = (s: string): string =>
  NEEDS_ESCAPE.test(s) ? s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : s

/** The column letters of a sheet: A … Z, AA … */
export const columnLetters = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => {
    let s = ''
    for (let k = i + 1; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s
    return s
  })

/** The workbook's shared strings (every label word once) and, per column, each label code's index among them. */
export const sharedStrings = (cols: RenderColumns): { strings: string[]; index: Array<Map<number, number>> } => {
  const strings: string[] = []
  const index = cols.columns.map((col) => {
    const map = new Map<number, number>()
    for (const [value, word] of Object.entries(col.labels)) {
      let i = strings.indexOf(word)
      if (i < 0) i = strings.push(word) - 1
      map.set(Number(value), i)
    }
    return map
  })
  return { strings, index }
}

const enc = (text: string) => Buffer.from(text)
const X_NUM = enc('<c><v>')
const X_NUM_END = enc('</v></c>')
const X_STR = enc('<c t="inlineStr"><is><t>')
const X_STR_SPACE = enc('<c t="inlineStr"><is><t xml:space="preserve">')
const X_STR_END = enc('</t></is></c>')
const X_ROW = enc('<row r="')
const X_ROW_OPEN = enc('">')
const X_ROW_END = enc('</row>\n')
const X_REF = enc('<c r="')

/** A text that needs escaping, as a whole cell: through strings (rare). */
const textCell = (raw: string): Buffer => {
  const text = xmlEscape(unescapeCopyText(raw))
  // Leading or trailing spaces are kept only when the cell says so.
  const space = text.length > 0 && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32)
  return enc(`${space ? '<c t="inlineStr"><is><t xml:space="preserve">' : '<c t="inlineStr"><is><t>'}${text}</t></is></c>`)
}

export class SheetRowRenderer {
  /** The last row written in the current sheet (the header is row 1). */
  rowInSheet = 0
  /** Data rows written in all sheets. */
  rows = 0
  private readonly words: Array<Map<number, Buffer>>
  private readonly letters: Buffer[]
  private readonly perRow: number
  /** Whether the next cell must say where it is: the row's first, or after an omitted (null) one. */
  private refNeeded = true
  private refColumn = 0
  private refRow = ''

  constructor(
    private readonly cols: RenderColumns,
    sharedIndex: Array<Map<number, number>>,
    private readonly out: OutputBytes,
  ) {
    this.words = sharedIndex.map((map) => new Map(Array.from(map, ([code, i]) => [code, enc(`<c t="s"><v>${i}</v></c>`)])))
    this.letters = columnLetters(cols.columns.length).map(enc)
    this.perRow = 40 + cols.columns.length * (X_STR_SPACE.length + X_STR_END.length + 20)
  }

  /** A new sheet: its header row is row 1. */
  startSheet(): void {
    this.rowInSheet = 1
  }

  /**
   * Renders lines from `start` as sheet rows: at most `limit`, and stops once the output holds
   * `blockBytes`; returns where it stopped.
   */
  render(src: Buffer, start: number, limit: number, blockBytes: number): number {
    const { kinds, lookups } = this.cols
    const out = this.out
    const n = kinds.length
    const len = src.length
    let s = start
    for (let count = 0; s < len && count < limit && out.pos < blockBytes; count++) {
      out.room(rowRoom(src, s, this.perRow))
      this.rowInSheet++
      out.put(X_ROW)
      const r = String(this.rowInSheet)
      for (let k = 0; k < r.length; k++) out.buf[out.pos++] = r.charCodeAt(k)
      out.put(X_ROW_OPEN)
      this.refNeeded = true
      this.refRow = r
      for (let i = 0; i < n; i++) {
        this.refColumn = i
        const kind = kinds[i]
        let e: number
        if (kind === TEXT) e = this.textAt(src, s)
        else if (kind === LOOKUP) {
          e = fieldEnd(src, s)
          const table = lookups[i]!
          const at = lookupAt(table, src, s, e)
          if (at === undefined) this.refNeeded = true
          else {
            out.room(table.room)
            this.textAt(table.buf, at)
          }
        } else {
          e = fieldEnd(src, s)
          if (isNull(src, s, e)) this.refNeeded = true
          else if (kind === TIME) {
            this.putCell(X_STR)
            out.copy(src, s, Math.min(e, s + 19))
            out.put(X_STR_END)
          } else {
            const word = kind === LABEL ? this.words[i]!.get(codeOf(src, s, e)) : undefined
            if (word) this.putCell(word)
            else {
              this.putCell(X_NUM)
              out.copy(src, s, e)
              out.put(X_NUM_END)
            }
          }
        }
        s = e + 1
      }
      out.put(X_ROW_END)
      this.rows++
    }
    return s
  }

  /** Writes a cell's opening bytes (`<c …`), with its reference when it needs one. */
  private putCell(bytes: Buffer): void {
    const out = this.out
    let k = 0
    if (this.refNeeded) {
      out.put(X_REF)
      out.put(this.letters[this.refColumn]!)
      const r = this.refRow
      for (let j = 0; j < r.length; j++) out.buf[out.pos++] = r.charCodeAt(j)
      out.buf[out.pos++] = QUOTE
      this.refNeeded = false
      // `<c` is already written.
      k = 2
    }
    const buf = out.buf
    let pos = out.pos
    for (; k < bytes.length; k++) buf[pos++] = bytes[k]!
    out.pos = pos
  }

  /** Writes the text field of buf at s as a cell; returns where the field ends. */
  private textAt(buf: Buffer, s: number): number {
    const out = this.out
    let plain = true
    let e = s
    for (let c = buf[e]!; c !== TAB && c !== LF; c = buf[++e]!) if (c < 32 || c === 38 || c === 60 || c === 62 || c === QUOTE || c === BACKSLASH) plain = false
    if (plain) {
      this.putCell(e > s && (buf[s] === 32 || buf[e - 1] === 32) ? X_STR_SPACE : X_STR)
      out.copy(buf, s, e)
      out.put(X_STR_END)
    } else if (isNull(buf, s, e)) this.refNeeded = true
    else {
      const cell = textCell(buf.toString('utf8', s, e))
      out.room(cell.length)
      this.putCell(cell)
    }
    return e
  }
}
