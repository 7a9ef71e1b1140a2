import {
  type DictionaryDetail,
  type DictionaryListBody,
  type DictionaryPage,
  type DictionarySettings,
  type DictionaryVersion,
  type DictionaryFieldInput,
} from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useOperatorIdentity } from '../../../shared/lib/operator-identity.js'
import { get, post, RequestError } from '../../../shared/lib/request.js'

const APP = 'pandora'
const BASE = 'field-config'

/** The list's body without `operatingUrl` (the request layer adds it). */
export type DictionaryFilter = Omit<DictionaryListBody, 'operatingUrl'>

export const dictionaryKeys = {
  all: ['config-center', 'dictionary'] as const,
  settings: () => ['config-center', 'dictionary', 'settings'] as const,
  list: (filter: DictionaryFilter) => ['config-center', 'dictionary', 'list', filter] as const,
  detail: (id: number) => ['config-center', 'dictionary', 'detail', id] as const,
  history: (id: number) => ['config-center', 'dictionary', 'history', id] as const,
}

/** `GET /pandora/field-config/settings`: whether this deployment may create fields (spec 2 §6: not on production). */
export const useDictionarySettings = () =>
  useQuery({ queryKey: dictionaryKeys.settings(), queryFn: () => get<DictionarySettings>(APP, `${BASE}/settings`), staleTime: 5 * 60_000 })

/** `POST /pandora/field-config/list`: a page of fields, 10 by default (spec 2 §9). */
export const useDictionaryList = (filter: DictionaryFilter) =>
  useQuery({ queryKey: dictionaryKeys.list(filter), queryFn: () => post<DictionaryPage>(APP, `${BASE}/list`, { ...filter }), placeholderData: keepPreviousData })

/** `GET /pandora/field-config/detail {id}`; silent: the editor shows a missing field itself. */
export const useDictionaryDetail = (id: number | null) =>
  useQuery({
    queryKey: dictionaryKeys.detail(id ?? 0),
    queryFn: () => get<DictionaryDetail>(APP, `${BASE}/detail`, { id: id! }, { silent: true }),
    enabled: id !== null,
    // The editor starts from what the server has now, not from a cached copy another tab left.
    staleTime: 0,
    gcTime: 0,
  })

/** `GET /pandora/field-config/history {id}`: newest first. */
export const useDictionaryHistory = (id: number | null) =>
  useQuery({ queryKey: dictionaryKeys.history(id ?? 0), queryFn: () => get<DictionaryVersion[]>(APP, `${BASE}/history`, { id: id! }, { silent: true }), enabled: id !== null })

/** The field as the editor sends it, with who saves it (spec 2 §6: name and mobile go with every dictionary save). */
export type DictionarySaveBody = Omit<DictionaryFieldInput, 'operatingUrl'>

/** Who is signed in, as `accountName` and `accountPhone` of the dictionary saves. */
export const useSaver = useOperatorIdentity

/**
 * `POST …/add` and `POST …/update` (with `id` and the loaded `version`). The request layer shows
 * every refusal (400 with the rule's message, 403, 409 字段已被他人修改); the editor keeps its input.
 */
export const useSaveDictionaryField = () => {
  const client = useQueryClient()
  const saver = useSaver()
  return useMutation({
    mutationFn: ({ id, version, ...field }: DictionarySaveBody & { id?: number; version?: number }) =>
      id
        ? post<DictionaryDetail>(APP, `${BASE}/update`, { ...field, ...saver, id, version })
        : post<DictionaryDetail>(APP, `${BASE}/add`, { ...field, ...saver }),
    // A refusal may mean someone else changed the list meanwhile.
    onSettled: () => client.invalidateQueries({ queryKey: dictionaryKeys.all }),
  })
}

/** Whether a failed save was refused because the field changed since it was loaded (or a code is taken). */
export const isConflict = (error: unknown) => error instanceof RequestError && error.httpStatus === 409
