import type { ExportColumn } from './export-source.js'

/**
 * Each column as the database hands it to the export worker: plain values, no rendering. Codes
 * stay codes (the worker puts the words in), times are shifted to China time (UTC+8, no
 * daylight saving) and cut to seconds by the worker.
 */
export const rawColumnSql = (column: ExportColumn): string =>
  column.type === 'time' ? `(${column.sql} at time zone interval '+08:00')` : column.sql

/**
 * On PostgreSQL there is no COPY to a blob: the same line, as COPY's text format writes it
 * (tab-separated, `\N` for null, backslash escapes), is built in SQL over the inner query `q`.
 */
export const copyTextLineSql = (columns: ExportColumn[]): string =>
  columns
    .map((column, i) => {
      const e = `q.c${i}`
      if (column.type !== 'text') return `coalesce((${e})::text, '\\N')`
      return `coalesce(replace(replace(replace(replace(${e}, '\\', '\\\\'), E'\\t', '\\t'), E'\\n', '\\n'), E'\\r', '\\r'), '\\N')`
    })
    .join(` || E'\\t' || `)
