import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { hasTriggers } from '../../lib/db-triggers.repository.js'
import { brands, industries } from '../brands/brands.table.js'
import { configDictionaryState, configFields, configVersions, type ConfigSnapshotEntry } from './config-center.table.js'
import type { ConfigFieldRecord } from './dictionary.repository.js'

/** What one effective read must know before it can answer from memory: one indexed query. */
export interface EffectiveStamp {
  groupId: number
  brandType: number
  industryName: string | null
  /** The dictionary's generation (bumped by a trigger on every dictionary write). */
  generation: number
  /** The brand's and its group's configuration versions; 0 when never configured. */
  brandVersion: number
  groupVersion: number
}

const stampQuery = (db: DbOrTx) =>
  db
    .select({
      groupId: brands.groupId,
      brandType: brands.brandType,
      industryName: industries.name,
      generation: sql<number>`(select generation from config_dictionary_state where id = 1)`,
      brandVersion: sql<number>`coalesce((select version from config_states where owner_kind = 'brand' and owner_id = ${brands.id}), 0)`,
      groupVersion: sql<number>`coalesce((select version from config_states where owner_kind = 'group' and owner_id = ${brands.groupId}), 0)`,
    })
    .from(brands)
    .leftJoin(industries, eq(industries.id, brands.industryId))
    .where(eq(brands.id, sql.placeholder('brandId')))
    .limit(1)
    .prepare('config_effective_stamp')

/** Prepared once per database: on PostgreSQL a named statement, parsed and planned once per connection. */
const preparedStamps = new WeakMap<DbOrTx, ReturnType<typeof stampQuery>>()

/**
 * The brand's group and business-type inputs, the dictionary's generation and the two owners'
 * configuration versions, in one statement: primary-key lookups only, so it costs the same on ten
 * brands as on a million.
 */
export const readEffectiveStamp = async (db: DbOrTx, brandId: number): Promise<EffectiveStamp | null> => {
  let query = preparedStamps.get(db)
  if (!query) {
    query = stampQuery(db)
    preparedStamps.set(db, query)
  }
  const [row] = await query.execute({ brandId })
  if (!row) return null
  return {
    groupId: row.groupId,
    brandType: row.brandType,
    industryName: row.industryName,
    generation: Number(row.generation),
    brandVersion: Number(row.brandVersion),
    groupVersion: Number(row.groupVersion),
  }
}

export const readDictionaryGeneration = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select({ generation: configDictionaryState.generation }).from(configDictionaryState).where(eq(configDictionaryState.id, 1))
  return row?.generation ?? 0
}

/**
 * Every dictionary field with the generation they belong to, in one statement (one snapshot of the
 * database): the generation read with the rows is the one the compiled copy is filed under.
 */
export const loadDictionary = async (db: DbOrTx): Promise<{ generation: number; fields: ConfigFieldRecord[] }> => {
  const rows = await db
    .select({ generation: configDictionaryState.generation, field: configFields })
    .from(configDictionaryState)
    .leftJoin(configFields, sql`true`)
    .where(eq(configDictionaryState.id, 1))
  return { generation: rows[0]?.generation ?? 0, fields: rows.flatMap((r) => (r.field ? [r.field] : [])) }
}

/** The values an owner had after `version` (a version's snapshot never changes, so it can be cached forever). */
export const loadSnapshot = async (db: DbOrTx, ownerKind: 'brand' | 'group', ownerId: number, version: number): Promise<ConfigSnapshotEntry[] | null> => {
  const [row] = await db
    .select({ snapshot: configVersions.snapshot })
    .from(configVersions)
    .where(and(eq(configVersions.ownerKind, ownerKind), eq(configVersions.ownerId, ownerId), eq(configVersions.version, version)))
  return row?.snapshot ?? null
}

/** The channel the migration-0016 triggers announce changes on (configuration states, dictionary, brands, industries). */
export const EFFECTIVE_CHANGES_CHANNEL = 'config_effective'
const ANNOUNCERS = ['config_fields_generation', 'config_states_changed', 'brands_config_changed', 'industries_config_changed']

/**
 * Whether every trigger that announces a change the effective read depends on is in place: only then
 * may the read keep its per-brand stamps in memory (a database restored without them checks every read).
 */
export const hasChangeAnnouncers = (db: DbOrTx): Promise<boolean> => hasTriggers(db, ANNOUNCERS)
