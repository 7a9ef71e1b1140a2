import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandTypeOption } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { SERVICES_APP, servicesKeys } from './services-keys.js'

/** `GET /org-center/produce/brand-types`: the brand types a service may be offered to. */
export const fetchServiceBrandTypes = () => get<BrandTypeOption[]>(SERVICES_APP, 'produce/brand-types')

export const serviceBrandTypesOptions = () => queryOptions({ queryKey: servicesKeys.brandTypes, queryFn: fetchServiceBrandTypes, staleTime: 300_000 })

export const useServiceBrandTypes = () => useQuery(serviceBrandTypesOptions())
