import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BrandDetail, SaveBrandInput } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP, brandKeys } from './brands-keys.js'

/**
 * `POST /org-center/brand/save-brand`. The request layer resolves only on a successful envelope
 * (code 0, spec 2 §7) and shows the server's message otherwise, so the caller acts on resolve only.
 */
export const saveBrand = (body: SaveBrandInput) => post<BrandDetail>(BRANDS_APP, 'brand/save-brand', body as Record<string, unknown>)

export const useSaveBrand = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: saveBrand, onSuccess: () => client.invalidateQueries({ queryKey: brandKeys.all }) })
}
