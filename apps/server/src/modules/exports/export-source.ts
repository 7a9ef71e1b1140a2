/**
 * What an export reads: SQL text over a keyed table, and the columns with their Chinese
 * headers. Every list that can be exported describes itself this way; the engine turns it
 * into CSV or XLSX page by page without turning rows into JavaScript values.
 */
export type ExportColumnType =
  /** An integer (ids, counts). */
  | 'int'
  /** Free text, escaped for the format. */
  | 'text'
  /** A code shown as a word from `labels`; an unknown code shows as itself. */
  | 'label'
  /** A timestamptz, shown as YYYY-MM-DD HH:mm:ss China time. */
  | 'time'

export interface ExportColumn {
  header: string
  /** An SQL expression over the source's FROM. */
  sql: string
  type: ExportColumnType
  labels?: Readonly<Record<number, string>>
  /** Column width in the XLSX, in characters. */
  width?: number
}

export interface ExportSource {
  /** Plan model name (spec 1 §3 model_name) and its description. */
  modelName: string
  modelNameDesc: string
  /** The file name without extension, e.g. 品牌列表. */
  title: string
  /** The keyed table, e.g. `brands`; it has `id` and `created_at` and an index on (created_at, id). */
  keyTable: string
  /** Its alias in `from`, e.g. `b`. */
  keyAlias: string
  /** FROM clause text (tables and joins). */
  from: string
  /** WHERE clause text: scope and filters; `true` when none. */
  where: string
  /** Whether `where` narrows the rows: pages then walk the key range and filter inside it. */
  narrowed: boolean
  columns: ExportColumn[]
}
