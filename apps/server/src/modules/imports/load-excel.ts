import type ExcelJS from 'exceljs'

let loading: Promise<typeof ExcelJS> | null = null

/**
 * exceljs, loaded on first use: it takes about half a second to import, and only imports and
 * their templates need it, so the server does not pay for it at start.
 */
export const loadExcel = (): Promise<typeof ExcelJS> => (loading ??= import('exceljs').then((m) => m.default))
