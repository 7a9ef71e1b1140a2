import { useQuery } from '@tanstack/react-query'
import type { Impact } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { DS_APP } from './data-standards-keys.js'

/** `GET operating/metadata/check-res/impact`: how many stored records the version under review would fail. */
export const fetchImpact = (id: number) => get<Impact>(DS_APP, 'operating/metadata/check-res/impact', { id })

export const useImpact = (id: number | null) => useQuery({ queryKey: ['data-standards', 'impact', id], queryFn: () => fetchImpact(id!), enabled: id !== null })
