import { useQuery } from '@tanstack/react-query'
import type { ServiceKey } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CHECKS_APP, checksKeys } from './checks-keys.js'

/** `GET operating/metadata/check-res/keys`: the keys services sign their reports with. */
export const fetchServiceKeys = () => get<ServiceKey[]>(CHECKS_APP, 'operating/metadata/check-res/keys')

export const useServiceKeys = (enabled: boolean) => useQuery({ queryKey: checksKeys.keys, queryFn: fetchServiceKeys, enabled })
