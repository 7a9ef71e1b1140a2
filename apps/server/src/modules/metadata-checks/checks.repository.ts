import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { MetadataStatus } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { metadataDefinitions, metadataDictData } from '../metadata/metadata.table.js'
import { codesArray, lit, ruleMetaValues, type FieldCheck } from './check-sql.js'

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export interface ReportedRow {
  recordId: string
  fields: Record<string, unknown>
}

/**
 * Stores the records in one statement (a record reported again replaces its fields and waits for a
 * check again: its row in `check_pending`, added or given the new rev). The records travel as one `json` parameter read by `json_to_recordset`: PostgreSQL
 * lexes the text once and turns only each record's `fields` into jsonb, where a `jsonb` parameter
 * would first build the whole document as jsonb and then take it apart again. The rows are written
 * in record-id order (sorted here: `json_to_recordset` yields them in the array's order, which the
 * insert follows), so two reports replacing the same records lock them in the same order.
 */
export const upsertRecords = async (db: DbOrTx, module: string, entity: string, unsorted: ReportedRow[], at: Date) => {
  const records = [...unsorted].sort((a, b) => (a.recordId < b.recordId ? -1 : a.recordId > b.recordId ? 1 : 0))
  let payload = '['
  for (let i = 0; i < records.length; i++) payload += `${i > 0 ? ',' : ''}{"r":${JSON.stringify(records[i]!.recordId)},"f":${JSON.stringify(records[i]!.fields)}}`
  payload += ']'
  const [row] = rowsOf<{ received: number; replaced: number }>(
    await db.execute(sql`
      with up as (
        insert into check_records (module, entity, record_id, fields, reported_at)
        select ${module}, ${entity}, x.r, x.f, ${at.toISOString()}::timestamptz
        from json_to_recordset(${payload}::json) as x(r text, f jsonb)
        on conflict (module, entity, record_id) do update
          set fields = excluded.fields, rev = check_records.rev + 1, reported_at = excluded.reported_at
        returning id, rev
      ),
      pend as (
        insert into check_pending (module, entity, record_pk, rev, fresh)
        select ${module}, ${entity}, id, rev, rev = 1 from up
        on conflict (module, entity, record_pk) do update set rev = excluded.rev
      )
      select count(*)::int as received, (count(*) filter (where rev > 1))::int as replaced from up`),
  )
  return row!
}

/**
 * Checks one page of records of a module and entity in ONE statement: every field's CASE and the
 * undefined fields are evaluated together, the page's earlier failures are replaced by the new
 * ones, the page's rows in `check_pending` are deleted and the entity's totals moved by the
 * difference.
 *
 * `pending`: the page is the next records waiting for a check (`check_pending` in record order).
 * Otherwise (a full sweep) the next records of the entity, each with its waiting row if it has one.
 * Either way the waiting rows are claimed `FOR UPDATE SKIP LOCKED`: a record a report is queueing
 * again right now is left to the next pass (the report waits for nothing of the check's, and the
 * check for nothing of the report's, so the two cannot deadlock), and a full sweep leaves out such
 * a record too (it cannot tell whether it was ever checked). A record never checked (`fresh`) has no
 * failures to replace: the delete skips it, and it counts as a record of the entity from now on.
 * A waiting row is checked only when the record, as the page reads it, is at least the version the
 * row was queued for (`rev`): a report that replaces a record after the statement's snapshot but
 * before the claim reaches its waiting row has the claim lock the row's new version (PostgreSQL
 * follows a committed update to the row's latest version), while the page reads the record's fields
 * as the snapshot saw them. Checking those and deleting the waiting row left the new version
 * unchecked for good (a server test replaced a record at random moments of a pass and found its
 * failures stale in 3 rounds of 40). Such a row is left waiting for the report's own job (queued
 * while this one runs). A waiting row whose record is gone is deleted, so it cannot keep a pass
 * sweeping. `n` counts the rows claimed, `checked` the records checked.
 * No record row is written: a check leaves `check_records` and its indexes alone. The claimed rows
 * are deleted by their key. Not by their row address (`ctid`): a waiting row that a report replaced
 * after this statement's snapshot is claimed in its new version, which a TID scan under that
 * snapshot does not see, so the row stayed, was checked again and counted twice (a server test saw
 * 5,061 records for 5,000). The key finds the version the snapshot sees and follows it to the new one.
 * Its plan (a filter of the page's ids over the entity's waiting rows) is only cheap while the
 * table's statistics are current, which `analyzeGrownCheckTables` keeps them. Answers the rows the
 * page went past (`n`, `last`) and the records it checked.
 */
export const checkPage = async (db: DbOrTx, p: { module: string; entity: string; checks: FieldCheck[]; after: number; limit: number; pending: boolean; at: Date }) => {
  // Each field's text and JSON type are taken out of the record once, in the page itself, and every
  // rule of the field reads them. The fields' answers form one array per record (computed once: the
  // OFFSET keeps the subquery from being folded into the query around it); only a record with an
  // answer is spread into rows, and a field's value is written out only for the fields that fail.
  const values = p.checks.map((c, i) => {
    const key = lit(c.fieldCode)
    return `, r.fields ->> ${key} as t${i}, jsonb_typeof(r.fields -> ${key}) as y${i}${c.needsJson ? `, r.fields -> ${key} as j${i}` : ''}`
  })
  const answers = `array[${p.checks.map((c, i) => c.exprOn({ j: `p.j${i}`, t: `p.t${i}`, y: `p.y${i}` })).join(', ')}]::text[]`
  const defined = p.checks.length > 0
    ? `select r.id, r.record_id, x.code, x.rule, r.fields ->> x.code
       from (select p.id, p.record_id, p.fields, ${answers} as rules from page p offset 0) r
       cross join lateral unnest(${codesArray(p.checks)}, r.rules) as x(code, rule)
       where array_to_string(r.rules, '') <> '' and x.rule is not null
       union all `
    : ''
  const found = `${defined}select p.id, p.record_id, u.key, 'UNDEFINED', u.value from page p cross join lateral jsonb_each_text(p.fields - ${codesArray(p.checks)}) as u(key, value)`
  const at = p.at.toISOString()
  const cols = sql.raw(`r.id, r.record_id, r.fields${values.join('')}`)
  const head = p.pending
    ? sql`
      locked as materialized (
        select record_pk, rev, fresh from check_pending
        where module = ${p.module} and entity = ${p.entity} and record_pk > ${p.after}
        order by record_pk limit ${p.limit}
        for update skip locked
      ),
      span as (select count(*)::int as n, max(record_pk) as last from locked),
      joined as materialized (
        select c.record_pk, c.fresh, r.id, r.record_id, r.fields, r.rev >= c.rev as current
        from locked c left join check_records r on r.id = c.record_pk
      ),
      page as materialized (select ${cols}, r.fresh from joined r where r.current),
      claimed as (select record_pk from joined where current is not false),`
    : sql`
      ids as materialized (
        select id from check_records where module = ${p.module} and entity = ${p.entity} and id > ${p.after} order by id limit ${p.limit}
      ),
      span as (select count(*)::int as n, max(id) as last from ids),
      page as materialized (
        select ${cols}, c.fresh is true as fresh, c.record_pk as claimed_pk
        from ids i join check_records r on r.id = i.id
        left join lateral (
          select q.record_pk, q.fresh from check_pending q where q.module = ${p.module} and q.entity = ${p.entity} and q.record_pk = r.id and q.rev <= r.rev for update skip locked
        ) c on true
        where c.record_pk is not null
          or not exists (select 1 from check_pending q where q.module = ${p.module} and q.entity = ${p.entity} and q.record_pk = r.id)
      ),
      claimed as (select claimed_pk as record_pk from page where claimed_pk is not null),`
  const [row] = rowsOf<{ n: number; checked: number; last: number | null }>(
    await db.execute(sql`
      with ${head}
      found (id, record_id, code, rule, value) as (${sql.raw(found)}),
      gone as (delete from check_failures f using page where f.record_pk = page.id and not page.fresh returning f.record_pk, f.field_code, f.label),
      done as (delete from check_pending q where q.module = ${p.module} and q.entity = ${p.entity} and q.record_pk = any (array(select record_pk from claimed))),
      ins as (
        insert into check_failures (record_pk, module, entity, record_id, field_code, label, rule, reason, value, definition_version, created_at)
        select f.id, ${p.module}, ${p.entity}, f.record_id, f.code, coalesce(m.label, 1), f.rule, coalesce(m.reason, '未定义的字段'), left(coalesce(f.value, ''), 500), coalesce(m.version, 0), ${at}::timestamptz
        from found f left join ${sql.raw(ruleMetaValues(p.checks))} as m(code, rule, label, reason, version) on m.code = f.code and m.rule = f.rule
        returning record_pk, field_code, label
      ),
      moved as (
        select field_code, label, sum(d)::int as d from (select field_code, label, 1 as d from ins union all select field_code, label, -1 from gone) s
        group by field_code, label having sum(d) <> 0
      ),
      field_totals as (
        insert into check_field_totals (module, entity, field_code, label, n) select ${p.module}, ${p.entity}, field_code, label, d from moved
        on conflict (module, entity, field_code, label) do update set n = check_field_totals.n + excluded.n
      ),
      entity_totals as (
        insert into check_entity_totals (module, entity, records, failing)
        select ${p.module}, ${p.entity}, (select count(*)::int from page where fresh),
          (select count(distinct record_pk)::int from ins) - (select count(distinct record_pk)::int from gone)
        on conflict (module, entity) do update set records = check_entity_totals.records + excluded.records, failing = check_entity_totals.failing + excluded.failing
      )
      select n, (select count(*)::int from page) as checked, last from span`),
  )
  return { n: row!.n, checked: row!.checked, last: row!.last === null ? null : Number(row!.last) }
}

/** Serialises the checks of one module and entity across workers and instances, for one transaction. */
export const lockEntity = (db: DbOrTx, module: string, entity: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`metadata-check:${module}/${entity}`}))`)

/** Whether PostgreSQL compiles the pattern (its regex dialect differs from JavaScript's). */
export const regexCompiles = async (db: DbOrTx, pattern: string) => {
  try {
    await db.execute(sql`select '' ~ ${pattern}`)
    return true
  } catch {
    return false
  }
}

/** The impact count of one field check over every stored record of the entity, a page at a time. */
export const countFailing = async (db: DbOrTx, p: { module: string; entity: string; next: FieldCheck; now: FieldCheck | null; after: number; limit: number }) => {
  const now = p.now ? sql.raw(`(count(*) filter (where ${p.now.expr('p.fields')} is not null))::int`) : sql.raw('0')
  const [row] = rowsOf<{ n: number; failing: number; failing_now: number; last: number | null }>(
    await db.execute(sql`
      select count(*)::int as n, (count(*) filter (where ${sql.raw(p.next.expr('p.fields'))} is not null))::int as failing, ${now} as failing_now, max(p.id) as last
      from (select id, fields from check_records where module = ${p.module} and entity = ${p.entity} and id > ${p.after} order by id limit ${p.limit}) p`),
  )
  return { n: row!.n, failing: row!.failing, failingNow: row!.failing_now, last: row!.last === null ? null : Number(row!.last) }
}

export interface RunRow {
  id: number
  module: string
  entity: string
  job_id: number | null
  finished_at: string | Date
  records: number
  failing: number
  counts: Array<{ f: string; l: number; c: number }>
  versions: Record<string, number>
  rules_hash: string
}

export const latestRun = async (db: DbOrTx, module: string, entity: string) =>
  rowsOf<RunRow>(await db.execute(sql`select * from check_runs where module = ${module} and entity = ${entity} order by id desc limit 1`))[0] ?? null

/**
 * Records a check run with the entity's counts as they now stand: read from the totals the check
 * pages keep (`check_entity_totals`, `check_field_totals`), not counted over the entity's records
 * and failures.
 */
export const insertRun = (db: DbOrTx, r: { module: string; entity: string; jobId: number | null; startedAt: Date; at: Date; checked: number; versions: Record<string, number>; rulesHash: string }) =>
  db.execute(sql`
    insert into check_runs (module, entity, job_id, started_at, finished_at, records, checked, failing, counts, versions, rules_hash)
    select ${r.module}, ${r.entity}, ${r.jobId}, ${r.startedAt.toISOString()}::timestamptz, ${r.at.toISOString()}::timestamptz,
      coalesce(t.records, 0), ${r.checked}, coalesce(t.failing, 0),
      coalesce((select jsonb_agg(jsonb_build_object('f', s.field_code, 'l', s.label, 'c', s.n) order by s.field_code, s.label)
        from check_field_totals s where s.module = ${r.module} and s.entity = ${r.entity} and s.n > 0), '[]'::jsonb),
      ${JSON.stringify(r.versions)}::jsonb, ${r.rulesHash}
    from (select 1) one left join check_entity_totals t on t.module = ${r.module} and t.entity = ${r.entity}`)

/** The last 10 runs of each module and entity (newest first), narrowed by module and entity. */
export const recentRuns = async (db: DbOrTx, module?: string, entity?: string) =>
  rowsOf<RunRow>(
    await db.execute(sql`
      select * from (
        select r.*, row_number() over (partition by r.module, r.entity order by r.id desc) as n from check_runs r
        where ${module ? sql`r.module = ${module}` : sql`true`} and ${entity ? sql`r.entity = ${entity}` : sql`true`}
      ) s where s.n <= 10 order by s.module, s.entity, s.id desc`),
  )

export const pendingCounts = async (db: DbOrTx, module?: string, entity?: string) =>
  rowsOf<{ module: string; entity: string; n: number }>(
    await db.execute(sql`
      select module, entity, count(*)::int as n from check_pending
      where ${module ? sql`module = ${module}` : sql`true`} and ${entity ? sql`entity = ${entity}` : sql`true`}
      group by module, entity`),
  )

export interface FailFilter {
  module?: string | undefined
  entity?: string | undefined
  fieldCode?: string | undefined
  label?: number | undefined
  recordId?: string | undefined
}

/** The filter as SQL text over alias `f` (the export reads SQL text; literals quoted). */
export const failWhereText = (q: FailFilter) => {
  const parts: string[] = []
  if (q.module) parts.push(`f.module = ${lit(q.module)}`)
  if (q.entity) parts.push(`f.entity = ${lit(q.entity)}`)
  if (q.fieldCode) parts.push(`f.field_code = ${lit(q.fieldCode)}`)
  if (q.label !== undefined) parts.push(`f.label = ${Number(q.label)}`)
  if (q.recordId) parts.push(`f.record_id = ${lit(q.recordId)}`)
  return parts.length > 0 ? parts.join(' and ') : 'true'
}

const failWhere = (q: FailFilter): SQL => {
  const parts: SQL[] = []
  if (q.module) parts.push(sql`f.module = ${q.module}`)
  if (q.entity) parts.push(sql`f.entity = ${q.entity}`)
  if (q.fieldCode) parts.push(sql`f.field_code = ${q.fieldCode}`)
  if (q.label !== undefined) parts.push(sql`f.label = ${q.label}`)
  if (q.recordId) parts.push(sql`f.record_id = ${q.recordId}`)
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`
}

export interface FailRow {
  id: number
  record_id: string
  module: string
  entity: string
  field_code: string
  label: number
  rule: string
  reason: string
  value: string
  definition_version: number
  created_at: string | Date
}

export const listFailures = async (db: DbOrTx, q: FailFilter, pageNum: number, pageSize: number) => {
  const where = failWhere(q)
  const rows = rowsOf<FailRow>(await db.execute(sql`select f.* from check_failures f where ${where} order by f.id limit ${pageSize} offset ${(pageNum - 1) * pageSize}`))
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from check_failures f where ${where}`))
  return { rows, total: count!.n }
}

/** The definitions in force of a module and entity (status 3), in the registry's order. */
export const enabledDefinitions = (db: DbOrTx, module: string, entity: string) =>
  db
    .select({ fields: metadataDefinitions.fields, version: metadataDefinitions.version })
    .from(metadataDefinitions)
    .where(and(eq(metadataDefinitions.module, module), eq(metadataDefinitions.entity, entity), eq(metadataDefinitions.status, MetadataStatus.enabled)))
    .orderBy(metadataDefinitions.sortNum, metadataDefinitions.id)

export const findDefinitionRow = async (db: DbOrTx, id: number) => (await db.select().from(metadataDefinitions).where(eq(metadataDefinitions.id, id)).limit(1))[0] ?? null

/** The module and entity dictionaries: keys to names, and whether an entity exists. */
export const moduleEntityNames = async (db: DbOrTx) => {
  const rows = await db
    .select({ id: metadataDictData.id, pid: metadataDictData.pid, nameType: metadataDictData.nameType, key: metadataDictData.dataKey, name: metadataDictData.dataValue })
    .from(metadataDictData)
    .where(inArray(metadataDictData.nameType, ['MODULE_TYPE', 'ENTITY_TYPE']))
  const modules = rows.filter((r) => r.nameType === 'MODULE_TYPE')
  const keyOf = new Map(modules.map((m) => [m.id, m.key]))
  const entities = new Map(rows.filter((r) => r.nameType === 'ENTITY_TYPE').map((e) => [`${keyOf.get(e.pid)}/${e.key}`, e.name]))
  return { modules: new Map(modules.map((m) => [m.key, m.name])), entities }
}

/** The check tables whose statistics the page statements' plans depend on. */
const CHECK_TABLES = ['check_pending', 'check_records', 'check_failures'] as const

/**
 * Analyses each check table that has grown past twice its size at its last analysis (and past 64
 * pages): the embedded database has no autovacuum, PostgreSQL's may be off (as on the machines
 * the tests run on) or lag a table that grows by a million rows in half a minute, and the cleanup
 * job's hourly `vacuum (analyze)` usually saw these tables empty. Without statistics the planner
 * takes `module = … and entity = …` for a rare pair (7 rows of a million) and answers a page
 * (`… order by record_pk limit …`) by reading and sorting the entity's whole backlog: on PGlite a
 * page took 35 ms at the start of a million-record backlog and 200 ms at its height; on PostgreSQL
 * a 25,000-row page took 41 s, and the checker finished 30–47 s after the last report instead of
 * 0.3 s. With them it walks the index and stops after the page. Answers the tables it analysed.
 * `statisticsTarget` sets the sample (300 rows per unit; PostgreSQL's default is 100, 30,000 rows).
 */
export const analyzeGrownCheckTables = async (db: DbOrTx, opts: { statisticsTarget?: number } = {}): Promise<string[]> => {
  const grown = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c
      where c.relname in (${sql.join(
        CHECK_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )}) and c.relnamespace = current_schema()::regnamespace
        and pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(64, 2 * c.relpages)`),
  ).map((r) => r.name)
  if (grown.length === 0) return grown
  await db.transaction(async (tx) => {
    if (opts.statisticsTarget !== undefined) await tx.execute(sql.raw(`set local default_statistics_target = ${Math.trunc(opts.statisticsTarget)}`))
    for (const name of grown) await tx.execute(sql.raw(`analyze ${CHECK_TABLES.find((t) => t === name)!}`))
  })
  return grown
}
