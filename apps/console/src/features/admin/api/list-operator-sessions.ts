import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AccountSession } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `GET /org-center/operator/sessions {id}`: where the account is signed in. */
export const fetchOperatorSessions = (id: number) => get<AccountSession[]>(ADMIN_APP, 'operator/sessions', { id })

export const operatorSessionsOptions = (id: number) => queryOptions({ queryKey: adminKeys.sessions(id), queryFn: () => fetchOperatorSessions(id) })

export const useOperatorSessions = (id: number | null) => useQuery({ ...operatorSessionsOptions(id ?? 0), enabled: id !== null })
