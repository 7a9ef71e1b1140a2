/**
 * Reading PostgreSQL's COPY text format byte by byte (tab-separated fields, a newline after each
 * line, `\N` for null, backslash escapes), for the export worker: fields are found by scanning a
 * page's bytes and copied as they are, so rows never become JavaScript values (ADR 0010).
 */
import type { WorkerColumn } from './export-worker-protocol.js'

export const TAB = 9
export const LF = 10
export const BACKSLASH = 92

/** How the renderers write a column. */
export const INT = 0
export const LABEL = 1
export const TIME = 2
export const TEXT = 3
export const LOOKUP = 4
export type ColumnKind = typeof INT | typeof LABEL | typeof TIME | typeof TEXT | typeof LOOKUP

export const kindOf = (column: WorkerColumn): ColumnKind =>
  column.lookup ? LOOKUP : column.type === 'int' ? INT : column.type === 'label' ? LABEL : column.type === 'time' ? TIME : TEXT

/** The field's text with COPY's backslash escapes undone. */
export const unescapeCopyText = (s: string): string => {
  if (!s.includes('\\')) return s
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v' }
  return s.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c)
}

/** A label code or key as a number, or NaN when the field is not a plain integer. */
export const codeOf = (src: Uint8Array, s: number, e: number): number => {
  let k = s
  let sign = 1
  let v = 0
  if (src[k] === 45) {
    sign = -1
    k++
  }
  if (k === e || e - k > 15) return NaN
  for (; k < e; k++) {
    const d = src[k]! - 48
    if (d < 0 || d > 9) return NaN
    v = v * 10 + d
  }
  return sign * v
}

/** Where the field starting at s ends (the tab or newline after it). */
export const fieldEnd = (src: Uint8Array, s: number): number => {
  let e = s
  let c = src[e]
  while (c !== TAB && c !== LF) c = src[++e]
  return e
}

/** Whether the field [s, e) is `\N`. */
export const isNull = (src: Uint8Array, s: number, e: number): boolean => e === s + 2 && src[s] === BACKSLASH && src[s + 1] === 78

/**
 * A lookup table as the main thread reads it (`id<TAB>value` lines): its bytes, where each id's
 * value starts (it ends at the line's end), and the most bytes a value can take once rendered.
 */
export interface LookupTable {
  buf: Buffer
  at: Map<number, number>
  room: number
}

export const readLookupTable = (bytes: ArrayBuffer): LookupTable => {
  const buf = Buffer.from(bytes)
  const at = new Map<number, number>()
  let longest = 0
  for (let s = 0; s < buf.length; ) {
    const tab = buf.indexOf(TAB, s)
    const end = buf.indexOf(LF, tab)
    at.set(codeOf(buf, s, tab), tab + 1)
    longest = Math.max(longest, end - tab)
    s = end + 1
  }
  return { buf, at, room: longest * 6 + 64 }
}

/** Where a lookup column's value for the key [s, e) sits in its table's bytes; undefined for a null or unknown key. */
export const lookupAt = (table: LookupTable, src: Uint8Array, s: number, e: number): number | undefined =>
  isNull(src, s, e) ? undefined : table.at.get(codeOf(src, s, e))

/** What both renderers need to know of the columns. */
export interface RenderColumns {
  columns: WorkerColumn[]
  kinds: ColumnKind[]
  /** Per column, its lookup table, or null. */
  lookups: Array<LookupTable | null>
}

export const renderColumns = (columns: WorkerColumn[]): RenderColumns => ({
  columns,
  kinds: columns.map(kindOf),
  lookups: columns.map((c) => (c.lookup ? readLookupTable(c.lookup) : null)),
})

/** The bytes of the line at s plus the most a format adds around its fields. */
export const rowRoom = (src: Buffer, s: number, perRow: number): number => src.indexOf(LF, s) + 1 - s + perRow
