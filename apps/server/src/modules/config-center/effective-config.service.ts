import { createHash } from 'node:crypto'
import {
  bizTypeOfBrand,
  configEntryError,
  enabledRelatedValues,
  success,
  type ConfigSource,
  type ConfigValue,
  type EffectiveConfigQuery,
  type EffectiveEntry,
} from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { canSeeBrand } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { ConfigSnapshotEntry } from './config-center.table.js'
import type { CodeDef, CompiledDictionary, DictionaryCache } from './effective-config.dictionary.js'
import { loadSnapshot, readEffectiveStamp, type EffectiveStamp } from './effective-config.repository.js'

/**
 * The effective configuration (spec 1 §7 `query-config-data`, issue 14): for each field that applies
 * to a brand, the value in force and where it comes from: the brand's saved value (applyType 1), its
 * group's (applyType 2), or the dictionary default. The read other services make, so it is built to
 * be fast and never stale (docs/configuration.md "The effective configuration"):
 * - a call needs the brand's group and business type, the dictionary's generation and the brand's and
 *   group's configuration versions: one indexed query (`readEffectiveStamp`). That stamp is kept in
 *   memory and dropped whenever the database announces a change (ChangeFeed, ADR 0009: on the
 *   embedded database before the writer's call returns; on PostgreSQL on commit, through a listening
 *   connection, with every read checking the database while that connection is down), so a steady
 *   read makes no query of its own;
 * - everything else is cached in memory keyed by those numbers: the compiled dictionary by generation,
 *   an owner's values by (owner, version) (a version's snapshot never changes), and the serialised
 *   answer by all of them. A save in any process bumps a version in the database, so the next read in
 *   every process sees a new key: nothing to invalidate, nothing stale.
 */

type Values = ReadonlyMap<string, ConfigSnapshotEntry>
const NO_VALUES: Values = new Map()

/** A Map that forgets the least recently used entries beyond a size (entries, or bytes with `sizeOf`). */
const lru = <K, V>(limit: number, sizeOf: (v: V) => number = () => 1) => {
  const map = new Map<K, { value: V; size: number }>()
  let total = 0
  return {
    get(key: K): V | undefined {
      const slot = map.get(key)
      if (slot === undefined) return undefined
      map.delete(key)
      map.set(key, slot)
      return slot.value
    },
    /** Adds or re-measures an entry (call again after the value grew). */
    set(key: K, value: V) {
      const old = map.get(key)
      if (old !== undefined) {
        total -= old.size
        map.delete(key)
      }
      const size = sizeOf(value)
      map.set(key, { value, size })
      total += size
      for (const [k, slot] of map) {
        if (total <= limit || map.size === 1) break
        map.delete(k)
        total -= slot.size
      }
    },
  }
}

const fits = (def: CodeDef, value: ConfigValue) => configEntryError({ fieldCode: def.code, dataType: def.dataType, optionValues: def.optionValues }, value) === null

/** Every effective entry of a brand, in editor order: a field, then the dependents its value turns on. */
export const computeEffective = (dictionary: CompiledDictionary, bizType: number, brand: Values, group: Values): EffectiveEntry[] => {
  const out: EffectiveEntry[] = []
  for (const f of dictionary.applicable(null, bizType)) {
    const [values, owner]: [Values, ConfigSource] = f.applyType === 1 ? [brand, 'brand'] : [group, 'group']
    const saved = values.get(f.code)
    const own = saved !== undefined && fits(f, saved.fieldValue)
    const value = own ? saved.fieldValue : f.defaultValue
    out.push({ fieldCode: f.code, value, source: own ? owner : 'default' })
    if (f.dependents.length === 0) continue
    const on = enabledRelatedValues(f.dataType, value)
    for (const block of f.dependents) {
      if (!on.has(block.relatedValue)) continue
      for (const d of block.defs) {
        const s = values.get(d.code)
        const kept = s !== undefined && s.relatedFieldCode === f.code && s.relatedFieldValue === block.relatedValue && fits(d, s.fieldValue)
        out.push({ fieldCode: d.code, value: kept ? s.fieldValue : d.defaultValue, source: kept ? owner : 'default' })
      }
    }
  }
  return out
}

/** A serialised answer, kept for the state it was computed for. */
interface Answer {
  state: string
  etag: string
  /** The whole envelope, UTF-8: sent as it is. */
  body: Buffer
}

/**
 * Change announcements: a number that moves whenever the effective read's inputs may have changed,
 * or null while announcements may be missed (then every read checks the database).
 */
export interface ChangeFeed {
  epoch(): number | null
}

export interface EffectiveOptions {
  /**
   * Serialised answers kept in memory, in bytes (default 256 MB: about 16,000 brands of 200 fields,
   * 16 KB each). Sized so the issue's 10,000 brands fit: a read that misses recomputes its answer from
   * the owners' snapshots, which on PGlite costs a query on the one connection.
   */
  answerBytes?: number
  /** Owners' values kept in memory (default 1,000 owners; a group's serve all its brands). */
  snapshotOwners?: number
  /** Brands' stamps kept in memory when a change feed is given (default 100,000). */
  stamps?: number
}

export type EffectiveResult = { notModified: true; etag: string } | { notModified: false; etag: string; body: Buffer }

const NEEDS_BRAND = '请选择品牌'

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((t) => {
    const tag = t.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })

export const createEffectiveConfigService = ({ db, dictionary, changes = null, options = {} }: { db: Db; dictionary: DictionaryCache; changes?: ChangeFeed | null; options?: EffectiveOptions }) => {
  const stamps = lru<number, { epoch: number; stamp: EffectiveStamp }>(options.stamps ?? 100_000)
  const answers = lru<string, Answer>(options.answerBytes ?? 256 * 1024 * 1024, (a) => a.body.byteLength + 200)
  const snapshots = lru<string, Values>(options.snapshotOwners ?? 1000)

  const valuesOf = async (kind: 'brand' | 'group', id: number, version: number): Promise<Values> => {
    if (version === 0) return NO_VALUES
    const key = `${kind}:${id}:${version}`
    const cached = snapshots.get(key)
    if (cached) return cached
    const snapshot = await loadSnapshot(db, kind, id, version)
    const values: Values = new Map((snapshot ?? []).map((e) => [e.fieldCode, e]))
    snapshots.set(key, values)
    return values
  }

  /** The brand's stamp: from memory while no change was announced since it was read, else from the database. */
  const stampOf = async (sellerId: number): Promise<EffectiveStamp | null> => {
    if (!changes) return readEffectiveStamp(db, sellerId)
    const epoch = changes.epoch()
    if (epoch === null) return readEffectiveStamp(db, sellerId)
    const cached = stamps.get(sellerId)
    if (cached && cached.epoch === epoch) return cached.stamp
    const stamp = await readEffectiveStamp(db, sellerId)
    // A change announced while the query ran may or may not be in it: use it, but do not keep it.
    if (stamp && changes.epoch() === epoch) stamps.set(sellerId, { epoch, stamp })
    return stamp
  }

  return {
    /** The effective configuration of a brand, or "not modified" when `ifNoneMatch` names the current answer. */
    async read(session: SessionContext, query: EffectiveConfigQuery, ifNoneMatch: string | undefined): Promise<EffectiveResult> {
      const scope = session.scope
      const sellerId = query.sellerId ?? (scope.kind === 'brand' ? scope.brandId : null)
      if (sellerId === null) throw new AppError('BAD_REQUEST', NEEDS_BRAND, [{ path: 'sellerId', message: NEEDS_BRAND }])
      const stamp = await stampOf(sellerId)
      if (!stamp) throw new AppError('NOT_FOUND', '品牌不存在或已删除')
      if (!canSeeBrand(scope, { id: sellerId, groupId: stamp.groupId })) throw new AppError('FOREIGN_TENANT')
      const dict = await dictionary.atLeast(stamp.generation)
      const bizType = bizTypeOfBrand(stamp.brandType, stamp.industryName)
      const state = `${dict.generation}.${stamp.brandVersion}.${stamp.groupId}.${stamp.groupVersion}.${bizType}`
      const filter = `${query.format}:${query.fieldCodes?.join(',') ?? '*'}`
      const filterTag = query.fieldCodes ? createHash('sha1').update(filter).digest('base64url').slice(0, 12) : query.format
      const version = `${sellerId}.${state}.${filterTag}`
      const etag = `"${version}"`
      if (etagMatches(ifNoneMatch, etag)) return { notModified: true, etag }

      const key = `${sellerId}|${filter}`
      const cached = answers.get(key)
      if (cached?.state === state) return { notModified: false, etag: cached.etag, body: cached.body }
      const brand = await valuesOf('brand', sellerId, stamp.brandVersion)
      const group = await valuesOf('group', stamp.groupId, stamp.groupVersion)
      const all = computeEffective(dict, bizType, brand, group)
      const wanted = query.fieldCodes ? new Set(query.fieldCodes) : null
      const entries = wanted ? all.filter((e) => wanted.has(e.fieldCode)) : all
      const values = query.format === 'list' ? entries : Object.fromEntries(entries.map((e) => [e.fieldCode, e]))
      const answer: Answer = { state, etag, body: Buffer.from(JSON.stringify(success({ sellerId, groupId: stamp.groupId, version, values }, '获取成功'))) }
      answers.set(key, answer)
      return { notModified: false, etag, body: answer.body }
    },
  }
}

export type EffectiveConfigService = ReturnType<typeof createEffectiveConfigService>
