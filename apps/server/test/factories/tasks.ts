import fs from 'node:fs'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { TestApp } from '../build-app.js'
import { createLocalFileStore } from '../../src/modules/files/file-store.js'
import { CLEANUP_JOB } from '../../src/modules/jobs/register-tasks.js'
import { jobs } from '../../src/modules/jobs/jobs.table.js'
import { taskPlans } from '../../src/modules/plans/plans.table.js'
import { authed } from './accounts.js'

/** Test settings that make the workers react in milliseconds instead of seconds. */
export const FAST_JOBS = { JOB_POLL_MS: '50', JOB_HEARTBEAT_SECONDS: '0.2', JOB_STALE_SECONDS: '2' }
/**
 * A poll interval longer than any test: a job started by a call must be claimed through the wake
 * that follows its commit, as a user who starts an export or an import expects, not by a poll.
 */
export const WAKE_ONLY = { JOB_POLL_MS: '600000' }

const latestCleanup = async (t: TestApp) => (await t.database.db.select().from(jobs).where(eq(jobs.kind, CLEANUP_JOB)).orderBy(desc(jobs.id)).limit(1))[0]
const cleanupSettled = async (t: TestApp, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  let job = await latestCleanup(t)
  while (job && ['queued', 'running'].includes(job.status) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25))
    job = await latestCleanup(t)
  }
  return job
}

/**
 * Runs the scheduled cleanup job now, on the app's clock as it stands, and returns the finished job.
 * The cleanup the app queued at start may still be running on an earlier clock, and a request made
 * meanwhile joins it (one cleanup at a time), so that one is waited out first.
 */
export const runCleanup = async (t: TestApp, timeoutMs = 15_000) => {
  await cleanupSettled(t, timeoutMs)
  await t.app.tasks.scheduleCleanup()
  return cleanupSettled(t, timeoutMs)
}

export const dispatchCall = async (t: TestApp, token: string, method: 'GET' | 'POST', url: string, requestBody: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sellers/dispatch/post',
    headers: authed(token),
    payload: { appName: 'download', method, url, requestBody },
  })
  // The envelope as the caller reads it; `data` differs per call.
  const body = res.json()
  return { status: res.statusCode, body }
}

export const listPlans = async (t: TestApp, token: string, requestBody: Record<string, unknown> = {}) =>
  (await dispatchCall(t, token, 'GET', 'plan/list', { page: 1, page_size: 10, biz_type: 105, ...requestBody })).body

/** Polls until the plan leaves the generating and importing statuses (or the time is up). */
export const waitForPlan = async (t: TestApp, token: string, planId: number, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const body = await listPlans(t, token, { page_size: 100 })
    const plan = (body.data?.plans.data ?? []).find((p: { id: number }) => p.id === planId)
    if (plan && ![0, 1, 4, 10].includes(plan.status)) return plan
    if (Date.now() > deadline) throw new Error(`plan ${planId} still ${JSON.stringify(plan)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Follows a download link the way a browser does: no session header. */
export const download = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname })
  return res
}

export const readXlsx = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = []
    sheet.eachRow((row) => {
      const values: string[] = []
      for (let c = 1; c <= row.cellCount; c++) values.push(row.getCell(c).text)
      rows.push(values)
    })
    return { name: sheet.name, rows }
  })
}

/** A plan of `accountId` with a finished file, written straight to the database and file store. */
export const buildPlan = async (t: TestApp, accountId: number, values: Partial<typeof taskPlans.$inferInsert> = {}) => {
  const store = createLocalFileStore(t.config.FILES_DIR)
  const key = store.newKey('csv')
  const temp = store.tempPath()
  fs.mkdirSync(path.dirname(temp), { recursive: true })
  fs.writeFileSync(temp, '\uFEFF品牌ID,品牌名称\n1,"示例"\n')
  await store.putFile(key, temp)
  const [plan] = await t.database.db
    .insert(taskPlans)
    .values({
      accountId,
      kind: 'export',
      modelName: 'BRAND_LIST',
      modelNameDesc: '品牌列表导出',
      fileName: `品牌列表_${Math.random().toString(36).slice(2, 8)}.csv`,
      status: 2,
      flowNo: Math.random().toString(36).slice(2),
      fileKey: key,
      fileSize: 30,
      ...values,
    })
    .returning()
  return plan!
}
