import { z } from 'zod'
import { calendarDateSchema } from './calendar.js'
import { pageOf, withOperatingUrl } from './common.js'
import { CONTROL_TYPE_KEYS, METADATA_DATA_TYPE_KEYS, VALIDATOR_TYPE_KEYS, checkRuleItems } from './metadata-rules.js'

/**
 * The metadata registry (数据标准, spec 3 §2.2, §3.1, §4.1, §5, §7.1): field definitions per
 * module and entity, their dictionaries, review and log. The spec names no app: the calls live
 * under `/metadata-center/` with the spec's paths after it.
 */
export const METADATA_APP = 'metadata-center'

/** Dictionary name types (spec 3 §3.1); PARENT_NODE holds the parent-node tree of an entity. */
export const METADATA_NAME_TYPES = ['MODULE_TYPE', 'ENTITY_TYPE', 'APPLY_BIZ_TYPE', 'PARENT_NODE'] as const
export type MetadataNameType = (typeof METADATA_NAME_TYPES)[number]

/** Definition status (spec 3 §4.1). */
export const MetadataStatus = { reviewing: 1, rejected: 2, enabled: 3, disabled: 4 } as const
export const METADATA_STATUSES: Readonly<Record<number, string>> = { 1: '审核中', 2: '审核驳回', 3: '已启用', 4: '已停用' }
/** The button code a reviewer's role holds (base menu data). */
export const METADATA_CHECK_CODE = 'metadata.check.btn'
export const METADATA_INDEX_PAGE = '/dataStandard/metadata/index'

const id = (message = '请选择记录') => z.coerce.number({ error: message }).int(message).positive(message)
const key = (label: string, max = 40) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最多 ${max} 个字符`)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, `${label}只能包含字母、数字和下划线，以字母开头`)
const name = (label: string, max = 30) => z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).max(max, `${label}最多 ${max} 个字符`)

// ——— dictionaries ———

/** GET operating/dict-data/list: nameType, and for ENTITY_TYPE the parent module's id `pid`. */
export const DictDataQuerySchema = z.object({
  nameType: z.enum(METADATA_NAME_TYPES, { error: '请选择字典类型' }),
  pid: z.coerce.number().int().min(0).optional(),
})
export const DictDataItemSchema = z.object({ id: z.number().int(), pid: z.number().int(), dataKey: z.string(), dataValue: z.string() })
export type DictDataItem = z.infer<typeof DictDataItemSchema>

/** GET operating/dict-data/list-nodes-category: the parent-node tree of entity `pid` (children under `list`), `name` narrows it. */
export const NodesCategoryQuerySchema = z.object({
  pid: z.coerce.number({ error: '请先选择实体' }).int().positive('请先选择实体'),
  name: z.string().trim().max(30).optional(),
})
export interface NodeCategory extends DictDataItem {
  list: NodeCategory[]
}
export const NodeCategorySchema: z.ZodType<NodeCategory> = z.lazy(() => DictDataItemSchema.extend({ list: z.array(NodeCategorySchema) }))

/** POST operating/metadata/entity/add: `pid` the module's id, `entity` the key, `name` what screens show. */
export const AddEntityBodySchema = withOperatingUrl({ pid: id('请先选择模块'), name: name('实体名称'), entity: key('实体标识') })
/** POST operating/metadata/parent-node/add: `pid` the entity's (or a parent node's) id. */
export const AddParentNodeBodySchema = withOperatingUrl({ pid: id('请先选择实体'), name: name('父级属性名称'), parentNode: key('父级属性标识') })

// ——— definitions ———

export const MetadataEnumSchema = z.object({
  title: z.string({ error: '请输入枚举名称' }).trim().min(1, '请输入枚举名称').max(30),
  val: z.string({ error: '请输入枚举值' }).trim().min(1, '请输入枚举值').max(30).regex(/^[^,]+$/, '枚举值不能含逗号'),
})
export const MetadataRuleItemSchema = z.object({
  validatorType: z.enum(VALIDATOR_TYPE_KEYS, { error: '请选择校验类型' }),
  validatorVal: z.string().max(500).optional(),
})
export const BizRuleRefSchema = z.object({ ruleCode: z.string().trim().min(1).max(40), ruleName: z.string().trim().max(30).optional().default(''), value: z.string().max(500).optional().default('') })

export const DisplayStyleInfoSchema = z.object({
  hint: z.string().max(400, '提示文案最多 400 个字符').optional().default(''),
  help: z.string().max(100, '说明最多 100 个字符').optional().default(''),
  image: z.string().max(500).optional().default(''),
  linkText: z.string().trim().max(20).optional().default(''),
  linkUrl: z.string().trim().max(500).regex(/^(https?:\/\/\S+)?$/, '链接地址应以 http:// 或 https:// 开头').optional().default(''),
})

/** "key,id,value" of a parent node (spec 3 §3.1). */
export const PARENT_NODE = /^[A-Za-z][A-Za-z0-9_]*,\d+,[^,]+$/

/** Every field of a definition (spec 3 §3.1) as the editor sends it; the §5.2 rules are checked here. */
const DEFINITION_SHAPE = {
    fieldName: name('数据名称', 30),
    fieldCode: key('字段', 64),
    module: z.string({ error: '请选择模块' }).trim().min(1, '请选择模块').max(40),
    entity: z.string({ error: '请选择实体' }).trim().min(1, '请选择实体').max(40),
    parentNode: z.string({ error: '请选择父级属性' }).trim().min(1, '请选择父级属性').max(80).regex(PARENT_NODE, '请选择父级属性'),
    describe: z.string({ error: '请输入数据描述' }).trim().min(1, '请输入数据描述').max(200, '数据描述最多 200 个字符'),
    dataType: z.enum(METADATA_DATA_TYPE_KEYS, { error: '请选择数据类型' }),
    controlType: z.enum(CONTROL_TYPE_KEYS, { error: '请选择组件类型' }),
    applyBizType: z.array(z.string().trim().min(1).max(40)).max(50).optional().default([]),
    sortNum: z.coerce.number({ error: '显示顺序应为 0 到 9999999 的整数' }).int('显示顺序应为 0 到 9999999 的整数').min(0, '显示顺序应为 0 到 9999999 的整数').max(9_999_999, '显示顺序应为 0 到 9999999 的整数').optional().default(0),
    isHide: z.union([z.literal(0), z.literal(1)]).optional().default(0),
    displayStyleInfo: DisplayStyleInfoSchema.optional().default({ hint: '', help: '', image: '', linkText: '', linkUrl: '' }),
    bizRuleInfo: z.object({ ruleItems: z.array(BizRuleRefSchema).max(50).optional().default([]) }).optional().default({ ruleItems: [] }),
    checkRules: z.object({ ruleItems: z.array(MetadataRuleItemSchema).max(20).optional().default([]) }).optional().default({ ruleItems: [] }),
    extInfo: z.object({ enums: z.array(MetadataEnumSchema).max(100).optional().default([]) }).optional().default({ enums: [] }),
}

type Checked = { controlType: (typeof CONTROL_TYPE_KEYS)[number]; checkRules: { ruleItems: Array<z.infer<typeof MetadataRuleItemSchema>> }; extInfo: { enums: Array<{ title: string; val: string }> } }
const checkSaveRules = (d: Checked, ctx: z.RefinementCtx) => {
  for (const issue of checkRuleItems(d.controlType, d.checkRules.ruleItems, d.extInfo.enums))
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.at === 'enums' ? ['extInfo', 'enums'] : ['checkRules', 'ruleItems', issue.at, 'validatorVal'] })
}

export const MetadataDefinitionFieldsSchema = z.object(DEFINITION_SHAPE).superRefine(checkSaveRules)
export type MetadataDefinitionFields = z.infer<typeof MetadataDefinitionFieldsSchema>
export type MetadataDefinitionInput = z.input<typeof MetadataDefinitionFieldsSchema>

const DEFINITION_EXAMPLE = {
  fieldName: '门店别名',
  fieldCode: 'alias',
  module: 'STORE',
  entity: 'STORE',
  parentNode: 'BASIC,1,基础信息',
  describe: '门店在小程序上展示的别名',
  dataType: 'STRING',
  controlType: 'TEXT',
  checkRules: { ruleItems: [{ validatorType: 'MAX_LENGTH', validatorVal: '20' }] },
}

/** POST operating/metadata-definite/add. */
export const AddDefinitionBodySchema = withOperatingUrl(DEFINITION_SHAPE).superRefine(checkSaveRules).meta({ examples: [DEFINITION_EXAMPLE] })
/** POST operating/metadata-definite/update: the full definition plus `id`. */
export const UpdateDefinitionBodySchema = withOperatingUrl({ ...DEFINITION_SHAPE, id: id() })
  .superRefine(checkSaveRules)
  .meta({ examples: [{ ...DEFINITION_EXAMPLE, id: 1 }] })
export type UpdateDefinitionBody = z.infer<typeof UpdateDefinitionBodySchema>

export const DefinitionIdBodySchema = withOperatingUrl({ id: id() })
export const DefinitionIdQuerySchema = z.object({ id: id() })

/** GET operating/metadata-definite/list (spec: pageNum, pageSize, dataType, parentNode; plus module, entity, status, name). */
export const ListDefinitionsQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  dataType: z.enum(METADATA_DATA_TYPE_KEYS).optional(),
  parentNode: z.string().trim().max(80).optional(),
  module: z.string().trim().max(40).optional(),
  entity: z.string().trim().max(40).optional(),
  status: z.coerce.number().int().min(1).max(4).optional(),
  name: z.string().trim().max(64).optional(),
})
export type ListDefinitionsQuery = z.input<typeof ListDefinitionsQuerySchema>

/** GET operating/metadata-definite/get-validator-by-control-type. */
export const ValidatorQuerySchema = z.object({ controlType: z.enum(CONTROL_TYPE_KEYS, { error: '请选择组件类型' }) })
export const ValidatorItemSchema = z.object({ code: z.enum(VALIDATOR_TYPE_KEYS), name: z.string() })

const StoredFieldsSchema = z.object({
  fieldName: z.string(),
  fieldCode: z.string(),
  module: z.string(),
  entity: z.string(),
  parentNode: z.string(),
  describe: z.string(),
  dataType: z.enum(METADATA_DATA_TYPE_KEYS),
  controlType: z.enum(CONTROL_TYPE_KEYS),
  applyBizType: z.array(z.string()),
  sortNum: z.number().int(),
  isHide: z.number().int(),
  displayStyleInfo: z.object({ hint: z.string(), help: z.string(), image: z.string(), linkText: z.string(), linkUrl: z.string() }),
  bizRuleInfo: z.object({ ruleItems: z.array(z.object({ ruleCode: z.string(), ruleName: z.string(), value: z.string() })) }),
  checkRules: z.object({ ruleItems: z.array(z.object({ validatorType: z.enum(VALIDATOR_TYPE_KEYS), validatorVal: z.string().optional() })) }),
})
export type StoredDefinitionFields = z.infer<typeof StoredFieldsSchema> & { extInfo: { enums: Array<{ title: string; val: string }> } }

export const DefinitionSchema = StoredFieldsSchema.extend({
  id: z.number().int(),
  moduleName: z.string(),
  entityName: z.string(),
  parentNodeName: z.string(),
  extInfo: z.object({
    enums: z.array(z.object({ title: z.string(), val: z.string() })),
    /** Review info (spec 3 §3.1): who submitted, who reviewed, the remark and when. */
    authFrom: z.string(),
    authTo: z.string(),
    authMsg: z.string(),
    authAt: z.string(),
  }),
  status: z.number().int(),
  statusName: z.string(),
  /** An edit of an enabled definition waiting for review; the enabled version stays in force. */
  hasPendingRevision: z.boolean(),
  /** Nobody but the submitter holds the review code (and self-review is off). */
  noEligibleReviewer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
})
export type Definition = z.infer<typeof DefinitionSchema>

/** One changed field between two versions of a definition. */
export const FieldDiffSchema = z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() })
export type FieldDiff = z.infer<typeof FieldDiffSchema>

/** `get`: the definition, and its pending revision beside it (the reviewer's side-by-side view). */
export const DefinitionDetailSchema = DefinitionSchema.extend({
  revision: StoredFieldsSchema.extend({ extInfo: z.object({ enums: z.array(z.object({ title: z.string(), val: z.string() })) }), submittedBy: z.string(), submittedAt: z.string() }).nullable(),
  revisionDiff: z.array(FieldDiffSchema),
  /** Whether this session may review it now (holds the code, status 1 or a revision, not its own unless allowed). */
  canReview: z.boolean(),
})
export type DefinitionDetail = z.infer<typeof DefinitionDetailSchema>

export const DefinitionPageSchema = pageOf(DefinitionSchema)

/** POST operating/metadata-definite/auth: `authStatus` true passes, false rejects (remark required). */
export const AuthDefinitionBodySchema = withOperatingUrl({
  id: id(),
  authStatus: z.boolean({ error: '请选择审核结果' }).meta({ examples: [true] }),
  authMsg: z.string().trim().max(200, '备注最多 200 个字符').optional().default(''),
})
  .refine((b) => b.authStatus || b.authMsg.length > 0, { message: '请输入备注', path: ['authMsg'] })
  .meta({ examples: [{ id: 1, authStatus: false, authMsg: '字段名称不清楚' }] })

export const METADATA_LOG_ACTIONS: Readonly<Record<string, string>> = {
  create: '新增',
  update: '修改',
  revise: '提交修订',
  pass: '审核通过',
  reject: '审核驳回',
  revisionPass: '修订审核通过',
  revisionReject: '修订审核驳回',
  enable: '启用',
  disable: '停用',
  delete: '删除',
  import: '导入',
}

/** GET operating/metadata-definite/log-list: one definition's log (`id`), or every definition's. */
export const DefinitionLogQuerySchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(20).optional(),
  name: z.string().trim().max(64).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
/**
 * The data standards' ranges of days, either end optional (the log's dates, reconciliation's bill
 * dates): an end before the start is a 400 naming the end field, as every range check of the contracts says it.
 */
export const checkDayRange =
  <B extends string, E extends string>(begin: B, end: E) =>
  (q: { [K in B | E]?: string | undefined }, ctx: z.RefinementCtx) => {
    const from = q[begin]
    const to = q[end]
    if (from && to && to < from) ctx.addIssue({ code: 'custom', path: [end], message: '结束日期不能早于开始日期' })
  }

/**
 * /dataStandard/operationLog/list (spec 3 §2.2 操作日志列表): the data standards' own log, the
 * definitions' transitions with their field-level diffs, for whoever holds that page (the system
 * operation log needs /system/operatingLog/list, which most users of this menu lack).
 */
export const DATA_STANDARD_LOG_PAGE = '/dataStandard/operationLog/list'

/** GET operating/operation-log/list: China days (both ends included, at most a year), person, data name or field, action. */
export const DataStandardLogQuerySchema = z
  .object({
    createdAtBegin: calendarDateSchema('请选择正确的开始日期').optional(),
    createdAtEnd: calendarDateSchema('请选择正确的结束日期').optional(),
    operator: z.string().trim().max(50, '操作人最多 50 个字符').optional(),
    name: z.string().trim().max(64, '名称最多 64 个字符').optional(),
    action: z.enum(Object.keys(METADATA_LOG_ACTIONS) as [string, ...string[]], { error: '请选择正确的操作' }).optional(),
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine(checkDayRange('createdAtBegin', 'createdAtEnd'))
export type DataStandardLogQuery = z.input<typeof DataStandardLogQuerySchema>

export const DefinitionLogSchema = z.object({
  id: z.number().int(),
  definitionId: z.number().int(),
  fieldName: z.string(),
  fieldCode: z.string(),
  action: z.string(),
  actionName: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  operatorName: z.string(),
  remark: z.string(),
  diff: z.array(FieldDiffSchema),
  createdAt: z.string(),
})
export type DefinitionLog = z.infer<typeof DefinitionLogSchema>
export const DefinitionLogPageSchema = pageOf(DefinitionLogSchema)

/** Labels of the definition's fields, for the log's diffs. */
export const DEFINITION_FIELD_LABELS: Readonly<Record<string, string>> = {
  fieldName: '数据名称',
  fieldCode: '字段',
  module: '模块',
  entity: '实体',
  parentNode: '父级属性',
  describe: '数据描述',
  dataType: '数据类型',
  controlType: '组件类型',
  applyBizType: '适用行业',
  sortNum: '显示顺序',
  isHide: '是否隐藏',
  displayStyleInfo: '展示样式',
  bizRuleInfo: '业务规则',
  checkRules: '校验规则',
  extInfo: '枚举值',
}
