import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProduceCode } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST /org-center/produce/produce-code-list {produceType}`: the service's codes. */
export const fetchServiceCodes = (produceType: string) => post<ProduceCode[]>(SERVICES_APP, 'produce/produce-code-list', { produceType })

export const serviceCodesOptions = (produceType: string | null) =>
  queryOptions({ queryKey: servicesKeys.codes(produceType), queryFn: () => fetchServiceCodes(produceType!), enabled: Boolean(produceType) })

export const useServiceCodes = (produceType: string | null) => useQuery(serviceCodesOptions(produceType))
