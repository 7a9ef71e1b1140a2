import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EffectiveConfig, EffectiveEntry } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { configKeys } from './config-keys.js'

/** `POST /config-center/seller-config/query-config-data` as a list: each field's effective value and where it comes from. */
export const fetchEffectiveConfig = async (sellerId: number) => {
  const answer = await post<EffectiveConfig>('config-center', 'seller-config/query-config-data', { sellerId, format: 'list' })
  const values: EffectiveEntry[] = Array.isArray(answer.values) ? answer.values : Object.values(answer.values)
  return { ...answer, values }
}

export const effectiveConfigOptions = (sellerId: number) => queryOptions({ queryKey: configKeys.effective(sellerId), queryFn: () => fetchEffectiveConfig(sellerId) })

export const useEffectiveConfig = (sellerId: number, enabled: boolean) => useQuery({ ...effectiveConfigOptions(sellerId), enabled })
