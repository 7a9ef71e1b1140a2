import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProduceTypeDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `GET /org-center/produce/produce-type-detail {produceType}`. */
export const fetchServiceDetail = (produceType: string) => get<ProduceTypeDetail>(SERVICES_APP, 'produce/produce-type-detail', { produceType })

export const serviceDetailOptions = (produceType: string | null) =>
  queryOptions({ queryKey: servicesKeys.detail(produceType), queryFn: () => fetchServiceDetail(produceType!), enabled: Boolean(produceType) })

/** The service being edited; nothing is asked for a new one (`produceType` null). */
export const useServiceDetail = (produceType: string | null) => useQuery(serviceDetailOptions(produceType))
