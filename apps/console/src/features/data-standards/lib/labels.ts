import { CONTROL_TYPES, METADATA_DATA_TYPES, METADATA_STATUSES, type DictDataItem } from '@yunying/contracts'

export const METADATA_LIST_PATH = '/dataStandard/metadata/index'
export const METADATA_EDIT_PATH = '/dataStandard/metadata/edit'
export const METADATA_LOG_PATH = '/dataStandard/metadata/operationLog'

export const STATUS_COLORS: Readonly<Record<number, string>> = { 1: 'blue', 2: 'red', 3: 'green', 4: 'default' }
export const statusOptions = Object.entries(METADATA_STATUSES).map(([value, label]) => ({ value: Number(value), label }))
export const dataTypeOptions = Object.entries(METADATA_DATA_TYPES).map(([value, label]) => ({ value, label: `${label}（${value}）` }))
export const controlTypeOptions = Object.entries(CONTROL_TYPES).map(([value, label]) => ({ value, label }))

/** A dictionary's items (modules, entities, industries) as a select's options: the key chosen, the name shown. */
export const dictOptions = (items: DictDataItem[] | undefined) => items?.map((item) => ({ value: item.dataKey, label: item.dataValue }))

/** The editor's address: new, edit or read-only (spec 3 §2.2). */
export const editPath = (id?: number, preview = false) => (id ? `${METADATA_EDIT_PATH}?id=${id}${preview ? '&preview=1' : ''}` : METADATA_EDIT_PATH)
