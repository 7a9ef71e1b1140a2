import type { ExportFormat, ListLoginLogBody, LoginLogPage } from '@yunying/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'

export type LoginLogQuery = Omit<ListLoginLogBody, 'operatingUrl'> & { pageNum: number; pageSize: number }

/** `POST /org-center/login-log/list`: a page of sign-in attempts, newest first. */
export const useLoginLog = (query: LoginLogQuery) =>
  useQuery({ queryKey: ['login-log', query], queryFn: () => post<LoginLogPage>('org-center', 'login-log/list', { ...query }), placeholderData: keepPreviousData })

/** Starts an export of the login or operation log with the list's filters; the download centre shows it. */
export const startLogExport = (kind: 'login-log' | 'operating-log', filter: Record<string, unknown>, format: ExportFormat = 'xlsx') =>
  post<{ flowNo: string; planId: number }>('org-center', `${kind}/export`, { ...filter, format })
