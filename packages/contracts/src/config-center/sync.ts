import { z } from 'zod'
import { withOperatingUrl } from '../common.js'
import { FIELD_EXAMPLE, type DictionaryFieldShape } from './dictionary.js'
import { ConfigOperatorShape, DICT_LIMITS } from './fields.js'

/**
 * One-key sync (spec 2 §7 pandora/field-config/onekey-sync, issue 14): one dictionary field pushed
 * to another deployment of the product, first as a plan (a diff), then applied.
 */

/** The deployments a field can be pushed to (spec 2 §7 syncType). */
export const SYNC_TYPES = { test: '测试环境', beta: '预发环境', pro: '生产环境' } as const
export type SyncType = keyof typeof SYNC_TYPES
export const SYNC_TYPE_CODES = Object.keys(SYNC_TYPES) as SyncType[]

/** The properties of a field definition in Chinese, for the plan's diff. */
export const DICTIONARY_PROPERTY_LABELS: Record<keyof typeof DictionaryFieldShape, string> = {
  applyType: '应用类型',
  fieldName: '字段名称',
  fieldCode: '字段编码',
  serverNameAndGroup: '服务名及分组',
  manageType: '管理类型',
  pageGroup: '页面分组',
  sortNum: '排序',
  bizTypes: '业态',
  serviceModule: '所属服务模块',
  descrip: '字段描述',
  manualText: '说明文案',
  exampleImage: '示例图',
  helpLink: '帮助链接',
  status: '状态',
  dataType: '数据类型',
  optionValues: '选项',
  relatedData: '关联配置',
  defaultValue: '默认值',
  relatedDefaultValue: '关联配置默认值',
}

export const OnekeySyncBodySchema = withOperatingUrl({
  ...ConfigOperatorShape,
  fieldCode: z.string({ error: '请选择要同步的字段' }).trim().min(1, '请选择要同步的字段').max(DICT_LIMITS.fieldCode),
  syncType: z.enum(SYNC_TYPE_CODES as [SyncType, ...SyncType[]], { error: '请选择同步环境' }),
  /** 'plan' (default): what would change on the target; 'apply': push it. */
  mode: z.enum(['plan', 'apply']).optional().default('plan'),
  /** apply: the target's version the plan saw (null: the target had no such field). */
  targetVersion: z.number().int().positive().nullable().optional(),
  /** apply: one id per push; sending the same id again answers the first result without writing twice. */
  requestId: z.uuid().optional(),
}).meta({ examples: [{ fieldCode: 'takeout.enabled', syncType: 'test', mode: 'plan' }] })
export type OnekeySyncBody = z.infer<typeof OnekeySyncBodySchema>
export type OnekeySyncInput = z.input<typeof OnekeySyncBodySchema>

export const SYNC_CHANGES = { create: '新增', update: '修改', none: '无变化' } as const
export type SyncChange = keyof typeof SYNC_CHANGES

/** One property that differs between this deployment's field and the target's (before: the target's). */
export const SyncPropertyDiffSchema = z.object({ key: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() })
export type SyncPropertyDiff = z.infer<typeof SyncPropertyDiffSchema>

export const SyncPlanSchema = z.object({
  mode: z.literal('plan'),
  syncType: z.string(),
  syncTypeName: z.string(),
  fieldCode: z.string(),
  fieldName: z.string(),
  /** create: absent on the target (新增); update: differs (修改); none: the same (无变化). */
  change: z.enum(['create', 'update', 'none']),
  /** The target's version of the field, null when absent: send it back with mode 'apply'. */
  targetVersion: z.number().int().nullable(),
  diff: z.array(SyncPropertyDiffSchema),
})
export type SyncPlan = z.infer<typeof SyncPlanSchema>

export const SYNC_RESULTS = { created: '已新增', updated: '已更新', unchanged: '无变化', conflict: '有冲突', invalid: '未通过校验' } as const
export type SyncResultKind = keyof typeof SYNC_RESULTS
export const SyncFieldResultSchema = z.object({
  fieldCode: z.string(),
  result: z.enum(['created', 'updated', 'unchanged', 'conflict', 'invalid']),
  /** Why, for conflict and invalid. */
  message: z.string().nullable(),
  /** The target's version after the push (null when it has no such field). */
  version: z.number().int().nullable(),
})
export type SyncFieldResult = z.infer<typeof SyncFieldResultSchema>

export const SyncApplySchema = z.object({
  mode: z.literal('apply'),
  syncType: z.string(),
  syncTypeName: z.string(),
  requestId: z.string(),
  results: z.array(SyncFieldResultSchema),
})
export type SyncApply = z.infer<typeof SyncApplySchema>
export const OnekeySyncAnswerSchema = z.discriminatedUnion('mode', [SyncPlanSchema, SyncApplySchema])
export type OnekeySyncAnswer = z.infer<typeof OnekeySyncAnswerSchema>

/** The receiving deployment's calls (machine to machine, signed; see docs/configuration.md "One-key sync"). */
export const SyncPeekBodySchema = z
  .object({ fieldCodes: z.array(z.string().trim().min(1).max(DICT_LIMITS.fieldCode)).min(1).max(20) })
  .meta({ examples: [{ fieldCodes: ['takeout.enabled'] }] })
export const SyncPeekSchema = z.object({
  stage: z.string(),
  /** The fields the receiver has among those asked (an absent one is left out). */
  fields: z.array(z.object({ fieldCode: z.string(), version: z.number().int(), definition: z.record(z.string(), z.unknown()) })),
})
export type SyncPeek = z.infer<typeof SyncPeekSchema>

export const SyncReceiveBodySchema = z
  .object({
    requestId: z.uuid(),
    /** Who pushed, for the receiver's history. */
    accountName: z.string().trim().max(50).optional().default(''),
    accountPhone: z.string().trim().max(20).optional().default(''),
    fields: z
      .array(
        z.object({
          /** The receiver's version the plan saw; null: the plan saw no such field. */
          targetVersion: z.number().int().positive().nullable(),
          /** The field as the sender stores it (checked by the receiver's own rules, answered `invalid` otherwise). */
          definition: z.record(z.string(), z.unknown()),
        }),
      )
      .min(1)
      .max(20),
  })
  .meta({ examples: [{ requestId: '5b0f4a52-2f5e-4d1b-9b53-3f2d0f7a1c11', fields: [{ targetVersion: null, definition: FIELD_EXAMPLE }] }] })
export type SyncReceiveBody = z.infer<typeof SyncReceiveBodySchema>
export const SyncReceiveSchema = z.object({ requestId: z.string(), results: z.array(SyncFieldResultSchema) })
export type SyncReceive = z.infer<typeof SyncReceiveSchema>
