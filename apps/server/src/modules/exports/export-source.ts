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

/**
 * A text column that is another table's value for an integer key of the row, such as the name of
 * the brand's group. The export reads the whole table once (when it has at most
 * `EXPORT_LOOKUP_MAX_ROWS` rows) and the pages carry only the key, which spares the database a
 * join per row; a larger table is read per row with a subquery instead. A row whose key is
 * missing from the table read at the start (added while the export runs) shows an empty cell.
 */
export interface ExportLookup {
  /** The key, an SQL expression over the source's FROM, e.g. `b.group_id`. */
  key: string
  /** The table holding the values, keyed by its integer `id`, e.g. `groups`. */
  table: string
  /** The value's column in that table, e.g. `name`. */
  value: string
}

export interface ExportColumn {
  header: string
  /** An SQL expression over the source's FROM. */
  sql: string
  type: ExportColumnType
  labels?: Readonly<Record<number, string>>
  /** For a `text` column: `sql` is another table's value by key, read once instead (see lookupColumn). */
  lookup?: ExportLookup
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

/** A text column holding another table's value for the row's key, read once per export (ExportLookup). */
export const lookupColumn = (header: string, lookup: ExportLookup, width?: number): ExportColumn => ({
  header,
  // Used as it is when the table is too large to read at once.
  sql: `(select l.${lookup.value} from ${lookup.table} l where l.id = ${lookup.key})`,
  type: 'text',
  lookup,
  ...(width === undefined ? {} : { width }),
})
