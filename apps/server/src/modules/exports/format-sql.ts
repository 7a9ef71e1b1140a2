import type { ExportColumn } from './export-source.js'

/**
 * Each column as the database hands it to the export worker: plain values, no rendering. Codes
 * stay codes (the worker puts the words in), times are shifted to China time (UTC+8, no
 * daylight saving) and cut to seconds by the worker.
 */
export const rawColumnSql = (column: ExportColumn): string =>
  column.type === 'time' ? `(${column.sql} at time zone interval '+08:00')` : column.sql
