/**
 * CSV lines from COPY text pages, byte to byte (ADR 0010): a plain field is copied as it is, a
 * label is a pre-encoded word, and only a text that needs quoting or escaping goes through strings.
 */
import { BACKSLASH, LABEL, LF, LOOKUP, TAB, TEXT, TIME, codeOf, fieldEnd, isNull, lookupAt, rowRoom, unescapeCopyText, type RenderColumns } from './copy-text.js'
import { csvCell, csvQuote } from '../../lib/csv.js'
import type { OutputBytes } from './output-bytes.js'

const COMMA = 44

/** A field's text as a CSV field (a leading = + - @ kept as text: `csvCell`). */
const csvText = (raw: string): Buffer => Buffer.from(csvCell(unescapeCopyText(raw)))

/** The file's first bytes: a BOM (so that Excel reads UTF-8) and the header line. */
export const csvHeader = (columns: RenderColumns): string => `\uFEFF${columns.columns.map((c) => csvQuote(c.header)).join(',')}\n`

export class CsvRenderer {
  /** Per column, the pre-encoded word of each label code. */
  private readonly words: Array<Map<number, Buffer>>
  /** The most bytes a row adds to its fields. */
  private readonly perRow: number

  constructor(
    private readonly cols: RenderColumns,
    private readonly out: OutputBytes,
  ) {
    this.words = cols.columns.map((c) => new Map(Object.entries(c.labels).map(([value, word]) => [Number(value), Buffer.from(csvQuote(word))])))
    const longestWord = this.words.reduce((max, words) => Math.max(max, ...Array.from(words.values(), (w) => w.length)), 0)
    this.perRow = cols.columns.length + 1 + longestWord * cols.columns.length
  }

  /** Renders a page's lines as CSV lines into the output bytes; returns the number of rows. */
  render(src: Buffer): number {
    const { kinds, lookups } = this.cols
    const out = this.out
    const n = kinds.length
    const len = src.length
    let count = 0
    for (let s = 0; s < len; count++) {
      out.room(rowRoom(src, s, this.perRow))
      for (let i = 0; i < n; i++) {
        if (i > 0) out.buf[out.pos++] = COMMA
        const kind = kinds[i]
        let e: number
        if (kind === TEXT) e = this.textAt(src, s)
        else if (kind === LOOKUP) {
          e = fieldEnd(src, s)
          const table = lookups[i]!
          const at = lookupAt(table, src, s, e)
          if (at !== undefined) {
            out.room(table.room)
            this.textAt(table.buf, at)
          }
        } else {
          e = fieldEnd(src, s)
          if (isNull(src, s, e)) {
            // an empty field
          } else if (kind === LABEL) {
            const word = this.words[i]!.get(codeOf(src, s, e))
            if (word) out.put(word)
            else out.copy(src, s, e)
          } else out.copy(src, s, kind === TIME ? Math.min(e, s + 19) : e)
        }
        s = e + 1
      }
      out.buf[out.pos++] = LF
    }
    return count
  }

  /** Writes the text field of buf at s as a CSV field; returns where the field ends. */
  private textAt(buf: Buffer, s: number): number {
    // Plain text (no quote, comma, backslash escape or leading formula sign) is copied as it is.
    const first = buf[s]
    let plain = first !== 61 && first !== 43 && first !== 45 && first !== 64
    let e = s
    for (let c = buf[e]; c !== TAB && c !== LF; c = buf[++e]) if (c === 34 || c === COMMA || c === BACKSLASH) plain = false
    if (plain) this.out.copy(buf, s, e)
    else if (!isNull(buf, s, e)) {
      const text = csvText(buf.toString('utf8', s, e))
      this.out.room(text.length)
      this.out.put(text)
    }
    return e
  }
}
