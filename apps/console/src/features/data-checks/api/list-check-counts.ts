import { useQuery } from '@tanstack/react-query'
import type { CountList } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

/** `GET operating/metadata/check-res/count-list`: per module, entity, field and label, with the trend. */
export const fetchCheckCounts = (filters: { module?: string; entity?: string }) => get<CountList>(CHECKS_APP, 'operating/metadata/check-res/count-list', { ...filters })

/** Refreshed every few seconds while records wait for their check. */
export const useCheckCounts = (filters: { module?: string; entity?: string }) =>
  useQuery({
    queryKey: [...checksKeys.counts, filters],
    queryFn: () => fetchCheckCounts(filters),
    refetchInterval: (q) => (q.state.data?.entities.some((e) => e.pending > 0) ? 3000 : false),
  })
