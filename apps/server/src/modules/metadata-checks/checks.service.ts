import { createHash } from 'node:crypto'
import {
  CHECK_LABELS,
  MetadataStatus,
  type CountItem,
  type CountList,
  type EntitySummary,
  type FailItem,
  type Impact,
  type Page,
  type ReportAnswered,
  type StoredDefinitionFields,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { toPage } from '../../lib/page.js'
import { sideBySide } from '../../lib/side-by-side.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { ExportSource } from '../exports/export-source.js'
import type { JobContext, JobRunner } from '../jobs/job-runner.js'
import { joinQueuedJob } from '../jobs/jobs.service.js'
import { fieldCheck, type CheckedDefinition, type FieldCheck } from './check-sql.js'
import {
  checkPage,
  countFailing,
  enabledDefinitions,
  findDefinitionRow,
  moduleEntityNames,
  failWhereText,
  insertRun,
  latestRun,
  listFailures,
  lockEntity,
  pendingCounts,
  recentRuns,
  regexCompiles,
  upsertRecords,
  type FailFilter,
  type ReportedRow,
} from './checks.repository.js'

export const CHECK_JOB = 'METADATA_CHECK'
export const FAILURES_SOURCE = 'metadata-check-failures'

export interface ChecksDeps {
  db: Db
  clock: Clock
  runner: JobRunner
  /** Records per page of a check: short on the embedded database so requests keep answering between pages. */
  pageRows: number
  /**
   * Runs one page of a check, a report or an impact count in its turn: on PGlite the pages run one
   * at a time, each once no interactive request is in flight (reports and impact counts are bulk
   * requests and do not count); on PostgreSQL at once.
   */
  inTurn: <T>(work: () => Promise<T>) => Promise<T>
  /** Records per transaction of a report: short on the embedded database (one connection for every request). */
  reportRows: number
  /**
   * Pages of one report written side by side, each in a transaction on a connection of its own: 1 on
   * the embedded database (one connection), 2 on PostgreSQL (its backends write on both cores while
   * this process waits).
   */
  reportLanes: number
  /** Analyses the check tables that have grown past their statistics (no autovacuum, or one that lags); absent, nothing analysed. */
  refreshStatistics?: () => Promise<unknown>
}

/** How often a pass looks whether the check tables have outgrown their statistics. */
const STATISTICS_EVERY_MS = 1_000

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v))

const toDefinition = (f: StoredDefinitionFields, version: number): CheckedDefinition => ({
  fieldCode: f.fieldCode,
  fieldName: f.fieldName,
  dataType: f.dataType,
  controlType: f.controlType,
  ruleItems: f.checkRules.ruleItems,
  version,
})

/** Services report records; the checker checks them in SQL against the enabled definitions (issue 28). */
export const createChecksService = (deps: ChecksDeps) => {
  const { db, clock, runner } = deps

  /** The field checks of the enabled definitions of a module and entity, and their fingerprint. */
  const checksOf = async (module: string, entity: string) => {
    const rows = await enabledDefinitions(db, module, entity)
    const defs = rows.map((r) => toDefinition(r.fields, r.version))
    const checks = await buildChecks(defs)
    const hash = createHash('sha256').update(JSON.stringify(defs)).digest('hex')
    return { checks, hash, versions: Object.fromEntries(defs.map((d) => [d.fieldCode, d.version])) }
  }

  const buildChecks = async (defs: CheckedDefinition[]) => {
    const patterns = defs.flatMap((d) => d.ruleItems.filter((i) => i.validatorType === 'REGEX').map((i) => i.validatorVal ?? ''))
    const ok = new Map<string, boolean>()
    for (const p of patterns) if (!ok.has(p)) ok.set(p, await regexCompiles(db, p))
    return defs.map((d) => fieldCheck(d, (p) => ok.get(p) ?? false))
  }

  /**
   * The check passes of each module and entity in this process, one after another: a job claimed
   * while another of its entity runs waits for it and then checks only what is still waiting, instead
   * of sweeping the same records side by side (across processes the entity's lock keeps each page whole).
   */
  const passes = new Map<string, Promise<unknown>>()
  const oneAtATime = async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const before = passes.get(key) ?? Promise.resolve()
    const mine = before.catch(() => {}).then(fn)
    passes.set(key, mine)
    try {
      return await mine
    } finally {
      if (passes.get(key) === mine) passes.delete(key)
    }
  }

  /**
   * Checks a module and entity: every record when asked (`full`: a definition was approved, enabled
   * or disabled) or when the definitions in force differ from those of the last recorded check;
   * otherwise only the records waiting for a check (reported or replaced since their last check),
   * until none waits. Each page is one statement, under the entity's lock; a check run with its
   * counts is recorded at the end.
   */
  const checkEntity = (module: string, entity: string, opts: { jobId: number | null; full?: boolean; ctx?: JobContext }) =>
    oneAtATime(`${module}/${entity}`, async () => {
      const startedAt = clock.now()
      const { checks, hash, versions } = await checksOf(module, entity)
      const last = await latestRun(db, module, entity)
      // No check recorded yet: every record ever reported still waits (in check_pending), so the
      // records-waiting sweep sees them all; a full sweep here would repeat what a pass that has not
      // recorded its run yet (in another process) already did.
      const full = opts.full === true || (last !== null && last.rules_hash !== hash)
      let checked = 0
      let pages = 0
      let lookedAt = 0
      /** One sweep from the start; answers how many records it checked. */
      const sweep = async (pending: boolean) => {
        let after = 0
        let n = 0
        for (;;) {
          opts.ctx?.checkpoint()
          // At the pass's first page and then at most once a second: a backlog that grows while it
          // is checked is analysed once it has doubled, before its pages turn into sorts of the whole backlog.
          if (deps.refreshStatistics && (pages++ === 0 || performance.now() - lookedAt >= STATISTICS_EVERY_MS)) {
            lookedAt = performance.now()
            await deps.inTurn(deps.refreshStatistics)
          }
          const page = await deps.inTurn(() =>
            db.transaction(async (tx) => {
              await lockEntity(tx, module, entity)
              return checkPage(tx, { module, entity, checks, after, limit: deps.pageRows, pending, at: clock.now() })
            }),
          )
          if (page.n === 0 || page.last === null) return n
          n += page.checked
          checked += page.checked
          after = page.last
          opts.ctx?.progress(checked)
        }
      }
      if (full) await sweep(false)
      // Records reported again keep their id: sweep from the start until a sweep checks nothing.
      // What a sweep claims and leaves (a record a report replaced under the claim) belongs to that
      // report's job, queued while this one runs; sweeping on for it could go round for as long as
      // reports keep replacing the same record.
      while ((await sweep(true)) > 0);
      if (checked > 0) await insertRun(db, { module, entity, jobId: opts.jobId, startedAt, at: clock.now(), checked, versions, rulesHash: hash })
      return { checked, full }
    })

  runner.register(CHECK_JOB, {
    async run(ctx) {
      const { module, entity, full } = ctx.job.payload as { module: string; entity: string; full?: boolean }
      await checkEntity(module, entity, { jobId: ctx.job.id, full: full === true, ctx })
      await ctx.finish(async () => {})
    },
  })

  /**
   * The check job that will see what the caller's transaction writes: the entity's queued job, which
   * the records join (one job however many reports arrive before a worker takes it), or a new one.
   */
  const queueIn = async (tx: DbOrTx, module: string, entity: string, full: boolean) => {
    const joined = await joinQueuedJob(tx, CHECK_JOB, { module, entity }, full ? { full: true } : undefined)
    if (joined !== null) return joined
    const job = await runner.enqueue({ kind: CHECK_JOB, payload: { module, entity, ...(full ? { full } : {}) }, maxAttempts: 3 }, tx)
    return job!.id
  }

  const queue = async (module: string, entity: string, full = false) => {
    const id = await db.transaction((tx) => queueIn(tx, module, entity, full))
    runner.wake()
    return id
  }

  const assertEntity = async (module: string, entity: string) => {
    if (!(await moduleEntityNames(db)).entities.has(`${module}/${entity}`)) throw new AppError('VALIDATION_FAILED', `模块 ${module} 下没有实体 ${entity}`, [{ path: 'body.entity', message: `模块 ${module} 下没有实体 ${entity}` }])
  }

  const names = async () => {
    const { modules, entities } = await moduleEntityNames(db)
    return { module: (k: string) => modules.get(k) ?? k, entity: (m: string, k: string) => entities.get(`${m}/${k}`) ?? k }
  }

  return {
    checkEntity,

    /**
     * Stores the records (the last of a repeated record id wins) and queues their check. Each page of
     * `reportRows` records is one statement in a transaction of its own that also joins (or queues)
     * the entity's check job, so every committed record has a job that will check it; `reportLanes`
     * pages are written side by side (their records differ, and each page locks its rows in record-id
     * order, so two pages cannot deadlock); on PGlite the next page waits for the interactive
     * requests in flight. A call that fails half-way leaves whole records of some pages stored and
     * queued for a check: the caller's retry replaces them (same record ids), so sending the same
     * call again always ends in the same state.
     */
    async report(body: { module: string; entity: string; records: ReportedRow[] }): Promise<ReportAnswered> {
      await assertEntity(body.module, body.entity)
      const unique = [...new Map(body.records.map((r) => [r.recordId, r])).values()]
      const at = clock.now()
      const pages: ReportedRow[][] = []
      for (let start = 0; start < unique.length; start += deps.reportRows) pages.push(unique.slice(start, start + deps.reportRows))
      const done = await sideBySide(pages, deps.reportLanes, (page) =>
        deps.inTurn(() =>
          db.transaction(async (tx) => {
            const stored = await upsertRecords(tx, body.module, body.entity, page, at)
            return { stored, jobId: await queueIn(tx, body.module, body.entity, false) }
          }),
        ),
      )
      const received = done.reduce((n, d) => n + d.stored.received, 0)
      const replaced = done.reduce((n, d) => n + d.stored.replaced, 0)
      const jobId = done.at(-1)?.jobId ?? 0
      // Woken once the whole call is stored: a check claimed between two pages would leave the
      // later pages to another job.
      runner.wake()
      return { jobId, received, replaced }
    },

    /** A definition of the entity was approved, enabled or disabled: re-check its stored records. */
    recheck: (module: string, entity: string) => queue(module, entity, true),

    async countList(session: SessionContext, q: { module?: string | undefined; entity?: string | undefined }): Promise<CountList> {
      assertPlatformWide(session.scope)
      const runs = await recentRuns(db, q.module, q.entity)
      const pending = await pendingCounts(db, q.module, q.entity)
      const n = await names()
      const byEntity = new Map<string, typeof runs>()
      for (const r of runs) byEntity.set(`${r.module}/${r.entity}`, [...(byEntity.get(`${r.module}/${r.entity}`) ?? []), r])
      for (const p of pending) if (!byEntity.has(`${p.module}/${p.entity}`)) byEntity.set(`${p.module}/${p.entity}`, [])
      const entities: EntitySummary[] = []
      const list: CountItem[] = []
      for (const [key, recent] of byEntity) {
        const [module = '', entity = ''] = key.split('/')
        const latest = recent[0]
        const waiting = pending.find((p) => p.module === module && p.entity === entity)?.n ?? 0
        entities.push({
          module,
          moduleName: n.module(module),
          entity,
          entityName: n.entity(module, entity),
          records: latest?.records ?? waiting,
          failing: latest?.failing ?? 0,
          checkedAt: latest ? toChinaTime(asDate(latest.finished_at)) : '',
          jobId: latest?.job_id ?? null,
          versions: latest?.versions ?? {},
          pending: waiting,
        })
        if (!latest) continue
        const oldestFirst = [...recent].reverse()
        for (const c of latest.counts)
          list.push({
            module,
            entity,
            fieldCode: c.f,
            label: c.l,
            labelName: CHECK_LABELS[c.l] ?? String(c.l),
            count: c.c,
            share: latest.records > 0 ? c.c / latest.records : 0,
            trend: oldestFirst.map((r) => r.counts.find((x) => x.f === c.f && x.l === c.l)?.c ?? 0),
          })
      }
      return { entities, list }
    },

    async failList(session: SessionContext, q: FailFilter & { pageNum: number; pageSize: number }): Promise<Page<FailItem>> {
      assertPlatformWide(session.scope)
      return toPage(await listFailures(db, q, q.pageNum, q.pageSize), q, (r) => ({
        id: r.id,
        recordId: r.record_id,
        module: r.module,
        entity: r.entity,
        fieldCode: r.field_code,
        label: r.label,
        labelName: CHECK_LABELS[r.label] ?? String(r.label),
        value: r.value,
        rule: r.rule,
        reason: r.reason,
        definitionVersion: r.definition_version,
        checkedAt: toChinaTime(asDate(r.created_at)),
      }))
    },

    /** How many stored records the definition under review would fail, by the checker's own SQL. */
    async impact(session: SessionContext, id: number): Promise<Impact> {
      assertPlatformWide(session.scope)
      const row = await findDefinitionRow(db, id)
      if (!row) throw new AppError('NOT_FOUND', '元数据不存在或已删除')
      const candidate = row.revision ?? row.fields
      const [next, now] = await buildChecks([toDefinition(candidate, row.version), toDefinition(row.fields, row.version)])
      const inForce: FieldCheck | null = row.status === MetadataStatus.enabled ? now! : null
      let after = 0
      const total = { records: 0, failing: 0, failingNow: 0 }
      for (;;) {
        const page = await deps.inTurn(() => countFailing(db, { module: candidate.module, entity: candidate.entity, next: next!, now: inForce, after, limit: deps.pageRows * 4 }))
        if (page.n === 0 || page.last === null) break
        total.records += page.n
        total.failing += page.failing
        total.failingNow += page.failingNow
        after = page.last
      }
      return total
    },

    failuresExport: (filter: FailFilter): ExportSource => ({
      modelName: 'METADATA_CHECK_FAILURES',
      modelNameDesc: '检查结果导出',
      title: '检查不通过的记录',
      keyTable: 'check_failures',
      keyAlias: 'f',
      from: 'check_failures f',
      where: failWhereText(filter),
      narrowed: true,
      columns: [
        { header: '记录ID', sql: 'f.record_id', type: 'text', width: 20 },
        { header: '模块', sql: 'f.module', type: 'text', width: 12 },
        { header: '实体', sql: 'f.entity', type: 'text', width: 12 },
        { header: '字段', sql: 'f.field_code', type: 'text', width: 16 },
        { header: '标记', sql: 'f.label', type: 'label', labels: CHECK_LABELS, width: 12 },
        { header: '值', sql: 'f.value', type: 'text', width: 30 },
        { header: '原因', sql: 'f.reason', type: 'text', width: 30 },
        { header: '规则', sql: 'f.rule', type: 'text', width: 16 },
        { header: '定义版本', sql: 'f.definition_version', type: 'int', width: 10 },
        { header: '检查时间', sql: 'f.created_at', type: 'time', width: 20 },
      ],
    }),
  }
}

export type ChecksService = ReturnType<typeof createChecksService>
