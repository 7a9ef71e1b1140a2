import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandTypeOption } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandKeys } from './brands-keys.js'

/** `GET /org-center/brand/list-brand-type`: brand types with the industries each offers. */
export const fetchBrandTypes = () => get<BrandTypeOption[]>(BRANDS_APP, 'brand/list-brand-type')

export const brandTypesOptions = () => queryOptions({ queryKey: brandKeys.types, queryFn: fetchBrandTypes, staleTime: 5 * 60_000 })

export const useBrandTypes = () => useQuery(brandTypesOptions())
