import {
  INCREMENT_SAVE,
  type ConfigDetail,
  type ConfigSaveResult,
  type ConfigValueEntryInput,
  type ConfigVersion,
  type EffectiveConfig,
  type EffectiveEntry,
  type ExportResult,
  type ExportStarted,
  type FieldConfigData,
  type GroupConfigListBody,
  type GroupConfigRow,
  type Page,
  type SellerConfigListBody,
  type SellerConfigRow,
} from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'

/** Whose configuration an editor shows: a brand's (`seller-config`, `sellerId`) or a group's (`group-config`, `groupId`). */
export type ConfigOwnerKind = 'brand' | 'group'

const APP = 'pandora'
const BASE: Record<ConfigOwnerKind, string> = { brand: 'seller-config', group: 'group-config' }
const ID_KEY: Record<ConfigOwnerKind, 'sellerId' | 'groupId'> = { brand: 'sellerId', group: 'groupId' }
const idOf = (kind: ConfigOwnerKind, id: number) => ({ [ID_KEY[kind]]: id })

export type SellerConfigFilter = Omit<SellerConfigListBody, 'operatingUrl'>
export type GroupConfigFilter = Omit<GroupConfigListBody, 'operatingUrl'>

export const configKeys = {
  all: ['config-center', 'config'] as const,
  brandList: (filter: SellerConfigFilter) => ['config-center', 'config', 'brand-list', filter] as const,
  groupList: (filter: GroupConfigFilter) => ['config-center', 'config', 'group-list', filter] as const,
  owner: (kind: ConfigOwnerKind, id: number) => ['config-center', 'config', kind, id] as const,
  effective: (sellerId: number) => ['config-center', 'config', 'effective', sellerId] as const,
}

/** `POST /pandora/seller-config/list`: brands with their configuration status, 10 a page (spec 2 §2, §9). */
export const useSellerConfigs = (filter: SellerConfigFilter) =>
  useQuery({ queryKey: configKeys.brandList(filter), queryFn: () => post<Page<SellerConfigRow>>(APP, `${BASE.brand}/list`, { ...filter }), placeholderData: keepPreviousData })

/** `POST /pandora/group-config/list`. */
export const useGroupConfigs = (filter: GroupConfigFilter) =>
  useQuery({ queryKey: configKeys.groupList(filter), queryFn: () => post<Page<GroupConfigRow>>(APP, `${BASE.group}/list`, { ...filter }), placeholderData: keepPreviousData })

/** `GET …/field-config-data`: the fields that apply, by page group, with the saved values and the version. */
export const useFieldConfigData = (kind: ConfigOwnerKind, id: number | null) =>
  useQuery({
    queryKey: [...configKeys.owner(kind, id ?? 0), 'fields'],
    queryFn: () => get<FieldConfigData>(APP, `${BASE[kind]}/field-config-data`, idOf(kind, id!)),
    enabled: id !== null,
  })

/**
 * The group's fields, only for their names and option titles in the brand's effective view. Silent:
 * without the group page the view shows the codes instead.
 */
export const useGroupFieldNames = (groupId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...configKeys.owner('group', groupId ?? 0), 'fields', 'names'],
    queryFn: () => get<FieldConfigData>(APP, `${BASE.group}/field-config-data`, { groupId }, { silent: true }),
    enabled: enabled && groupId !== null,
    retry: false,
  })

/** `GET …/detail`: the owner's name, status and who saved last. */
export const useConfigDetail = (kind: ConfigOwnerKind, id: number | null) =>
  useQuery({
    queryKey: [...configKeys.owner(kind, id ?? 0), 'detail'],
    queryFn: () => get<ConfigDetail>(APP, `${BASE[kind]}/detail`, idOf(kind, id!)),
    enabled: id !== null,
  })

/** `GET …/history`: every saved version, newest first, with its field-level diff. */
export const useConfigHistory = (kind: ConfigOwnerKind, id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...configKeys.owner(kind, id), 'history'],
    queryFn: async () => {
      const list = await get<ConfigVersion[]>(APP, `${BASE[kind]}/history`, idOf(kind, id))
      return [...list].sort((a, b) => b.version - a.version)
    },
    enabled,
  })

export interface Operator {
  accountName: string
  accountPhone: string
}

/** Silent: the editor shows the refusal where it fits (409 asks to refresh; the input stays).
 * `POST …/save` with `incrementSave` -999: the listed values only, at the loaded version (409 when someone saved since). */
export const useSaveConfig = (kind: ConfigOwnerKind, id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Operator & { configValues: ConfigValueEntryInput[]; version: number }) =>
      post<ConfigSaveResult>(APP, `${BASE[kind]}/save`, { ...idOf(kind, id), ...body, incrementSave: INCREMENT_SAVE }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }),
  })
}

/** `POST …/restore`: an earlier version becomes the newest (a new version, through the save rules). */
export const useRestoreConfig = (kind: ConfigOwnerKind, id: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Operator & { toVersion: number }) => post<ConfigSaveResult>(APP, `${BASE[kind]}/restore`, { ...idOf(kind, id), ...body }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: configKeys.all }),
  })
}

/** `POST /config-center/seller-config/query-config-data` as a list: each field's effective value and where it comes from. */
export const useEffectiveConfig = (sellerId: number, enabled: boolean) =>
  useQuery({
    queryKey: configKeys.effective(sellerId),
    queryFn: async () => {
      const answer = await post<EffectiveConfig>('config-center', 'seller-config/query-config-data', { sellerId, format: 'list' })
      const values: EffectiveEntry[] = Array.isArray(answer.values) ? answer.values : Object.values(answer.values)
      return { ...answer, values }
    },
    enabled,
  })

const EXPORT_BASE = 'operating/cfg/accounts'
/** The brand export of the config screens (spec 2 §4): the brand list's export, filtered by brand id and name. */
export const startBrandExport = (filter: { brandId?: number; name?: string }) => post<ExportStarted>('org-center', `${EXPORT_BASE}/export-list-brand`, { ...filter, format: 'xlsx' })
/** Silent: the poller shows 导出失败，请重试 itself. */
export const brandExportResult = (flowNo: string) => get<ExportResult>('org-center', `${EXPORT_BASE}/export-list-brand-result`, { flowNo }, { silent: true })
