import type {
  BrandTypeOption,
  ProduceCode,
  ProduceCodeInsertBody,
  ProduceCodeUpdateBody,
  ProduceMold,
  ProduceTypeCreateBody,
  ProduceTypeDetail,
  ProduceTypeListBody,
  ProduceTypeTreeRow,
  ProduceTypeUpdateBody,
  Page,
} from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

const APP = 'org-center'
export type ServiceQuery = Omit<ProduceTypeListBody, 'operatingUrl'> & { pageNum: number; pageSize: number }

/** Every catalogue query starts with 'services', so one invalidation refreshes the screen after a write. */
const useCatalogueMutation = <A, R>(fn: (args: A) => Promise<R>) => {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['services'] }) })
}

export const useMolds = () => useQuery({ queryKey: ['services', 'molds'], queryFn: () => post<ProduceMold[]>(APP, 'produce/produce-mold-list', {}) })
export const useSaveMold = () => useCatalogueMutation((body: { id?: number; name: string }) => post<{ id: number }>(APP, 'produce/produce-mold-save', { ...body }))
export const useDeleteMold = () => useCatalogueMutation((id: number) => get<null>(APP, 'produce/produce-mold-delete', { id }))

export const useServices = (query: ServiceQuery) =>
  useQuery({ queryKey: ['services', 'list', query], queryFn: () => post<Page<ProduceTypeTreeRow>>(APP, 'produce/produce-type-list', { ...query }), placeholderData: keepPreviousData })
export const useMainServices = () =>
  useQuery({ queryKey: ['services', 'simple'], queryFn: () => get<Array<{ id: number; produceType: string; produceName: string }>>(APP, 'produce/produce-type-list-simple') })
export const useServiceDetail = (produceType: string | null) =>
  useQuery({ queryKey: ['services', 'detail', produceType], queryFn: () => get<ProduceTypeDetail>(APP, 'produce/produce-type-detail', { produceType }), enabled: Boolean(produceType) })
export const useServiceBrandTypes = () => useQuery({ queryKey: ['services', 'brand-types'], queryFn: () => get<BrandTypeOption[]>(APP, 'produce/brand-types'), staleTime: 300_000 })

export const useCreateService = () => useCatalogueMutation((body: Omit<ProduceTypeCreateBody, 'operatingUrl'>) => post<ProduceTypeDetail>(APP, 'produce/produce-type-create', { ...body }))
export const useUpdateService = () => useCatalogueMutation((body: Omit<ProduceTypeUpdateBody, 'operatingUrl'>) => post<ProduceTypeDetail>(APP, 'produce/produce-type-update', { ...body }))
export const useShowService = () => useCatalogueMutation((body: { produceType: string; isShow: 0 | 1 }) => post<null>(APP, 'produce/produce-type-show', { ...body }))

export const useServiceCodes = (produceType: string | null) =>
  useQuery({ queryKey: ['services', 'codes', produceType], queryFn: () => post<ProduceCode[]>(APP, 'produce/produce-code-list', { produceType }), enabled: Boolean(produceType) })
export const useInsertCode = () => useCatalogueMutation((body: Omit<ProduceCodeInsertBody, 'operatingUrl'>) => post<ProduceCode>(APP, 'produce/produce-code-insert', { ...body }))
export const useUpdateCode = () => useCatalogueMutation((body: Omit<ProduceCodeUpdateBody, 'operatingUrl'>) => post<ProduceCode>(APP, 'produce/produce-code-update', { ...body }))
export const useDeleteCode = () => useCatalogueMutation((id: number) => post<null>(APP, 'produce/produce-code-delete', { id }))
