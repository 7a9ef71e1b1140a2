import {
  CONFIG_LIMITS,
  configEntryError,
  enabledRelatedValues,
  normaliseConfigValue,
  NOTHING_SELECTED,
  RELATING_TYPES,
  type ConfigField,
  type ConfigValue,
  type ConfigValueEntryInput,
  type DataType,
  type FieldConfigData,
  type SavedConfigValue,
} from '@yunying/contracts'

/**
 * The brand and group configuration editors' model (spec 2 §4 "Config edit", §5 "Brand and group
 * config save"), as plain functions over plain state so the screen stays a view of it:
 * - ticking a field enables it with its default; unticking resets it and its dependents;
 * - changing a relating field's value (switch, radio, checkbox) resets its dependents to their
 *   defaults, and unticks those its new value no longer shows;
 * - brand only: write implies read, unticking read clears write.
 */

export interface Option {
  value: string
  title: string
}

/** A field the editor shows: a dictionary field, or a dependent field under one of its parent's values. */
export interface FieldDef {
  code: string
  name: string
  dataType: string
  optionValues: Option[]
  defaultValue: ConfigValue
  serviceModule: string
  descrip: string
  manualText: string
  exampleImage: string
  helpLink: string
  /** A dependent field's parent and the parent value it hangs under. */
  parent: { code: string; value: string } | null
  /** Dependent fields' codes, in the dictionary's order (a top-level field only). */
  children: string[]
}

export interface FieldState {
  enabled: boolean
  value: ConfigValue
  /** Brand only: brand staff may read / write the value in their apps. */
  read: boolean
  write: boolean
}

export interface EditorModel {
  /** Page groups in order, each with its top-level fields' codes. */
  groups: Array<{ pageGroup: string; codes: string[] }>
  defs: Map<string, FieldDef>
  /** What was saved when the editor loaded: the codes to untick explicitly on save. */
  saved: Map<string, SavedConfigValue>
  version: number
}

export type EditorState = Record<string, FieldState>

const asValue = (v: unknown): ConfigValue => (v === undefined ? null : (v as ConfigValue))

/** The value an input starts from when the dictionary gives none. */
export const emptyValueOf = (dataType: string): ConfigValue => {
  switch (dataType as DataType) {
    case 'bool':
      return false
    case 'checkbox':
    case 'array':
      return []
    case 'string':
    case 'image':
      return ''
    default:
      return null
  }
}

/** The field's default, or the empty value of its type. */
export const defaultOf = (def: Pick<FieldDef, 'dataType' | 'defaultValue'>): ConfigValue => {
  const v = def.defaultValue
  if (v === null || v === undefined) return emptyValueOf(def.dataType)
  return Array.isArray(v) ? [...v] : v
}

const topDef = (f: ConfigField): FieldDef => ({
  code: f.fieldCode,
  name: f.fieldName,
  dataType: f.dataType,
  optionValues: f.optionValues,
  defaultValue: asValue(f.defaultValue),
  serviceModule: f.serviceModule,
  descrip: f.descrip,
  manualText: f.manualText,
  exampleImage: f.exampleImage,
  helpLink: f.helpLink,
  parent: null,
  children: f.relatedData.flatMap((r) => r.relatedData.map((c) => c.code)),
})

/** The editor's model from `field-config-data`. */
export const buildModel = (data: FieldConfigData): EditorModel => {
  const defs = new Map<string, FieldDef>()
  const groups = data.groups.map((g) => ({ pageGroup: g.pageGroup, codes: g.fields.map((f) => f.fieldCode) }))
  for (const f of data.groups.flatMap((g) => g.fields)) {
    defs.set(f.fieldCode, topDef(f))
    const defaults = new Map(f.relatedDefaultValue.map((d) => [d.fieldCode, asValue(d.defaultValue)]))
    for (const r of f.relatedData) {
      for (const c of r.relatedData) {
        defs.set(c.code, {
          code: c.code,
          name: c.name,
          dataType: c.dataType,
          optionValues: c.optionValues,
          defaultValue: defaults.get(c.code) ?? null,
          serviceModule: f.serviceModule,
          descrip: '',
          manualText: '',
          exampleImage: '',
          helpLink: '',
          parent: { code: f.fieldCode, value: r.relatedValue },
          children: [],
        })
      }
    }
  }
  return { groups, defs, saved: new Map(data.configValues.map((v) => [v.fieldCode, v])), version: data.version }
}

const untouched = (def: FieldDef): FieldState => ({ enabled: false, value: defaultOf(def), read: false, write: false })

/** The state the editor opens with: the saved values ticked, everything else at its default. */
export const initialState = (model: EditorModel): EditorState => {
  const state: EditorState = {}
  for (const def of model.defs.values()) {
    const saved = model.saved.get(def.code)
    state[def.code] = saved
      ? { enabled: true, value: asValue(saved.fieldValue) ?? defaultOf(def), read: saved.isSellerRead || saved.isSellerWrite, write: saved.isSellerWrite }
      : untouched(def)
  }
  return state
}

/** Whether a dependent field shows: its parent is ticked and the parent's value enables it. */
export const isShown = (model: EditorModel, state: EditorState, code: string): boolean => {
  const def = model.defs.get(code)
  if (!def) return false
  if (!def.parent) return true
  const parentDef = model.defs.get(def.parent.code)
  const parent = state[def.parent.code]
  if (!parentDef || !parent?.enabled) return false
  return enabledRelatedValues(parentDef.dataType, parent.value).has(def.parent.value)
}

/** The dependents a parent shows for its current value, in the dictionary's order. */
export const shownChildren = (model: EditorModel, state: EditorState, code: string): FieldDef[] =>
  (model.defs.get(code)?.children ?? []).filter((c) => isShown(model, state, c)).map((c) => model.defs.get(c)!)

const resetChildren = (model: EditorModel, state: EditorState, code: string, keepShown: boolean): EditorState => {
  const def = model.defs.get(code)
  if (!def || def.children.length === 0) return state
  const next = { ...state }
  for (const c of def.children) {
    const childDef = model.defs.get(c)!
    const stays = keepShown && isShown(model, next, c) && next[c]!.enabled
    next[c] = { ...untouched(childDef), enabled: stays, read: stays ? next[c]!.read : false, write: stays ? next[c]!.write : false }
  }
  return next
}

/** Ticks or unticks a field: ticked shows its input with the default; unticked resets it and its dependents. */
export const toggleField = (model: EditorModel, state: EditorState, code: string, on: boolean): EditorState => {
  const def = model.defs.get(code)
  if (!def) return state
  const next = { ...state, [code]: { ...untouched(def), enabled: on } }
  return resetChildren(model, next, code, false)
}

const sameValue = (a: ConfigValue, b: ConfigValue) => JSON.stringify(a) === JSON.stringify(b)

/** A new value; a relating field's dependents go back to their defaults (and untick when no longer shown). */
export const changeValue = (model: EditorModel, state: EditorState, code: string, value: ConfigValue): EditorState => {
  const def = model.defs.get(code)
  const current = state[code]
  if (!def || !current) return state
  const next = { ...state, [code]: { ...current, value } }
  if (!RELATING_TYPES.includes(def.dataType as DataType) || sameValue(current.value, value)) return next
  return resetChildren(model, next, code, true)
}

/** Brand read and write: write implies read; unticking read clears write. */
export const changeAccess = (state: EditorState, code: string, which: 'read' | 'write', on: boolean): EditorState => {
  const current = state[code]
  if (!current) return state
  const access = which === 'write' ? { write: on, read: on || current.read } : { read: on, write: on && current.write }
  return { ...state, [code]: { ...current, ...access } }
}

/** Text trimmed and array items trimmed, as saved (spec 2 §5). */
const valueToSave = (def: FieldDef, value: ConfigValue): ConfigValue => {
  const v = normaliseConfigValue(value)
  // Empty array rows are dropped; a list of only empty rows stays as it is for the required check.
  if (def.dataType === 'array' && Array.isArray(v) && v.some((s) => s !== '')) return v.filter((s) => s !== '')
  return v
}

export type SaveCheck =
  | { ok: true; configValues: ConfigValueEntryInput[] }
  | { ok: false; errors: Record<string, string>; message: string }

/**
 * What the save sends (spec 2 §5, `incrementSave` -999): the ticked fields that show, with their
 * parents named, plus `enabled: false` for fields saved before and now unticked or hidden. Each
 * ticked value is checked with the contract's rule (缺少必填项：code …); nothing ticked gives
 * 请至少选择一项配置.
 */
export const buildSave = (model: EditorModel, state: EditorState, kind: 'brand' | 'group'): SaveCheck => {
  const errors: Record<string, string> = {}
  const configValues: ConfigValueEntryInput[] = []
  const removed: ConfigValueEntryInput[] = []
  for (const def of model.defs.values()) {
    const s = state[def.code]
    if (!s) continue
    const ticked = s.enabled && isShown(model, state, def.code)
    if (!ticked) {
      if (model.saved.has(def.code)) removed.push({ fieldCode: def.code, dataType: def.dataType, fieldValue: null, enabled: false })
      continue
    }
    const value = valueToSave(def, s.value)
    const error = configEntryError({ fieldCode: def.code, fieldName: def.name, dataType: def.dataType, optionValues: def.optionValues }, value)
    if (error) errors[def.code] = error
    configValues.push({
      fieldCode: def.code,
      dataType: def.dataType,
      fieldValue: value,
      isSellerRead: kind === 'brand' && (s.read || s.write),
      isSellerWrite: kind === 'brand' && s.write,
      relatedFieldCode: def.parent?.code ?? null,
      relatedFieldValue: def.parent?.value ?? null,
      serviceModule: def.serviceModule,
    })
  }
  if (configValues.length === 0) return { ok: false, errors, message: NOTHING_SELECTED }
  const codes = Object.keys(errors)
  if (codes.length > 0) return { ok: false, errors, message: errors[codes[0]!]! }
  return { ok: true, configValues: [...configValues, ...removed] }
}

/** Whether the state differs from what was loaded. */
export const isDirty = (model: EditorModel, state: EditorState): boolean => JSON.stringify(initialState(model)) !== JSON.stringify(state)

/** Limits of the inputs (spec 2 §9). */
export const INPUT_LIMITS = CONFIG_LIMITS
