import type { ConfigValue, OptionValue } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import type { ConfigFieldRecord } from './dictionary.repository.js'
import { loadDictionary, readDictionaryGeneration } from './effective-config.repository.js'

/** A code the configuration can hold: a dictionary field's own, or one of its dependents'. */
export interface CodeDef {
  code: string
  name: string
  dataType: string
  optionValues: OptionValue[]
  defaultValue: ConfigValue
  /** The dictionary field this code belongs to (itself for a field's own code). */
  field: FieldDef
  /** A dependent's parent code and the parent value that enables it; null for a field's own code. */
  parentCode: string | null
  relatedValue: string | null
}

export interface FieldDef extends CodeDef {
  record: ConfigFieldRecord
  applyType: number
  status: number
  bizTypes: ReadonlySet<number>
  sortNum: number
  /** The dependents by the parent value that enables them, in dictionary order. */
  dependents: Array<{ relatedValue: string; defs: CodeDef[] }>
}

/** The dictionary as the configuration reads it: fields in editor order, every code addressable. */
export interface CompiledDictionary {
  generation: number
  /** Every field, smaller sortNum first, then older first. */
  fields: FieldDef[]
  byCode: ReadonlyMap<string, CodeDef>
  /** Every code in editor order (a field, then its dependents), for ordering diffs. */
  order: ReadonlyMap<string, number>
  /** Enabled fields of `applyType` (null: both) that apply to `bizType` (null: any business type), cached. */
  applicable(applyType: number | null, bizType: number | null): FieldDef[]
}

export const compileDictionary = (generation: number, records: readonly ConfigFieldRecord[]): CompiledDictionary => {
  const byCode = new Map<string, CodeDef>()
  const fields = [...records]
    .sort((a, b) => Number(a.sortNum) - Number(b.sortNum) || a.id - b.id)
    .map((r) => {
      const field = {
        record: r,
        code: r.fieldCode,
        name: r.fieldName,
        dataType: r.dataType,
        optionValues: r.optionValues,
        defaultValue: r.defaultValue ?? null,
        parentCode: null,
        relatedValue: null,
        applyType: r.applyType,
        status: r.status,
        bizTypes: new Set(r.bizTypes.split(',').filter(Boolean).map(Number)),
        sortNum: Number(r.sortNum),
        dependents: [],
      } as unknown as FieldDef
      field.field = field
      const defaults = new Map(r.relatedDefaultValue.map((d) => [d.fieldCode, d.defaultValue ?? null]))
      field.dependents = r.relatedData.map((block) => ({
        relatedValue: block.relatedValue,
        defs: block.relatedData.map((c) => ({
          code: c.code,
          name: c.name,
          dataType: c.dataType,
          optionValues: c.optionValues,
          defaultValue: defaults.get(c.code) ?? null,
          field,
          parentCode: r.fieldCode,
          relatedValue: block.relatedValue,
        })),
      }))
      return field
    })
  const order = new Map<string, number>()
  for (const f of fields) {
    byCode.set(f.code, f)
    order.set(f.code, order.size)
    for (const block of f.dependents) {
      for (const d of block.defs) {
        byCode.set(d.code, d)
        order.set(d.code, order.size)
      }
    }
  }
  const applicableCache = new Map<string, FieldDef[]>()
  return {
    generation,
    fields,
    byCode,
    order,
    applicable(applyType, bizType) {
      const key = `${applyType ?? '*'}:${bizType ?? '*'}`
      let list = applicableCache.get(key)
      if (!list) {
        list = fields.filter((f) => (applyType === null || f.applyType === applyType) && f.status === 0 && (bizType === null || f.bizTypes.has(bizType)))
        applicableCache.set(key, list)
      }
      return list
    },
  }
}

/**
 * The compiled dictionary of the newest generation seen. A caller that knows the generation (read
 * with its own versions) asks for exactly that; a newer copy loaded meanwhile serves too, since the
 * generation only grows. Concurrent misses share one load.
 */
export const createDictionaryCache = (db: DbOrTx) => {
  let current: CompiledDictionary | null = null
  let loading: Promise<CompiledDictionary> | null = null

  const load = async (from: DbOrTx) => {
    const { generation, fields } = await loadDictionary(from)
    const compiled = compileDictionary(generation, fields)
    if (!current || compiled.generation >= current.generation) current = compiled
    return compiled
  }

  return {
    /** At least `generation`; `from` is the transaction to read in (PGlite runs one statement at a time). */
    async atLeast(generation: number, from?: DbOrTx): Promise<CompiledDictionary> {
      if (current && current.generation >= generation) return current
      if (from) return load(from)
      if (!loading) {
        loading = load(db).finally(() => {
          loading = null
        })
      }
      const compiled = await loading
      return compiled.generation >= generation ? compiled : load(db)
    },
    /** The current generation, checked with one tiny query. */
    async current(from: DbOrTx = db): Promise<CompiledDictionary> {
      return this.atLeast(await readDictionaryGeneration(from), from === db ? undefined : from)
    },
  }
}

export type DictionaryCache = ReturnType<typeof createDictionaryCache>
