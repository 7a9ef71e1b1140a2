import { createHash, randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  DOWNLOADED,
  ORDER_BATCH_OPERATE,
  PlanStatus,
  TASK_BIZ_TYPE,
  canDeletePlan,
  type Plan,
  type PlanDetail,
  type PlanListQuery,
  type PlanListResult,
  type PlanUpdate,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { holdsCode } from '../access/grants.js'
import { isPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { FileStore } from '../files/file-store.js'
import { cancelJob } from '../jobs/jobs.service.js'
import {
  deleteExpiredLinks,
  findJobProgress,
  deletePlan,
  deletePlansByIds,
  findDownloadLink,
  findPlan,
  findPlanByFlowNo,
  findPlansCreatedBefore,
  insertDownloadLink,
  insertPlan,
  listPlans,
  updatePlan,
  type NewPlan,
  type PlanRow,
  type PlanWithProgress,
} from './plans.repository.js'

/** The permission code that lets an operator see and manage every account's plans. */
export const TASK_ALL_CODE = 'task.plan.all'

/** YYYY-MM-DD HH:mm:ss in China time (UTC+8, no daylight saving). */

/** `品牌列表_20260102153000`: the title and the China-time moment the plan was made. */
export const timestampedName = (title: string, at: Date) =>
  `${title}_${toChinaTime(at).replace(/[-: ]/g, '')}`

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const toView = (row: PlanWithProgress): Plan => {
  const running = row.status === PlanStatus.generating || row.status === PlanStatus.retrying || row.status === PlanStatus.importing
  return {
    id: row.id,
    created_at: toChinaTime(row.createdAt),
    model_name: row.modelName,
    model_name_desc: row.modelNameDesc,
    file_name: row.fileName,
    remark: row.remark,
    export_person: row.exportPerson,
    export_person_name: row.exportPersonName,
    status: row.status,
    download_status: row.downloadStatus,
    rows_done: running && row.jobDone !== null ? row.jobDone : row.rowsDone,
    rows_total: running && row.jobTotal !== null ? row.jobTotal : row.rowsTotal,
    error: row.error,
  }
}

export interface PlansServiceDeps {
  db: Db
  store: FileStore
  clock: Clock
  linkTtlMinutes: number
  retentionDays: number
  publicUrl: (path: string) => string
}

/**
 * The plans of the task and download centres (spec 1 §2.7, §2.8, §3, §4): a user sees and
 * changes only their own; an operator holding `task.plan.all` sees everyone's.
 */
/** A plan row as it is, inside the caller's transaction: demo seeds record a finished plan this way. */
export const recordPlan = (tx: DbOrTx, values: NewPlan): Promise<PlanRow> => insertPlan(tx, values)

export const createPlansService = (deps: PlansServiceDeps) => {
  const { db, store, clock } = deps

  // Every account's plans: the operators' view, only for a scope over the whole platform.
  const seesAll = async (session: SessionContext) => isPlatformWide(session.scope) && (await holdsCode(db, session, TASK_ALL_CODE))

  /** The plan if the session may act on it; a foreign plan answers like a missing one. */
  const ownPlan = async (session: SessionContext, id: number): Promise<PlanRow> => {
    const plan = await findPlan(db, id)
    if (!plan || (plan.accountId !== session.accountId && !(await seesAll(session)))) throw new AppError('NOT_FOUND', '任务不存在或已删除')
    return plan
  }

  return {
    seesAll,
    ownPlan,

    /** A new plan and its job, in one transaction (the caller's). */
    create: (tx: DbOrTx, session: SessionContext, values: Omit<NewPlan, 'accountId' | 'orgType' | 'orgId' | 'exportPerson' | 'exportPersonName' | 'flowNo'>) =>
      insertPlan(tx, {
        ...values,
        accountId: session.accountId,
        orgType: session.orgType,
        orgId: session.orgId,
        exportPerson: session.username,
        exportPersonName: session.name,
        flowNo: randomBytes(12).toString('hex'),
      }),

    update: (tx: DbOrTx, id: number, values: Partial<NewPlan>) => updatePlan(tx, id, values),
    find: (id: number) => findPlan(db, id),
    findByFlowNo: (flowNo: string) => findPlanByFlowNo(db, flowNo),

    /** Rows done and total: the job's live figures while it runs, the plan's once finished. */
    async progressOf(plan: PlanRow): Promise<{ done: number; total: number | null }> {
      const job = plan.jobId !== null && plan.finishedAt === null ? await findJobProgress(db, plan.jobId) : null
      return job && job.status === 'running' ? { done: job.progressDone, total: job.progressTotal } : { done: plan.rowsDone, total: plan.rowsTotal }
    },

    /** `plan/list`: page, page_size, file_name; `admin_id` narrows an all-seeing operator's view. */
    async list(session: SessionContext, query: PlanListQuery): Promise<PlanListResult> {
      const all = await seesAll(session)
      const accountId = all ? (query.admin_id ?? null) : session.accountId
      const { rows, total } = await listPlans(db, {
        accountId,
        bizType: query.biz_type ?? TASK_BIZ_TYPE,
        fileName: query.file_name,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      })
      return { plans: { data: rows.map(toView), total, current_page: query.page } }
    },

    /** `plan/del`: not for imports nor batch shipping (spec 1 §4); a running job stops. */
    async remove(session: SessionContext, id: number) {
      const plan = await ownPlan(session, id)
      if (!canDeletePlan({ status: plan.status, download_status: plan.downloadStatus, model_name: plan.modelName })) throw new AppError('TASK_NOT_DELETABLE')
      await db.transaction(async (tx) => {
        if (plan.jobId !== null) await cancelJob(tx, plan.jobId)
        await deletePlan(tx, plan.id)
      })
      for (const key of [plan.fileKey, plan.sourceKey]) if (key) await store.remove(key).catch(() => {})
      return plan
    },

    /** `plan/update`: the remark (required, at most 20 characters). */
    async updateRemark(session: SessionContext, body: PlanUpdate) {
      const plan = await ownPlan(session, body.id)
      await updatePlan(db, plan.id, { remark: body.remark })
      return plan
    },

    /** `plan/detail`: a signed link to the file, valid for `EXPORT_LINK_TTL_MINUTES`. */
    async detail(session: SessionContext, id: number): Promise<PlanDetail> {
      const plan = await ownPlan(session, id)
      if (!plan.fileKey || plan.modelName === ORDER_BATCH_OPERATE) throw new AppError('NOT_FOUND', '文件尚未生成')
      return this.linkFor(plan)
    },

    async linkFor(plan: PlanRow): Promise<PlanDetail> {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(clock.now().getTime() + deps.linkTtlMinutes * 60_000)
      await insertDownloadLink(db, hashToken(token), plan.id, expiresAt)
      return { id: plan.id, download_url: deps.publicUrl(`/sellers/download/${token}`), expires_at: toChinaTime(expiresAt) }
    },

    /** Follows a signed link: refuses an unknown or expired one, marks the plan downloaded. */
    async openDownload(token: string): Promise<{ stream: Readable; size: number; name: string; contentType: string }> {
      const link = /^[A-Za-z0-9_-]{43}$/.test(token) ? await findDownloadLink(db, hashToken(token)) : null
      if (!link) throw new AppError('NOT_FOUND', '下载链接无效')
      if (link.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('DOWNLOAD_LINK_EXPIRED')
      const plan = await findPlan(db, link.planId)
      const size = plan?.fileKey ? await store.size(plan.fileKey) : null
      if (!plan || !plan.fileKey || size === null) throw new AppError('NOT_FOUND', '文件已过期删除')
      if (plan.downloadStatus !== DOWNLOADED) await updatePlan(db, plan.id, { downloadStatus: DOWNLOADED })
      const extension = plan.fileKey.split('.').pop() ?? ''
      const name = plan.status === PlanStatus.importedWithFailures ? `失败明细_${plan.fileName.replace(/\.[a-z]+$/i, '')}.${extension}` : plan.fileName
      return { stream: store.open(plan.fileKey), size, name, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' }
    },

    /** Removes plans (and their files) older than the retention period, and expired links. */
    async cleanup(): Promise<{ plans: number }> {
      const now = clock.now()
      const before = new Date(now.getTime() - deps.retentionDays * 86_400_000)
      let removed = 0
      for (;;) {
        const batch = await findPlansCreatedBefore(db, before, 200)
        if (batch.length === 0) break
        await db.transaction(async (tx) => {
          for (const plan of batch) if (plan.jobId !== null) await cancelJob(tx, plan.jobId)
          await deletePlansByIds(tx, batch.map((p) => p.id))
        })
        for (const plan of batch) for (const key of [plan.fileKey, plan.sourceKey]) if (key) await store.remove(key).catch(() => {})
        removed += batch.length
      }
      await deleteExpiredLinks(db, now)
      return { plans: removed }
    },
  }
}

export type PlansService = ReturnType<typeof createPlansService>
