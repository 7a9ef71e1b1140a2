import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BrandServiceApplyBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandServiceKeys } from './brands-keys.js'

/** `POST /org-center/service/brand-service-apply` (spec 1 §7): the open-service application. */
export const applyService = (body: Omit<BrandServiceApplyBody, 'operatingUrl'>) => post<{ id: number }>(BRANDS_APP, 'service/brand-service-apply', body)

export const useApplyService = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: applyService, onSuccess: () => client.invalidateQueries({ queryKey: brandServiceKeys.all }) })
}
