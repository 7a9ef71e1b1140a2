import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ConfigDetail } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CONFIG_APP, CONFIG_BASE, configKeys, idOf, type ConfigOwnerKind } from './config-keys.js'

/** `GET …/detail`: the owner's name, status and who saved last. */
export const fetchConfigDetail = (kind: ConfigOwnerKind, id: number) => get<ConfigDetail>(CONFIG_APP, `${CONFIG_BASE[kind]}/detail`, idOf(kind, id))

export const configDetailOptions = (kind: ConfigOwnerKind, id: number | null) =>
  queryOptions({ queryKey: [...configKeys.owner(kind, id ?? 0), 'detail'], queryFn: () => fetchConfigDetail(kind, id!), enabled: id !== null })

export const useConfigDetail = (kind: ConfigOwnerKind, id: number | null) => useQuery(configDetailOptions(kind, id))
