import type { TenantScope } from '../access/tenant-scope.js'
import fs from 'node:fs'
import type { Readable } from 'node:stream'
import { loadExcel } from './load-excel.js'
import { PlanStatus, TASK_BIZ_TYPE, type ImportStarted } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { SessionContext } from '../auth/session-context.js'
import { addSuperAdmins } from '../brands/brand-accounts.service.js'
import type { FileStore } from '../files/file-store.js'
import { PermanentJobError, type JobContext, type JobRunner } from '../jobs/job-runner.js'
import type { PlansService } from '../plans/plans.service.js'
import { readTable } from './read-table.js'
import { SUPER_ADMIN_HEADERS, judgeSuperAdminRows } from './super-admin-rows.js'

export const IMPORT_JOB = 'import'
export const SUPER_ADMIN_IMPORT_MODEL = 'BRAND_SUPER_ADMIN_IMPORT'

interface ImportPayload {
  planId: number
  scope: TenantScope
}

export interface ImportsServiceDeps {
  db: Db
  store: FileStore
  clock: Clock
  plans: PlansService
  runner: JobRunner
  maxBytes: number
  maxRows: number
  maxAttempts: number
}

const formatLimit = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB` : `${Math.ceil(bytes / 1024)}KB`)

/** Streams an upload to a temporary file, refusing it once it passes `maxBytes`. */
const spool = async (stream: Readable, target: string, maxBytes: number) => {
  const out = fs.createWriteStream(target)
  let size = 0
  let head = Buffer.alloc(0)
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `文件大小不能超过${formatLimit(maxBytes)}`)
      if (head.length < 8) head = Buffer.concat([head, chunk]).subarray(0, 8)
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
    }
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()))
  }
  return { size, head }
}

/** XLSX is a zip (PK\x03\x04); a CSV is text. The name's extension must agree with the bytes. */
const kindOf = (filename: string, head: Buffer): 'xlsx' | 'csv' => {
  const extension = filename.toLowerCase().split('.').pop()
  const isZip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
  if (extension === 'xlsx' && isZip) return 'xlsx'
  if (extension === 'csv' && !isZip && !head.includes(0)) return 'csv'
  if (extension === 'xlsx') throw new AppError('IMPORT_FILE_INVALID', '文件已损坏或不是有效的 Excel 文件')
  throw new AppError('UNSUPPORTED_FILE_TYPE', '仅支持 .xlsx 或 .csv 文件')
}

/**
 * Imports of the task centre; the first is brand super-admin accounts (spec 2 §3, §5). The
 * upload is checked at once (size, type, readable, headers, not empty, not too many rows) so a
 * bad file gets its message immediately. The job then checks every row, applies all good rows
 * in one transaction together with the plan's result, and writes a failures file with the
 * reason per row: a crash or a retry can never leave an import half applied.
 */
export const createImportsService = (deps: ImportsServiceDeps) => {
  const { db, store, plans, runner } = deps

  const writeFailures = async (path: string, failures: Array<{ cells: string[]; reason: string }>) => {
    const ExcelJS = await loadExcel()
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true })
    const sheet = workbook.addWorksheet('失败明细')
    sheet.columns = [...SUPER_ADMIN_HEADERS, '失败原因'].map((header, i) => ({ header, width: i === 4 ? 36 : 16 }))
    sheet.getRow(1).font = { bold: true }
    for (const f of failures) sheet.addRow([...f.cells, f.reason]).commit()
    await workbook.commit()
  }

  const run = async (ctx: JobContext) => {
    const { planId, scope } = ctx.job.payload as ImportPayload
    const plan = await plans.find(planId)
    if (!plan || !plan.sourceKey) return ctx.finish(async () => {})
    const extension = plan.sourceKey.endsWith('.csv') ? 'csv' : 'xlsx'
    const temp = store.tempPath()
    let failuresKey: string | null = null
    try {
      await fs.promises.writeFile(temp, store.open(plan.sourceKey))
      let table
      try {
        table = await readTable(temp, extension, SUPER_ADMIN_HEADERS, deps.maxRows)
      } catch (error) {
        throw new PermanentJobError((error as Error).message)
      }
      ctx.progress(0, table.rows.length)
      const verdicts = await judgeSuperAdminRows(db, table.rows, scope)
      ctx.progress(table.rows.length, table.rows.length)
      const good = verdicts.filter((v) => v.input).map((v) => v.input!)
      const failures = verdicts.filter((v) => v.reason)
      if (failures.length > 0) {
        await writeFailures(temp + '.out', failures)
        failuresKey = store.newKey('xlsx')
        await store.putFile(failuresKey, temp + '.out')
      }
      const size = failuresKey ? await store.size(failuresKey) : null
      await ctx.finish(async (tx) => {
        // Re-checked inside the transaction: a row that became a duplicate meanwhile is skipped by the unique index.
        await addSuperAdmins(tx, good)
        await plans.update(tx, plan.id, {
          status: failures.length > 0 ? PlanStatus.importedWithFailures : PlanStatus.imported,
          fileKey: failuresKey,
          fileSize: size,
          rowsDone: verdicts.length,
          rowsTotal: verdicts.length,
          rowsFailed: failures.length,
          error: failures.length > 0 ? `${failures.length}行未导入` : '',
          finishedAt: deps.clock.now(),
        })
      })
      failuresKey = null
      await store.remove(plan.sourceKey).catch(() => {})
      await plans.update(db, plan.id, { sourceKey: null })
    } finally {
      await fs.promises.rm(temp, { force: true })
      await fs.promises.rm(temp + '.out', { force: true })
      if (failuresKey) await store.remove(failuresKey).catch(() => {})
    }
  }

  runner.register(IMPORT_JOB, {
    run,
    async onGiveUp(job, reason) {
      const { planId } = job.payload as ImportPayload
      await plans.update(db, planId, { status: PlanStatus.failed, error: reason.replace(/^导出失败/, '导入失败').slice(0, 500), finishedAt: deps.clock.now() })
    },
  })

  return {
    /** Takes the uploaded file, checks it, and starts the import job. */
    async startSuperAdminImport(session: SessionContext, file: { filename: string; stream: Readable }): Promise<ImportStarted> {
      const temp = store.tempPath()
      try {
        const { size, head } = await spool(file.stream, temp, deps.maxBytes)
        if (size === 0) throw new AppError('IMPORT_FILE_INVALID', '文件是空的，请按模板填写后再导入')
        const extension = kindOf(file.filename, head)
        const table = await readTable(temp, extension, SUPER_ADMIN_HEADERS, deps.maxRows)
        const key = store.newKey(extension)
        await store.putFile(key, temp)
        try {
          const started = await db.transaction(async (tx) => {
            const plan = await plans.create(tx, session, {
              bizType: TASK_BIZ_TYPE,
              kind: 'import',
              modelName: SUPER_ADMIN_IMPORT_MODEL,
              modelNameDesc: '品牌超级管理员导入',
              fileName: file.filename.slice(0, 200),
              status: PlanStatus.importing,
              sourceKey: key,
              rowsTotal: table.rows.length,
            })
            const payload: ImportPayload = { planId: plan.id, scope: session.scope }
            const job = await runner.enqueue({ kind: IMPORT_JOB, payload, maxAttempts: deps.maxAttempts }, tx)
            await plans.update(tx, plan.id, { jobId: job!.id })
            return { planId: plan.id, flowNo: plan.flowNo }
          })
          runner.wake()
          return started
        } catch (error) {
          await store.remove(key).catch(() => {})
          throw error
        }
      } finally {
        await fs.promises.rm(temp, { force: true })
      }
    },

    /** The import template: the header row and one example row. */
    async template(): Promise<Buffer> {
      const ExcelJS = await loadExcel()
      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet('超级管理员')
      sheet.columns = SUPER_ADMIN_HEADERS.map((header) => ({ header, width: 16 }))
      sheet.getRow(1).font = { bold: true }
      sheet.addRow(['10001', '张三', '+86', '13800000001'])
      return Buffer.from(await workbook.xlsx.writeBuffer())
    },
  }
}

export type ImportsService = ReturnType<typeof createImportsService>
