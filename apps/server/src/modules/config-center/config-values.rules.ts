import {
  NOTHING_SELECTED,
  configEntryError,
  enabledRelatedValues,
  normaliseConfigValue,
  type ConfigDiff,
  type ConfigValueEntry,
  type ConfigValue,
} from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'
import type { ConfigSnapshotEntry } from './config-center.table.js'
import type { CompiledDictionary } from './effective-config.dictionary.js'

/**
 * The save rules of brand and group configuration (spec 2 §5 and issue 14), as pure functions over
 * the compiled dictionary: the server's answer to every save and restore.
 */

export type OwnerKind = 'brand' | 'group'

export interface SaveOwner {
  kind: OwnerKind
  /** The brand's business type; null for a group (group fields apply whatever the business type). */
  bizType: number | null
}

const bad = (message: string, path?: string): AppError => new AppError('BAD_REQUEST', message, path ? [{ path, message }] : null)

const KIND_LABEL: Record<OwnerKind, string> = { brand: '品牌配置', group: '集团配置' }

/** Whether a dependent's parent value (after the save) turns it on. */
const enables = (parentDataType: string, parentValue: ConfigValue, relatedValue: string | null) =>
  relatedValue !== null && enabledRelatedValues(parentDataType, parentValue).has(relatedValue)

/**
 * The owner's values after a save: `entries` checked one by one against the dictionary, then the
 * dependents checked against their parents. `increment` (-999): only the listed entries change
 * (`enabled: false` removes one); otherwise the listed enabled entries are the whole set. Saved
 * dependents that their parent no longer enables are removed (the editor's "reset to default").
 */
export const applyConfigSave = (
  dictionary: CompiledDictionary,
  owner: SaveOwner,
  current: readonly ConfigSnapshotEntry[],
  entries: readonly ConfigValueEntry[],
  increment: boolean,
): ConfigSnapshotEntry[] => {
  const next = new Map<string, ConfigSnapshotEntry>(increment ? current.map((e) => [e.fieldCode, e]) : [])
  const listed = new Set<string>()
  const applyType = owner.kind === 'brand' ? 1 : 2
  for (const [i, e] of entries.entries()) {
    const path = `configValues.${i}`
    const code = e.fieldCode
    if (listed.has(code)) throw bad(`配置 ${code} 重复`, path)
    listed.add(code)
    // Unticking removes the value (if saved), even one whose field has since been disabled or removed.
    if (e.enabled === false) {
      next.delete(code)
      continue
    }
    const def = dictionary.byCode.get(code)
    if (!def) throw bad(`配置 ${code} 不存在`, path)
    const field = def.field
    if (field.status !== 0) throw bad(`停用的配置不能保存：${code}`, path)
    if (field.applyType !== applyType) throw bad(`配置 ${code} 不是${KIND_LABEL[owner.kind]}`, path)
    if (owner.bizType !== null && !field.bizTypes.has(owner.bizType)) throw bad(`配置 ${code} 不适用于该品牌的业态`, path)
    if (e.dataType && e.dataType !== def.dataType) throw bad(`配置 ${code} 的数据类型应为 ${def.dataType}`, path)
    const value = e.fieldValue === null ? null : normaliseConfigValue(e.fieldValue)
    const error = configEntryError({ fieldCode: code, fieldName: def.name, dataType: def.dataType, optionValues: def.optionValues }, value)
    if (error) throw bad(error, path)
    if (def.parentCode !== null && (e.relatedFieldCode !== def.parentCode || e.relatedFieldValue !== def.relatedValue)) {
      throw bad(`关联配置 ${code} 应属于 ${def.parentCode} 的选项 ${def.relatedValue}`, path)
    }
    // Write implies read (spec 2 §4); a group's values carry no brand-staff access.
    const write = owner.kind === 'brand' && Boolean(e.isSellerWrite)
    const read = owner.kind === 'brand' && (Boolean(e.isSellerRead) || write)
    next.set(code, { fieldCode: code, fieldValue: value, isSellerRead: read, isSellerWrite: write, relatedFieldCode: def.parentCode, relatedFieldValue: def.relatedValue })
  }
  // A dependent needs its parent configured with a value that enables it.
  for (const [code, saved] of next) {
    const def = dictionary.byCode.get(code)
    if (!def || def.parentCode === null) continue
    const parent = next.get(def.parentCode)
    if (parent && saved.relatedFieldValue === def.relatedValue && enables(def.field.dataType, parent.fieldValue, def.relatedValue)) continue
    const index = entries.findIndex((e) => e.fieldCode === code && e.enabled !== false)
    if (index >= 0) throw bad(`关联配置 ${code} 的上级配置未开启`, `configValues.${index}`)
    next.delete(code)
  }
  if (next.size === 0) throw bad(NOTHING_SELECTED)
  return sortEntries(dictionary, [...next.values()])
}

/** Entries in editor order (a field, then its dependents); codes the dictionary no longer has last. */
export const sortEntries = (dictionary: CompiledDictionary, entries: ConfigSnapshotEntry[]) => {
  const rank = (code: string) => dictionary.order.get(code) ?? Number.MAX_SAFE_INTEGER
  return entries.sort((a, b) => rank(a.fieldCode) - rank(b.fieldCode) || (a.fieldCode < b.fieldCode ? -1 : a.fieldCode > b.fieldCode ? 1 : 0))
}

const same = (a: ConfigSnapshotEntry, b: ConfigSnapshotEntry) =>
  JSON.stringify(a.fieldValue) === JSON.stringify(b.fieldValue) &&
  a.isSellerRead === b.isSellerRead &&
  a.isSellerWrite === b.isSellerWrite &&
  a.relatedFieldCode === b.relatedFieldCode &&
  a.relatedFieldValue === b.relatedFieldValue

export interface ConfigChange {
  removed: string[]
  written: ConfigSnapshotEntry[]
  diff: ConfigDiff[]
}

/** What a save changes: codes to remove, entries to write, and the field-level diff for the history. */
export const changesOf = (dictionary: CompiledDictionary, owner: OwnerKind, before: readonly ConfigSnapshotEntry[], after: readonly ConfigSnapshotEntry[]): ConfigChange => {
  const old = new Map(before.map((e) => [e.fieldCode, e]))
  const now = new Map(after.map((e) => [e.fieldCode, e]))
  const codes = sortEntries(dictionary, [...new Set([...old.keys(), ...now.keys()])].map((fieldCode) => (now.get(fieldCode) ?? old.get(fieldCode))!)).map((e) => e.fieldCode)
  const access = (e: ConfigSnapshotEntry | undefined) => (e ? { isSellerRead: e.isSellerRead, isSellerWrite: e.isSellerWrite } : null)
  const removed: string[] = []
  const written: ConfigSnapshotEntry[] = []
  const diff: ConfigDiff[] = []
  for (const code of codes) {
    const a = old.get(code)
    const b = now.get(code)
    if (a && b && same(a, b)) continue
    if (!b) removed.push(code)
    else written.push(b)
    const entry: ConfigDiff = { fieldCode: code, fieldName: dictionary.byCode.get(code)?.name ?? code, before: a?.fieldValue ?? null, after: b?.fieldValue ?? null }
    // Brand-staff access is shown when it changed (an added or removed value counts as no access).
    if (owner === 'brand' && (Boolean(a?.isSellerRead) !== Boolean(b?.isSellerRead) || Boolean(a?.isSellerWrite) !== Boolean(b?.isSellerWrite))) {
      entry.accessBefore = access(a)
      entry.accessAfter = access(b)
    }
    diff.push(entry)
  }
  return { removed, written, diff }
}
