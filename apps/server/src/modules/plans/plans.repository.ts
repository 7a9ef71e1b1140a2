import { and, count, desc, eq, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { jobs } from '../jobs/jobs.table.js'
import { downloadLinks, taskPlans } from './plans.table.js'
import { likeContains } from '../../lib/sql-literal.js'

export type PlanRow = typeof taskPlans.$inferSelect
export type NewPlan = typeof taskPlans.$inferInsert

export const insertPlan = async (db: DbOrTx, values: NewPlan): Promise<PlanRow> => {
  const [row] = await db.insert(taskPlans).values(values).returning()
  return row!
}

export const findPlan = async (db: DbOrTx, id: number): Promise<PlanRow | null> => {
  const [row] = await db.select().from(taskPlans).where(eq(taskPlans.id, id)).limit(1)
  return row ?? null
}

export const findPlanByFlowNo = async (db: DbOrTx, flowNo: string): Promise<PlanRow | null> => {
  const [row] = await db.select().from(taskPlans).where(eq(taskPlans.flowNo, flowNo)).limit(1)
  return row ?? null
}

export interface PlanListFilter {
  /** Only this account's plans; null for every account. */
  accountId: number | null
  bizType: number
  fileName?: string | undefined
  offset: number
  limit: number
}

/** A plan with the live progress of its job (written by the worker's heartbeats). */
export type PlanWithProgress = PlanRow & { jobDone: number | null; jobTotal: number | null }

export const listPlans = async (db: DbOrTx, filter: PlanListFilter): Promise<{ rows: PlanWithProgress[]; total: number }> => {
  const conditions: SQL[] = [eq(taskPlans.bizType, filter.bizType)]
  if (filter.accountId !== null) conditions.push(eq(taskPlans.accountId, filter.accountId))
  if (filter.fileName) conditions.push(ilike(taskPlans.fileName, likeContains(filter.fileName)))
  const where = and(...conditions)
  const [totalRow] = await db.select({ n: count() }).from(taskPlans).where(where)
  const rows = await db
    .select({ plan: taskPlans, jobDone: jobs.progressDone, jobTotal: jobs.progressTotal })
    .from(taskPlans)
    .leftJoin(jobs, eq(jobs.id, taskPlans.jobId))
    .where(where)
    .orderBy(desc(taskPlans.id))
    .limit(filter.limit)
    .offset(filter.offset)
  return { rows: rows.map((r) => ({ ...r.plan, jobDone: r.jobDone, jobTotal: r.jobTotal })), total: totalRow?.n ?? 0 }
}

export const updatePlan = async (db: DbOrTx, id: number, values: Partial<NewPlan>): Promise<PlanRow | null> => {
  const [row] = await db
    .update(taskPlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(taskPlans.id, id))
    .returning()
  return row ?? null
}

export const deletePlan = (db: DbOrTx, id: number) => db.delete(taskPlans).where(eq(taskPlans.id, id))

export const insertDownloadLink = (db: DbOrTx, tokenHash: string, planId: number, expiresAt: Date) =>
  db.insert(downloadLinks).values({ tokenHash, planId, expiresAt })

export const findDownloadLink = async (db: DbOrTx, tokenHash: string) => {
  const [row] = await db.select().from(downloadLinks).where(eq(downloadLinks.tokenHash, tokenHash)).limit(1)
  return row ?? null
}

/** Plans created before `before`, oldest first, for the retention cleanup. */
export const findPlansCreatedBefore = (db: DbOrTx, before: Date, limit: number) =>
  db.select().from(taskPlans).where(lt(taskPlans.createdAt, before)).orderBy(taskPlans.id).limit(limit)

export const deletePlansByIds = (db: DbOrTx, ids: number[]) => (ids.length ? db.delete(taskPlans).where(inArray(taskPlans.id, ids)) : Promise.resolve())

export const deleteExpiredLinks = (db: DbOrTx, now: Date) => db.delete(downloadLinks).where(lt(downloadLinks.expiresAt, now))

/** A job's live progress (the worker's heartbeats write it), for a plan whose job is still open. */
export const findJobProgress = async (db: DbOrTx, jobId: number) => {
  const [row] = await db
    .select({ status: jobs.status, progressDone: jobs.progressDone, progressTotal: jobs.progressTotal })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1)
  return row ?? null
}
