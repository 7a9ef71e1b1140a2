import type { BrandPickerResult, BrandPickerRow } from '@yunying/contracts'
import { queryOptions } from '@tanstack/react-query'
import { post } from './request.js'

export type BrandOption = Pick<BrandPickerRow, 'id' | 'name' | 'groupName'>

/** The brand list's name filter takes at most 20 characters. */
const NAME_MAX = 20

/** `POST /org-center/brand/list-simple` by name: the first matching brands (ten by default), for every brand picker. */
export const findBrandOptions = async (name: string, pageSize = 10): Promise<BrandOption[]> => {
  const result = await post<BrandPickerResult>('org-center', 'brand/list-simple', { name: name.trim().slice(0, NAME_MAX), pageNum: 1, pageSize })
  return result.list.map(({ id, name: brandName, groupName }) => ({ id, name: brandName, groupName }))
}

/** The brands whose name contains `name`, for a searching select. */
export const brandOptionsQuery = (name: string) => queryOptions({ queryKey: ['brand-options', name.trim()] as const, queryFn: () => findBrandOptions(name) })
