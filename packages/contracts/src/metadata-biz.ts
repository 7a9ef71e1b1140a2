import { z } from 'zod'
import { pageOf, withOperatingUrl } from './common.js'
import { METADATA_DATA_TYPE_KEYS } from './metadata-rules.js'
import { FieldDiffSchema } from './metadata.js'

/**
 * Business rules and basic attributes of the data standards (spec 3 §3.1, §7.1 biz-rules/*,
 * basic-field-config/*), and the definitions as code (export and import).
 */

export const BIZ_RULE_STYLES = { radio: '单选', checkbox: '多选' } as const
export const METADATA_BIZ_RULE_PAGE = '/dataStandard/metadata/businessRule'
export const METADATA_BASIC_PAGE = '/dataStandard/metadata/basicfield'

const page = { pageNum: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(10) }
const id = z.coerce.number({ error: '请选择记录' }).int().positive('请选择记录')
const moduleKey = z.string({ error: '请选择模块' }).trim().min(1, '请选择模块').max(40)
const entityKey = z.string({ error: '请选择实体' }).trim().min(1, '请选择实体').max(40)

export const BizRuleOptionSchema = z.object({
  title: z.string({ error: '请输入选项名称' }).trim().min(1, '请输入选项名称').max(30, '选项名称最多 30 个字符'),
  value: z.string({ error: '请输入选项值' }).trim().min(1, '请输入选项值').max(30, '选项值最多 30 个字符'),
})

/** POST operating/biz-rules/list. */
export const ListBizRulesBodySchema = withOperatingUrl({ module: z.string().trim().max(40).optional(), entity: z.string().trim().max(40).optional(), ruleName: z.string().trim().max(30).optional(), ...page })

/** POST operating/biz-rules/save: a new rule (no id) or a changed one; checkbox values are a JSON string of an array. */
export const SaveBizRuleBodySchema = withOperatingUrl({
  id: id.optional(),
  module: moduleKey,
  entity: entityKey,
  ruleCode: z
    .string({ error: '请输入规则编码' })
    .trim()
    .min(1, '请输入规则编码')
    .max(40, '规则编码最多 40 个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '规则编码只能包含字母、数字和下划线，以字母开头'),
  ruleName: z.string({ error: '请输入规则名称' }).trim().min(1, '请输入规则名称').max(30, '规则名称最多 30 个字符'),
  controlStyle: z.enum(['radio', 'checkbox'], { error: '请选择控件样式' }),
  content: z.array(BizRuleOptionSchema, { error: '请至少添加一个选项' }).min(1, '请至少添加一个选项').max(50, '最多 50 个选项'),
  value: z.string().max(2000).optional().default(''),
}).superRefine((b, ctx) => {
  const values = b.content.map((o) => o.value)
  if (new Set(values).size !== values.length) ctx.addIssue({ code: 'custom', path: ['content'], message: '选项值不能重复' })
  const chosen = parseRuleValue(b.controlStyle, b.value)
  if (chosen === null) ctx.addIssue({ code: 'custom', path: ['value'], message: '多选的值应为数组，例如 ["A","B"]' })
  else if (chosen.some((v) => !values.includes(v))) ctx.addIssue({ code: 'custom', path: ['value'], message: '所选的值不在选项中' })
})
export type SaveBizRuleBody = z.infer<typeof SaveBizRuleBodySchema>

/** The values a rule's `value` names: radio one (or none), checkbox a JSON array string; null when malformed. */
export const parseRuleValue = (style: 'radio' | 'checkbox', value: string): string[] | null => {
  if (style === 'radio') return value === '' ? [] : [value]
  if (value === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : null
  } catch {
    return null
  }
}

/** POST operating/biz-rules/append-rule-item: one more option of a rule. */
export const AppendRuleItemBodySchema = withOperatingUrl({ id, title: BizRuleOptionSchema.shape.title, value: BizRuleOptionSchema.shape.value })
/** GET operating/biz-rules/detail. */
export const BizRuleIdQuerySchema = z.object({ id })
/** POST operating/biz-rules/query-entity-rules: the rules of one module and entity (the editor's business-rule section). */
export const QueryEntityRulesBodySchema = withOperatingUrl({ module: moduleKey, entity: entityKey })

export const BizRuleSchema = z.object({
  id: z.number().int(),
  module: z.string(),
  moduleName: z.string(),
  entity: z.string(),
  entityName: z.string(),
  ruleCode: z.string(),
  ruleName: z.string(),
  controlStyle: z.enum(['radio', 'checkbox']),
  content: z.array(z.object({ title: z.string(), value: z.string() })),
  value: z.string(),
  updatedAt: z.string(),
})
export type BizRule = z.infer<typeof BizRuleSchema>
export const BizRulePageSchema = pageOf(BizRuleSchema)

// ——— basic attributes ———

export const BasicDisplayConfigSchema = z.object({
  hint: z.string().max(400, '提示文案最多 400 个字符').optional().default(''),
  isHide: z.union([z.literal(0), z.literal(1)]).optional().default(0),
  sortNum: z.coerce.number().int('显示顺序应为 0 到 9999999 的整数').min(0, '显示顺序应为 0 到 9999999 的整数').max(9_999_999, '显示顺序应为 0 到 9999999 的整数').optional().default(0),
})

/** POST operating/basic-field-config/list. */
export const ListBasicFieldsBodySchema = withOperatingUrl({ module: z.string().trim().max(40).optional(), status: z.union([z.literal(0), z.literal(1)]).optional(), fieldName: z.string().trim().max(30).optional(), ...page })
/** POST operating/basic-field-config/save: a new attribute of a module (no id) or its name and type. */
export const SaveBasicFieldBodySchema = withOperatingUrl({
  id: id.optional(),
  module: moduleKey,
  fieldCode: z
    .string({ error: '请输入字段' })
    .trim()
    .min(1, '请输入字段')
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字段只能包含字母、数字和下划线，以字母开头'),
  fieldName: z.string({ error: '请输入数据名称' }).trim().min(1, '请输入数据名称').max(30, '数据名称最多 30 个字符'),
  dataType: z.enum(METADATA_DATA_TYPE_KEYS, { error: '请选择数据类型' }),
  displayConfig: BasicDisplayConfigSchema.optional().default({ hint: '', isHide: 0, sortNum: 0 }),
})
/** POST operating/basic-field-config/update-config: the display config only. */
export const UpdateBasicConfigBodySchema = withOperatingUrl({ id, displayConfig: BasicDisplayConfigSchema })
/** POST operating/basic-field-config/update-status: 1 enabled, 0 disabled. */
export const UpdateBasicStatusBodySchema = withOperatingUrl({ id, status: z.union([z.literal(0), z.literal(1)], { error: '请选择状态' }) })
export const BasicFieldIdQuerySchema = z.object({ id })

export const BasicFieldSchema = z.object({
  id: z.number().int(),
  module: z.string(),
  moduleName: z.string(),
  fieldCode: z.string(),
  fieldName: z.string(),
  dataType: z.string(),
  status: z.number().int(),
  displayConfig: z.object({ hint: z.string(), isHide: z.number().int(), sortNum: z.number().int() }),
  updatedAt: z.string(),
})
export type BasicField = z.infer<typeof BasicFieldSchema>
export const BasicFieldPageSchema = pageOf(BasicFieldSchema)

// ——— definitions as code ———

export const METADATA_EXPORT_FORMAT = 'yunying.metadata/1'

/** GET operating/metadata-definite/export: one module's definitions (or all), in force, as a JSON document. */
export const ExportDefinitionsQuerySchema = z.object({ module: z.string().trim().max(40).optional() })
export const DefinitionsDocumentSchema = z.object({
  format: z.literal(METADATA_EXPORT_FORMAT),
  exportedAt: z.string(),
  module: z.string(),
  definitions: z.array(z.record(z.string(), z.unknown())),
})
export type DefinitionsDocument = z.infer<typeof DefinitionsDocumentSchema>

/** POST operating/metadata-definite/import: `dryRun` reports what each definition would do; otherwise applies them, all or none. */
export const ImportDefinitionsBodySchema = withOperatingUrl({
  format: z.literal(METADATA_EXPORT_FORMAT, { error: '文件格式不正确，请选择从本系统导出的元数据文件' }),
  definitions: z.array(z.record(z.string(), z.unknown()), { error: '文件中没有元数据' }).min(1, '文件中没有元数据').max(500, '一次最多导入 500 条元数据'),
  dryRun: z.boolean().optional().default(true),
})

export const IMPORT_ACTIONS = { create: '新增（进入审核）', update: '修改（进入审核）', revise: '提交修订（原版本继续生效）', unchanged: '无变化', invalid: '无法导入' } as const
export const ImportItemSchema = z.object({
  index: z.number().int(),
  module: z.string(),
  entity: z.string(),
  fieldCode: z.string(),
  fieldName: z.string(),
  action: z.enum(['create', 'update', 'revise', 'unchanged', 'invalid']),
  message: z.string(),
  diff: z.array(FieldDiffSchema),
})
export type ImportItem = z.infer<typeof ImportItemSchema>
export const ImportResultSchema = z.object({ applied: z.boolean(), items: z.array(ImportItemSchema) })
export type ImportResult = z.infer<typeof ImportResultSchema>

/** What a definition's business-rule section needs of a rule. */
export interface BizRuleChoice {
  ruleCode: string
  ruleName: string
  controlStyle: 'radio' | 'checkbox'
  content: Array<{ title: string; value: string }>
}

/**
 * A definition's bizRuleInfo.ruleItems checked against the rules of its module and entity (issue 27):
 * each names an existing rule once, with a value among its options (radio: one value; checkbox: a
 * JSON string of an array). An item with no value is dropped (the rule is not set for the field);
 * the names are the rules' own. Answers the items as stored, or the first problem in Chinese.
 */
export const resolveBizRuleItems = (
  rules: readonly BizRuleChoice[],
  items: ReadonlyArray<{ ruleCode: string; ruleName?: string; value?: string }>,
): { items: Array<{ ruleCode: string; ruleName: string; value: string }> } | { at: number; message: string } => {
  const byCode = new Map(rules.map((r) => [r.ruleCode, r]))
  const seen = new Set<string>()
  const out: Array<{ ruleCode: string; ruleName: string; value: string }> = []
  for (const [at, item] of items.entries()) {
    const rule = byCode.get(item.ruleCode)
    if (!rule) return { at, message: `业务规则 ${item.ruleCode} 不在该实体下，请重新选择` }
    if (seen.has(rule.ruleCode)) return { at, message: `业务规则「${rule.ruleName}」重复` }
    seen.add(rule.ruleCode)
    const chosen = parseRuleValue(rule.controlStyle, item.value ?? '')
    if (chosen === null) return { at, message: `「${rule.ruleName}」是多选，值应为数组，例如 ["A","B"]` }
    const options = rule.content.map((o) => o.value)
    if (chosen.some((v) => !options.includes(v))) return { at, message: `「${rule.ruleName}」所选的值不在选项中` }
    if (chosen.length === 0) continue
    out.push({ ruleCode: rule.ruleCode, ruleName: rule.ruleName, value: rule.controlStyle === 'radio' ? chosen[0]! : JSON.stringify(options.filter((o) => chosen.includes(o))) })
  }
  return { items: out }
}
