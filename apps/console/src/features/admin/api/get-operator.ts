import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OperatorDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { ADMIN_APP, adminKeys } from './admin-keys.js'

/** `GET /org-center/operator/detail {id}`. */
export const fetchOperator = (id: number) => get<OperatorDetail>(ADMIN_APP, 'operator/detail', { id })

export const operatorOptions = (id: number) => queryOptions({ queryKey: adminKeys.operator(id), queryFn: () => fetchOperator(id) })

export const useOperator = (id: number | null) => useQuery({ ...operatorOptions(id ?? 0), enabled: id !== null })
