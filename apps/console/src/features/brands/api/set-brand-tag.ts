import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BrandAbandonSetBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandKeys } from './brands-keys.js'

/** `POST /org-center/brand/brand-abandon-set`: the per-row brand tag. */
export const setBrandTag = (body: Omit<BrandAbandonSetBody, 'operatingUrl'>) => post<{ id: number; abandonFlag: number }>(BRANDS_APP, 'brand/brand-abandon-set', body)

export const useSetBrandTag = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: setBrandTag, onSuccess: () => client.invalidateQueries({ queryKey: brandKeys.all }) })
}
