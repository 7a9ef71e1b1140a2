import type { ExportFormat } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SYSTEM_APP } from './system-keys.js'

/** `POST /org-center/{login-log|operating-log}/export`: an export of the log with the list's filters; the download centre shows it. */
export const startLogExport = (kind: 'login-log' | 'operating-log', filter: Record<string, unknown>, format: ExportFormat = 'xlsx') =>
  post<{ flowNo: string; planId: number }>(SYSTEM_APP, `${kind}/export`, { ...filter, format })
