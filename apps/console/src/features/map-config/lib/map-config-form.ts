import {
  AddMapConfigBodySchema,
  MAP_PROVIDER_TYPES,
  MapKeyInfoSchema,
  type AddMapConfigBody,
  type MapConfigRow,
  type MapKeyInfo,
  type UpdateMapConfigBody,
} from '@yunying/contracts'

export type MapProviderType = (typeof MAP_PROVIDER_TYPES)[number]

/** One provider in the dialog: its checkbox and its key inputs (kept while unchecked, sent only when checked). */
export interface ProviderValues {
  type: MapProviderType
  enabled: boolean
  keys: string[]
}

/** What the add/edit dialog holds; `providers` follows `MAP_PROVIDER_TYPES`. */
export interface MapConfigFormValues {
  sellerId?: number
  sellerName?: string
  providers: ProviderValues[]
}

export interface MapKeysCheck {
  /** A message per key input, by index; `undefined` where the key is fine. */
  keyErrors: Array<string | undefined>
  /** A message about the list as a whole (too few or too many keys). */
  listError?: string
}

// The dialog validates with the contract's own schemas, so it speaks the server's words.
const keysSchema = MapKeyInfoSchema.shape.keys
const infoListSchema = AddMapConfigBodySchema.shape.infoList
const sellerIdSchema = AddMapConfigBodySchema.shape.sellerId

/** An antd validator's answer for a check's message: rejected with it, or resolved when there is none. */
export const validationOf = (message: string | undefined): Promise<void> => (message ? Promise.reject(new Error(message)) : Promise.resolve())

/** The dialog's values for a row to edit, or for a new configuration without one. */
export const toMapConfigValues = (row?: MapConfigRow | null): MapConfigFormValues => ({
  ...(row ? { sellerId: row.sellerId, sellerName: row.sellerName } : {}),
  providers: MAP_PROVIDER_TYPES.map((type) => {
    const keys = row?.infoList.find((info) => info.type === type)?.keys ?? []
    return { type, enabled: keys.length > 0, keys: keys.length > 0 ? [...keys] : [''] }
  }),
})

/** The checked providers with their trimmed keys, as `infoList` of add and update. */
export const toInfoList = (providers: readonly ProviderValues[]): MapKeyInfo[] =>
  providers.filter((p) => p.enabled).map((p) => ({ type: p.type, keys: p.keys.map((key) => (key ?? '').trim()) }))

/** '请选择品牌' until a brand is chosen. */
export const checkBrand = (sellerId: number | undefined): string | undefined => sellerIdSchema.safeParse(sellerId).error?.issues[0]?.message

/** '请至少配置一种地图' when no provider is checked. */
export const checkProviders = (providers: readonly ProviderValues[] | undefined): string | undefined => {
  if ((providers ?? []).some((p) => p.enabled)) return undefined
  return infoListSchema.safeParse([]).error?.issues[0]?.message
}

/**
 * One provider's keys against the contract: each key's own rule (required, length, characters),
 * then 'Key 不能重复' on every key that repeats an earlier one (after trimming).
 */
export const checkMapKeys = (keys: readonly (string | undefined)[]): MapKeysCheck => {
  const values = keys.map((key) => key ?? '')
  const result = keysSchema.safeParse(values)
  const keyErrors: Array<string | undefined> = values.map(() => undefined)
  let listError: string | undefined
  for (const issue of result.error?.issues ?? []) {
    const [index] = issue.path
    if (typeof index === 'number') {
      keyErrors[index] ??= issue.message
    } else if (issue.code === 'custom') {
      const seen = new Set<string>()
      values.forEach((value, i) => {
        const key = value.trim()
        if (key && seen.has(key)) keyErrors[i] ??= issue.message
        seen.add(key)
      })
    } else {
      listError ??= issue.message
    }
  }
  return { keyErrors, ...(listError ? { listError } : {}) }
}

/** `operating/map-config/add`: the brand and the checked providers' keys. */
export const toAddBody = (values: MapConfigFormValues): AddMapConfigBody => ({
  sellerId: values.sellerId!,
  ...(values.sellerName ? { sellerName: values.sellerName } : {}),
  infoList: toInfoList(values.providers),
})

/** `operating/map-config/update`: the keys only, with the row's version to guard against lost edits. */
export const toUpdateBody = (row: Pick<MapConfigRow, 'id' | 'version'>, values: MapConfigFormValues): UpdateMapConfigBody => ({
  id: row.id,
  version: row.version,
  infoList: toInfoList(values.providers),
})
