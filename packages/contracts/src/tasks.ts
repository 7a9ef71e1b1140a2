import { z } from 'zod'
import { withOperatingUrl, tenantField } from './common.js'

/**
 * The task centre and download centre of spec 1 §2.7, §2.8, §3, §4 and §9: export and import
 * plans, their statuses and the constants the drawers use.
 */

/** `biz_type` of every plan call (spec 1 §9). */
export const TASK_BIZ_TYPE = 105
/** Rows per page of the plan list and of the batch-shipping result (spec 1 §9). */
export const TASK_PAGE_SIZE = 10
/** The download centre re-fetches every 5 s while a task is generating (spec 1 §4). */
export const TASK_POLL_MS = 5_000
/** File-name search debounce (spec 1 §9). */
export const FILE_NAME_DEBOUNCE_MS = 500
/** Remark limit (spec 1 §5). */
export const REMARK_MAX = 20
/** Exports started from lists poll once a second (spec 1 §4, spec 2 §4). */
export const EXPORT_POLL_MS = 1_000
/** The config screens' brand export polls every 2 s after a 500 ms delay (spec 2 §4). */
export const EXPORT_POLL_SLOW_MS = 2_000
export const EXPORT_POLL_DELAY_MS = 500
/** Prepared files are kept for one week (spec 1 §2.8). */
export const FILE_RETENTION_DAYS = 7

/** Plan statuses (spec 1 §4). 0, 1 and 4 all mean generating. */
export const PlanStatus = {
  waiting: 0,
  generating: 1,
  generated: 2,
  failed: 3,
  retrying: 4,
  importing: 10,
  imported: 11,
  importedWithFailures: 12,
} as const

export const GENERATING_STATUSES: readonly number[] = [0, 1, 4]
/** download_status 1: the file has been downloaded. */
export const DOWNLOADED = 1

/** The model of batch shipping plans, whose result is a dialog instead of a file. */
export const ORDER_BATCH_OPERATE = 'ORDER_BATCH_OPERATE'

export const PLAN_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '生成中',
  1: '生成中',
  4: '生成中',
  2: '已生成',
  3: '生成失败',
  10: '导入中',
  11: '导入成功',
  12: '部分失败',
}

export interface PlanFlags {
  status: number
  download_status: number
  model_name: string
}

/** The status text: 'downloaded' wins; unknown statuses show nothing (spec 1 §4). */
export const planStatusText = (plan: Pick<PlanFlags, 'status' | 'download_status'>): string =>
  plan.download_status === DOWNLOADED ? '已下载' : (PLAN_STATUS_TEXT[plan.status] ?? '')

export const canDownloadPlan = (plan: PlanFlags) =>
  plan.model_name !== ORDER_BATCH_OPERATE &&
  (plan.status === PlanStatus.generated || plan.download_status === DOWNLOADED || plan.status === PlanStatus.importedWithFailures)

/** 'view failed accounts' for imports with failures, otherwise 'download' (spec 1 §4). */
export const downloadLabel = (plan: Pick<PlanFlags, 'status'>) =>
  plan.status === PlanStatus.importedWithFailures ? '查看失败账号' : '下载'

/**
 * Delete is hidden for the import statuses (10, 11, 12), and for batch shipping in the download
 * centre only (spec 1 §4: "and for the batch-operate model in the new drawer"); the task centre and
 * the server let a batch-shipping plan be deleted.
 */
export const canDeletePlan = (plan: PlanFlags, where: 'task-center' | 'download-center' = 'task-center') =>
  ![PlanStatus.importing, PlanStatus.imported, PlanStatus.importedWithFailures].includes(plan.status as 10) &&
  (where === 'task-center' || plan.model_name !== ORDER_BATCH_OPERATE)

export const canViewBatchResult = (plan: PlanFlags) => plan.model_name === ORDER_BATCH_OPERATE && plan.status === PlanStatus.generated

export const isPlanRunning = (plan: Pick<PlanFlags, 'status'>) =>
  GENERATING_STATUSES.includes(plan.status) || plan.status === PlanStatus.importing

/** A plan as the task and download centres show it (spec 1 §3), plus progress. */
export const PlanSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  model_name: z.string(),
  model_name_desc: z.string(),
  file_name: z.string(),
  remark: z.string(),
  export_person: z.string(),
  export_person_name: z.string(),
  status: z.number().int(),
  download_status: z.number().int(),
  /** Rows written or checked so far, and the total when known (beyond the spec: the progress bar). */
  rows_done: z.number().int(),
  rows_total: z.number().int().nullable(),
  /** Why it failed, when it did. */
  error: z.string(),
})
export type Plan = z.infer<typeof PlanSchema>

export const PlanListQuerySchema = z.object({
  // `page` is a page number here (the QR screens' `page` is a mini-program page, labelled 页面).
  page: z.coerce.number().int().min(1, '页码不能小于 1').default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(TASK_PAGE_SIZE),
  file_name: z.string().trim().max(100).optional(),
  biz_type: z.coerce.number().int().default(TASK_BIZ_TYPE),
  admin_id: z.coerce.number().int().optional(),
})
export type PlanListQuery = z.infer<typeof PlanListQuerySchema>

export const PlanListResultSchema = z.object({
  plans: z.object({ data: z.array(PlanSchema), total: z.number().int(), current_page: z.number().int() }),
})
export type PlanListResult = z.infer<typeof PlanListResultSchema>

export const PlanIdSchema = z.object({ id: z.coerce.number().int().positive() })

export const PlanUpdateSchema = z.object({
  id: z.coerce.number().int().positive(),
  remark: z.string().trim().min(1, '请输入备注').max(REMARK_MAX, `备注最多${REMARK_MAX}个字符`),
  bizType: z.coerce.number().int().optional(),
  adminId: z.coerce.number().int().optional(),
})
export type PlanUpdate = z.infer<typeof PlanUpdateSchema>

export const PlanDetailSchema = z.object({ id: z.number().int(), download_url: z.string(), expires_at: z.string() })
export type PlanDetail = z.infer<typeof PlanDetailSchema>

/** `POST /sellers/dispatch/post` (spec 1 §7). */
export const DispatchBodySchema = withOperatingUrl({
  appName: z.string().min(1).max(50),
  method: z.enum(['GET', 'POST']),
  url: z.string().min(1).max(200),
  // Any fields, as the target app reads them; `id` names a plan for the download app.
  requestBody: z.object({ id: tenantField(z.unknown(), 'plan').optional() }).catchall(z.unknown()).optional(),
}).meta({ examples: [{ appName: 'download', method: 'GET', url: 'plan/detail', requestBody: { id: 1 } }] })
export type DispatchBody = z.infer<typeof DispatchBodySchema>

/** The dispatcher's app for plans (spec 1 §7: the download app). */
export const DOWNLOAD_APP = 'download'

/** `GET baking/order/delivery-send-result` (spec 1 §7). */
export const BatchResultQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TASK_PAGE_SIZE),
  taskId: tenantField(z.coerce.number().int().positive(), 'plan'),
})

export const BatchResultRowSchema = z.object({
  orderNo: z.string(),
  actualAmount: z.string(),
  shopName: z.string(),
  orderAt: z.string(),
  /** 1 shipped, 0 failed. */
  operateFlag: z.number().int(),
  reason: z.string(),
})
export type BatchResultRow = z.infer<typeof BatchResultRowSchema>

export const BatchResultSchema = z.object({
  data: z.array(BatchResultRowSchema),
  total: z.number().int(),
  successNum: z.number().int(),
  failNum: z.number().int(),
})
export type BatchResult = z.infer<typeof BatchResultSchema>

/** Export formats. XLSX continues on further sheets past 1,048,576 rows. */
export const ExportFormatSchema = z.enum(['xlsx', 'csv'])
export type ExportFormat = z.infer<typeof ExportFormatSchema>
export const XLSX_MAX_ROWS_PER_SHEET = 1_048_576

/** Result of `export-…-result` calls (spec 2 §4): 0 waiting, 1 done with url, 2 failed. */
export const ExportResultSchema = z.object({
  flowNo: z.string(),
  status: z.number().int(),
  url: z.string(),
  /** Beyond the spec: how far it got, and why it failed. */
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  message: z.string(),
})
export type ExportResult = z.infer<typeof ExportResultSchema>
export const ExportResultStatus = { waiting: 0, done: 1, failed: 2 } as const

export const ExportStartedSchema = z.object({ flowNo: z.string(), planId: z.number().int() })
export type ExportStarted = z.infer<typeof ExportStartedSchema>
export const FlowNoQuerySchema = z.object({ flowNo: tenantField(z.string().min(1).max(64), 'planFlowNo') })

/** Result of an import upload: the plan that checks and applies it. */
export const ImportStartedSchema = z.object({ planId: z.number().int(), flowNo: z.string() })
export type ImportStarted = z.infer<typeof ImportStartedSchema>
