import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListLoginLogBody, LoginLogPage } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SYSTEM_APP } from './system-keys.js'

export type LoginLogQuery = Omit<ListLoginLogBody, 'operatingUrl'> & { pageNum: number; pageSize: number }

/** `POST /org-center/login-log/list`: a page of sign-in attempts, newest first. */
export const fetchLoginLog = (query: LoginLogQuery) => post<LoginLogPage>(SYSTEM_APP, 'login-log/list', { ...query })

export const loginLogOptions = (query: LoginLogQuery) =>
  queryOptions({ queryKey: ['login-log', query], queryFn: () => fetchLoginLog(query), placeholderData: keepPreviousData })

export const useLoginLog = (query: LoginLogQuery) => useQuery(loginLogOptions(query))
