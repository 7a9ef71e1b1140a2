import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

export interface MainServiceOption {
  id: number
  produceType: string
  produceName: string
}

/** `GET /org-center/produce/produce-type-list-simple`: every main service, for the sub-service's parent select. */
export const fetchMainServices = () => get<MainServiceOption[]>(SERVICES_APP, 'produce/produce-type-list-simple')

export const mainServicesOptions = () => queryOptions({ queryKey: servicesKeys.mainServices, queryFn: fetchMainServices })

export const useMainServices = () => useQuery(mainServicesOptions())
