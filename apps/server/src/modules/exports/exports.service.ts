import fs from 'node:fs'
import {
  ExportResultStatus,
  PlanStatus,
  TASK_BIZ_TYPE,
  type ExportFormat,
  type ExportResult,
  type ExportStarted,
} from '@yunying/contracts'
import type { Database } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { TenantScope } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { FileStore } from '../files/file-store.js'
import type { JobContext, JobRunner } from '../jobs/job-runner.js'
import { timestampedName, type PlansService } from '../plans/plans.service.js'
import { estimateRows, lineFetcherFor } from './chunk-reader.js'
import { writeExportFile } from './export-file.js'
import type { ExportSource } from './export-source.js'

/** For list modules describing a source: a column looked up in another table by key. */
export { lookupColumn } from './export-source.js'

/** Whose data an export may contain: the tenant scope the owner had when starting it. */
export type ExportScope = TenantScope

/** Builds a source from the parameters saved with the plan; registered per exportable list. */
export type ExportSourceBuilder = (params: Record<string, unknown>, scope: ExportScope) => ExportSource

interface ExportPayload {
  planId: number
  source: string
  params: Record<string, unknown>
  format: ExportFormat
  scope: ExportScope
}

export const EXPORT_JOB = 'export'

export interface ExportsServiceDeps {
  database: Database
  store: FileStore
  clock: Clock
  plans: PlansService
  runner: JobRunner
  pageRows: number
  pauseMs: number
  maxAttempts: number
  /** Rows per XLSX sheet; tests lower it to see the continuation sheets. */
  maxRowsPerSheet?: number
  /** Waits, between pages, for requests in flight (the embedded database runs one statement at a time). */
  yieldToRequests?: () => Promise<void>
}

/**
 * One mechanism for every export: a list registers a source (its query and columns), a caller
 * starts an export with the list's filters, a job writes the file page by page, and the
 * result calls answer with a signed link.
 */
export const createExportsService = (deps: ExportsServiceDeps) => {
  const { database, store, plans, runner } = deps
  const db = database.db
  const sources = new Map<string, ExportSourceBuilder>()

  const run = async (ctx: JobContext) => {
    const payload = ctx.job.payload as ExportPayload
    const plan = await plans.find(payload.planId)
    if (!plan) return ctx.finish(async () => {})
    const build = sources.get(payload.source)
    if (!build) throw new Error(`unknown export source ${payload.source}`)
    const source = build(payload.params, payload.scope)
    const total = await estimateRows(db, source)
    ctx.progress(0, total)
    const temp = store.tempPath()
    try {
      const rows = await writeExportFile({
        db,
        fetchLines: lineFetcherFor(database),
        source,
        format: payload.format,
        path: temp,
        pageRows: deps.pageRows,
        pauseMs: deps.pauseMs,
        onProgress: (done) => ctx.progress(done, total === null ? null : Math.max(total, done)),
        checkpoint: () => ctx.checkpoint(),
        ...(deps.yieldToRequests ? { yieldToRequests: deps.yieldToRequests } : {}),
        ...(deps.maxRowsPerSheet ? { maxRowsPerSheet: deps.maxRowsPerSheet } : {}),
      })
      const key = store.newKey(payload.format)
      const size = (await fs.promises.stat(temp)).size
      await store.putFile(key, temp)
      try {
        await ctx.finish(async (tx) => {
          const updated = await plans.update(tx, plan.id, {
            status: PlanStatus.generated,
            fileKey: key,
            fileSize: size,
            rowsDone: rows,
            rowsTotal: rows,
            error: '',
            finishedAt: deps.clock.now(),
          })
          // Deleted while it ran: nothing to attach the file to.
          if (!updated) throw new Error('plan deleted')
        })
      } catch (error) {
        await store.remove(key).catch(() => {})
        if ((error as Error).message === 'plan deleted') return
        throw error
      }
    } finally {
      await fs.promises.rm(temp, { force: true })
    }
  }

  runner.register(EXPORT_JOB, {
    run,
    async onStart(job) {
      const { planId } = job.payload as ExportPayload
      await plans.update(db, planId, { status: job.attempts > 1 ? PlanStatus.retrying : PlanStatus.generating, rowsDone: 0 })
    },
    async onGiveUp(job, reason) {
      const { planId } = job.payload as ExportPayload
      await plans.update(db, planId, { status: PlanStatus.failed, error: reason.slice(0, 500), finishedAt: deps.clock.now() })
    },
  })

  return {
    /** Lets a list module make its rows exportable under `name`. */
    registerSource(name: string, build: ExportSourceBuilder) {
      sources.set(name, build)
    },

    hasSource: (name: string) => sources.has(name),

    /** Starts an export of `sourceName` with the list's filters; the plan shows in the download centre at once. */
    async start(session: SessionContext, sourceName: string, params: Record<string, unknown>, format: ExportFormat): Promise<ExportStarted> {
      const build = sources.get(sourceName)
      if (!build) throw new AppError('NOT_FOUND', '该列表暂不支持导出')
      const scope: ExportScope = session.scope
      // Built once here so a bad filter fails now, not in the job.
      const source = build(params, scope)
      const now = deps.clock.now()
      const started = await db.transaction(async (tx) => {
        const plan = await plans.create(tx, session, {
          bizType: TASK_BIZ_TYPE,
          kind: 'export',
          modelName: source.modelName,
          modelNameDesc: source.modelNameDesc,
          fileName: `${timestampedName(source.title, now)}.${format}`,
          status: PlanStatus.waiting,
          params: { source: sourceName, filters: params, format },
        })
        const payload: ExportPayload = { planId: plan.id, source: sourceName, params, format, scope }
        const job = await runner.enqueue({ kind: EXPORT_JOB, payload, maxAttempts: deps.maxAttempts }, tx)
        await plans.update(tx, plan.id, { jobId: job!.id })
        return { flowNo: plan.flowNo, planId: plan.id }
      })
      runner.wake()
      return started
    },

    /** `export-…-result` (spec 2 §4): 0 waiting, 1 done with the url, 2 failed. */
    async result(session: SessionContext, flowNo: string): Promise<ExportResult> {
      const plan = await plans.findByFlowNo(flowNo)
      if (!plan) throw new AppError('NOT_FOUND', '导出任务不存在或已删除')
      await plans.ownPlan(session, plan.id)
      const progress = await plans.progressOf(plan)
      const base = { flowNo, url: '', rowsDone: progress.done, rowsTotal: progress.total, message: plan.error }
      if (plan.status === PlanStatus.generated && plan.fileKey) {
        const link = await plans.linkFor(plan)
        return { ...base, status: ExportResultStatus.done, url: link.download_url }
      }
      if (plan.status === PlanStatus.failed) return { ...base, status: ExportResultStatus.failed, message: plan.error || '导出失败，请重试' }
      return { ...base, status: ExportResultStatus.waiting }
    },
  }
}

export type ExportsService = ReturnType<typeof createExportsService>
