import type {
  BrandAbandonSetBody,
  BrandDetail,
  BrandFilters,
  BrandListResult,
  BrandTypeOption,
  SaveBrandInput,
} from '@yunying/contracts'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

export type BrandListQuery = BrandFilters & { pageNum: number; pageSize: number }

export const brandKeys = {
  all: ['brands'] as const,
  list: (query: BrandListQuery) => ['brands', 'list', query] as const,
  detail: (id: number) => ['brands', 'detail', id] as const,
  types: ['brands', 'types'] as const,
  groups: ['brands', 'group-options'] as const,
}

/** `POST /org-center/brand/list-for-opt`: a page of brands with the search filters (spec 2 §7). */
export const listBrands = (query: BrandListQuery) => post<BrandListResult>('org-center', 'brand/list-for-opt', query)

export const useBrands = (query: BrandListQuery) =>
  useQuery({ queryKey: brandKeys.list(query), queryFn: () => listBrands(query), placeholderData: keepPreviousData })

/** `GET /org-center/brand/detail-brand?brandId=`. */
export const brandDetailQuery = (brandId: number) =>
  queryOptions({ queryKey: brandKeys.detail(brandId), queryFn: () => get<BrandDetail>('org-center', 'brand/detail-brand', { brandId }) })

export const useBrandDetail = (brandId: number | null) => useQuery({ ...brandDetailQuery(brandId ?? 0), enabled: brandId !== null })

/** `GET /org-center/brand/list-brand-type`: brand types with the industries each offers. */
export const useBrandTypes = () =>
  useQuery({ queryKey: brandKeys.types, queryFn: () => get<BrandTypeOption[]>('org-center', 'brand/list-brand-type'), staleTime: 5 * 60_000 })

/** `GET /org-center/group/list-all`: every group, for the editor's group select. */
export const useGroupOptions = () =>
  useQuery({ queryKey: brandKeys.groups, queryFn: () => get<Array<{ id: number; name: string }>>('org-center', 'group/list-all'), staleTime: 60_000 })

/**
 * `POST /org-center/brand/save-brand`. The request layer resolves only on a successful envelope
 * (code 0, spec 2 §7) and shows the server's message otherwise, so the caller acts on resolve only.
 */
export const useSaveBrand = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SaveBrandInput) => post<BrandDetail>('org-center', 'brand/save-brand', body as Record<string, unknown>),
    onSuccess: () => client.invalidateQueries({ queryKey: brandKeys.all }),
  })
}

/** `POST /org-center/brand/brand-abandon-set`: the per-row brand tag. */
export const useSetBrandTag = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Omit<BrandAbandonSetBody, 'operatingUrl'>) => post<{ id: number; abandonFlag: number }>('org-center', 'brand/brand-abandon-set', body),
    onSuccess: () => client.invalidateQueries({ queryKey: brandKeys.all }),
  })
}
