import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProduceMold } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `POST /org-center/produce/produce-mold-list`: every service type. */
export const fetchMolds = () => post<ProduceMold[]>(SERVICES_APP, 'produce/produce-mold-list', {})

export const moldListOptions = () => queryOptions({ queryKey: servicesKeys.molds, queryFn: fetchMolds })

export const useMolds = () => useQuery(moldListOptions())
