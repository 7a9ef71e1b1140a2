import { z } from 'zod'
import { calendarDateSchema } from './calendar.js'
import { pageOf, withOperatingUrl } from './common.js'
import { checkDayRange } from './metadata.js'
import { ExportFormatSchema } from './tasks.js'

/**
 * Data standards, part 2 (issue 28): records reported by services, checked in the database against
 * the enabled metadata definitions of their module and entity; the check results; order
 * reconciliation. Paths under `/metadata-center/` like the registry.
 */
export const CHECK_RESULT_PAGE = '/dataStandard/metadata/result'
export const RECONCILIATION_PAGE = '/dataStandard/reconciliation/billDetails'
/** The `signed:<family>` of the service report calls; keys are made and revoked on the results page. */
export const CHECK_SIGNED_FAMILY = 'metadata-report'
/** Records in one report call. */
export const CHECK_REPORT_MAX = 5000

/** Mismatch labels (spec 3 §3.1). */
export const CheckLabel = { unknown: 0, unmatched: 1, validatorError: 2, failed: 3 } as const
export const CHECK_LABELS: Readonly<Record<number, string>> = { 0: '未知', 1: '不匹配', 2: '校验器错误', 3: '校验不通过' }

const code = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(40, `${label}最多 40 个字符`)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, `${label}只能包含字母、数字和下划线，以字母开头`)

export const ReportedRecordSchema = z.object({
  recordId: z.string({ error: '请输入记录ID' }).trim().min(1, '请输入记录ID').max(64, '记录ID最多 64 个字符'),
  fields: z.record(z.string().min(1).max(64), z.unknown()).refine((f) => Object.keys(f).length <= 200, '一条记录最多 200 个字段'),
})
const REPORT_SHAPE = {
  module: code('模块'),
  entity: code('实体'),
  records: z.array(ReportedRecordSchema, { error: '请提供记录' }).min(1, '请提供记录').max(CHECK_REPORT_MAX, `每次最多上报 ${CHECK_REPORT_MAX} 条记录`),
}
export const ReportRecordsBodySchema = withOperatingUrl(REPORT_SHAPE)
export type ReportRecordsBody = z.infer<typeof ReportRecordsBodySchema>
/** The signed variant carries no console page. */
export const SignedReportRecordsBodySchema = z.object(REPORT_SHAPE)

export const ReportAnsweredSchema = z.object({
  /** The task-centre job that checks them. */
  jobId: z.number().int(),
  received: z.number().int(),
  /** Records that replaced an earlier version. */
  replaced: z.number().int(),
})
export type ReportAnswered = z.infer<typeof ReportAnsweredSchema>

export const CountListQuerySchema = z.object({ module: z.string().max(40).optional(), entity: z.string().max(40).optional() })
export const CountItemSchema = z.object({
  module: z.string(),
  entity: z.string(),
  fieldCode: z.string(),
  label: z.number().int(),
  labelName: z.string(),
  count: z.number().int(),
  /** count / records of the entity, 0..1. */
  share: z.number(),
  /** Counts of the same field and label over the last 10 checks, oldest first. */
  trend: z.array(z.number().int()),
})
export const EntitySummarySchema = z.object({
  module: z.string(),
  moduleName: z.string(),
  entity: z.string(),
  entityName: z.string(),
  records: z.number().int(),
  failing: z.number().int(),
  checkedAt: z.string(),
  jobId: z.number().int().nullable(),
  /** The definitions (fieldCode → version) the latest check used. */
  versions: z.record(z.string(), z.number().int()),
  /** Records reported since the latest check and not yet checked. */
  pending: z.number().int(),
})
export const CountListSchema = z.object({ entities: z.array(EntitySummarySchema), list: z.array(CountItemSchema) })
export type CountList = z.infer<typeof CountListSchema>
export type CountItem = z.infer<typeof CountItemSchema>
export type EntitySummary = z.infer<typeof EntitySummarySchema>

const pageNum = z.coerce.number().int().min(1).optional().default(1)
const pageSize = z.coerce.number().int().min(1).max(100).optional().default(10)
const labelFilter = z.coerce.number().int().min(0).max(3).optional()

const FAIL_FILTER = {
  module: z.string().max(40).optional(),
  entity: z.string().max(40).optional(),
  fieldCode: z.string().max(64).optional(),
  label: labelFilter,
  recordId: z.string().max(64).optional(),
}
export const FailListQuerySchema = z.object({ ...FAIL_FILTER, pageNum, pageSize })
export type FailListQuery = z.input<typeof FailListQuerySchema>
export const FailItemSchema = z.object({
  id: z.number().int(),
  recordId: z.string(),
  module: z.string(),
  entity: z.string(),
  fieldCode: z.string(),
  label: z.number().int(),
  labelName: z.string(),
  /** The reported value as text ('' when absent). */
  value: z.string(),
  /** The validator broken (REQUIRED, MAX_LENGTH …, TYPE, UNDEFINED), or '' */
  rule: z.string(),
  reason: z.string(),
  /** The definition's version the record was checked against (0: no definition). */
  definitionVersion: z.number().int(),
  checkedAt: z.string(),
})
export type FailItem = z.infer<typeof FailItemSchema>
export const FailPageSchema = pageOf(FailItemSchema)
export const ExportFailsBodySchema = withOperatingUrl({ ...FAIL_FILTER, format: ExportFormatSchema.optional().default('xlsx') })

export const ImpactQuerySchema = z.object({ id: z.coerce.number().int().positive('请选择记录') })
export const ImpactSchema = z.object({
  records: z.number().int(),
  /** Records the version under review would fail. */
  failing: z.number().int(),
  /** Records the version in force fails now (0 for a definition not yet enabled). */
  failingNow: z.number().int(),
})
export type Impact = z.infer<typeof ImpactSchema>

// ——— service keys ———
export const ServiceKeySchema = z.object({ id: z.number().int(), name: z.string(), keyId: z.string(), createdAt: z.string(), createdBy: z.string(), revokedAt: z.string() })
export type ServiceKey = z.infer<typeof ServiceKeySchema>
export const AddServiceKeyBodySchema = withOperatingUrl({ name: z.string({ error: '请输入服务名称' }).trim().min(1, '请输入服务名称').max(30, '服务名称最多 30 个字符') })
export const ServiceKeyCreatedSchema = ServiceKeySchema.extend({ secret: z.string() })
export const ServiceKeyIdBodySchema = withOperatingUrl({ id: z.coerce.number().int().positive('请选择记录') })

// ——— order reconciliation ———
export const RECONCILE_STATES = { matched: '一致', amountDiffers: '金额不一致', missingOurs: '本方缺失', missingTheirs: '对方缺失' } as const
export type ReconcileState = keyof typeof RECONCILE_STATES
export const RECONCILE_STATE_KEYS = Object.keys(RECONCILE_STATES) as [ReconcileState, ...ReconcileState[]]
const amount = z.union([z.number(), z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/, '金额格式无效')]).nullable().optional()
export const ReconcileRecordSchema = z
  .object({
    orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(64, '订单号最多 64 个字符'),
    source: code('来源系统'),
    billDate: calendarDateSchema('账单日期应为存在的日期，格式 YYYY-MM-DD'),
    ourAmount: amount,
    theirAmount: amount,
  })
const RECONCILE_REPORT = { records: z.array(ReconcileRecordSchema).min(1, '请提供记录').max(CHECK_REPORT_MAX, `每次最多上报 ${CHECK_REPORT_MAX} 条记录`) }
export const ReconcileReportBodySchema = withOperatingUrl(RECONCILE_REPORT).meta({
  examples: [{ records: [{ orderNo: 'SO20261101001', source: 'POS', billDate: '2026-11-01', ourAmount: '12.50', theirAmount: '12.50' }] }],
})
export const SignedReconcileReportBodySchema = z.object(RECONCILE_REPORT)
export const ReconcileReportedSchema = z.object({ received: z.number().int(), replaced: z.number().int() })

const RECONCILE_FILTER = {
  dateFrom: calendarDateSchema('请选择正确的开始日期').optional(),
  dateTo: calendarDateSchema('请选择正确的结束日期').optional(),
  state: z.enum(RECONCILE_STATE_KEYS).optional(),
  source: z.string().max(40).optional(),
  orderNo: z.string().max(64).optional(),
}
/** The bill dates' end may not come before their start: a 400 naming 结束日期 on the list, the totals and the export alike. */
const billDateRange = checkDayRange('dateFrom', 'dateTo')
export const ReconcileListQuerySchema = z.object({ ...RECONCILE_FILTER, pageNum, pageSize }).superRefine(billDateRange)
export type ReconcileListQuery = z.input<typeof ReconcileListQuerySchema>
export const ReconcileTotalsQuerySchema = z.object(RECONCILE_FILTER).superRefine(billDateRange)
export const ReconcileExportBodySchema = withOperatingUrl({ ...RECONCILE_FILTER, format: ExportFormatSchema.optional().default('xlsx') }).superRefine(billDateRange)
export const ReconcileItemSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  source: z.string(),
  billDate: z.string(),
  ourAmount: z.string().nullable(),
  theirAmount: z.string().nullable(),
  difference: z.string(),
  state: z.enum(RECONCILE_STATE_KEYS),
  stateName: z.string(),
  reportedAt: z.string(),
})
export type ReconcileItem = z.infer<typeof ReconcileItemSchema>
export const ReconcilePageSchema = pageOf(ReconcileItemSchema)
export const ReconcileTotalsSchema = z.array(z.object({ state: z.enum(RECONCILE_STATE_KEYS), stateName: z.string(), count: z.number().int(), difference: z.string() }))
export const ReconcileDetailQuerySchema = z.object({ id: z.coerce.number().int().positive('请选择记录') })
