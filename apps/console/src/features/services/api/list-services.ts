import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page, ProduceTypeListBody, ProduceTypeTreeRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

export type ServiceQuery = Omit<ProduceTypeListBody, 'operatingUrl'> & { pageNum: number; pageSize: number }

/** `POST /org-center/produce/produce-type-list`: a page of main services, each with its sub-services. */
export const fetchServices = (query: ServiceQuery) => post<Page<ProduceTypeTreeRow>>(SERVICES_APP, 'produce/produce-type-list', { ...query })

export const serviceListOptions = (query: ServiceQuery) =>
  queryOptions({ queryKey: servicesKeys.list(query), queryFn: () => fetchServices(query), placeholderData: keepPreviousData })

export const useServices = (query: ServiceQuery) => useQuery(serviceListOptions(query))
