import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FieldConfigData } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'
import { CONFIG_APP, CONFIG_BASE, configKeys, idOf, type ConfigOwnerKind } from './config-keys.js'

/** `GET …/field-config-data`: the fields that apply, by page group, with the saved values and the version. */
export const fetchFieldConfigData = (kind: ConfigOwnerKind, id: number, silent = false) =>
  get<FieldConfigData>(CONFIG_APP, `${CONFIG_BASE[kind]}/field-config-data`, idOf(kind, id), { silent })

export const fieldConfigDataOptions = (kind: ConfigOwnerKind, id: number | null) =>
  queryOptions({ queryKey: [...configKeys.owner(kind, id ?? 0), 'fields'], queryFn: () => fetchFieldConfigData(kind, id!), enabled: id !== null })

export const useFieldConfigData = (kind: ConfigOwnerKind, id: number | null) => useQuery(fieldConfigDataOptions(kind, id))

/**
 * The group's fields, only for their names and option titles in the brand's effective view. Silent:
 * without the group page the view shows the codes instead.
 */
export const useGroupFieldNames = (groupId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...configKeys.owner('group', groupId ?? 0), 'fields', 'names'],
    queryFn: () => fetchFieldConfigData('group', groupId!, true),
    enabled: enabled && groupId !== null,
    retry: false,
  })
