import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ConfigVersion } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CONFIG_APP, CONFIG_BASE, configKeys, idOf, type ConfigOwnerKind } from './config-keys.js'

/** `GET …/history`: every saved version, newest first, with its field-level diff. */
export const fetchConfigHistory = async (kind: ConfigOwnerKind, id: number) => {
  const list = await get<ConfigVersion[]>(CONFIG_APP, `${CONFIG_BASE[kind]}/history`, idOf(kind, id))
  return [...list].sort((a, b) => b.version - a.version)
}

export const configHistoryOptions = (kind: ConfigOwnerKind, id: number) =>
  queryOptions({ queryKey: [...configKeys.owner(kind, id), 'history'], queryFn: () => fetchConfigHistory(kind, id) })

export const useConfigHistory = (kind: ConfigOwnerKind, id: number, enabled: boolean) => useQuery({ ...configHistoryOptions(kind, id), enabled })
