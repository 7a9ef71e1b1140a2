import {
  APPLY_TYPES,
  BIZ_TYPES,
  DATA_TYPES,
  SERVICE_MODULES,
  dictionaryFieldError,
  normaliseConfigValue,
  relatedCodesOf,
  type AddDictionaryFieldBody,
  type DictionaryDetail,
  type DictionaryListBody,
  type DictionaryPage,
  type DictionaryRow,
  type UpdateDictionaryFieldBody,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import {
  codesTakenByOthers,
  findField,
  findFieldForUpdate,
  insertField,
  insertFieldVersion,
  listFieldVersions,
  listFields,
  replaceFieldCodes,
  updateFieldAtVersion,
  type ConfigFieldRecord,
  type ConfigFieldValues,
} from './dictionary.repository.js'

const GONE = '字段不存在或已删除'

type FieldBody = Omit<UpdateDictionaryFieldBody, 'operatingUrl' | 'accountName' | 'accountPhone' | 'id' | 'version'>

/** The field as stored: options and codes trimmed, no options or dependents where the type has none. */
export const normaliseField = (b: FieldBody) => {
  const optionValues = b.optionValues.map((o) => ({ value: o.value.trim(), title: o.title.trim() }))
  const relatedData = b.relatedData.map((r) => ({
    relatedValue: r.relatedValue.trim(),
    relatedData: r.relatedData.map((c) => ({ name: c.name.trim(), code: c.code.trim(), dataType: c.dataType, optionValues: c.optionValues.map((o) => ({ value: o.value.trim(), title: o.title.trim() })) })),
  }))
  return {
    applyType: b.applyType,
    fieldName: b.fieldName,
    fieldCode: b.fieldCode,
    serverNameAndGroup: b.serverNameAndGroup,
    manageType: b.manageType,
    pageGroup: b.pageGroup,
    sortNum: Math.round(b.sortNum * 100) / 100,
    bizTypes: b.bizTypes,
    serviceModule: b.serviceModule,
    descrip: b.descrip,
    manualText: b.manualText,
    exampleImage: b.exampleImage,
    helpLink: b.helpLink,
    status: b.status,
    dataType: b.dataType,
    optionValues,
    relatedData,
    defaultValue: b.defaultValue === null ? null : normaliseConfigValue(b.defaultValue),
    relatedDefaultValue: b.relatedDefaultValue.map((d) => ({ fieldCode: d.fieldCode.trim(), defaultValue: d.defaultValue === null ? null : normaliseConfigValue(d.defaultValue) })),
  }
}
export type NormalisedField = ReturnType<typeof normaliseField>

/** The rules of spec 2 §5; 400 with the rule's message and the path it names. */
export const assertFieldRules = (f: NormalisedField) => {
  const error = dictionaryFieldError(f)
  if (error) throw new AppError('BAD_REQUEST', error.message, [error])
}

const labelsOf = (bizTypes: string) =>
  bizTypes
    .split(',')
    .filter(Boolean)
    .map((id) => BIZ_TYPES[Number(id) as keyof typeof BIZ_TYPES] ?? id)
    .join('、')

const toRow = (r: ConfigFieldRecord): DictionaryRow => ({
  id: r.id,
  applyType: r.applyType,
  applyTypeName: APPLY_TYPES[r.applyType as 1 | 2] ?? String(r.applyType),
  fieldName: r.fieldName,
  fieldCode: r.fieldCode,
  serviceModule: r.serviceModule,
  serviceModuleName: SERVICE_MODULES[r.serviceModule as keyof typeof SERVICE_MODULES] ?? r.serviceModule,
  bizTypes: r.bizTypes,
  bizTypeNames: labelsOf(r.bizTypes),
  pageGroup: r.pageGroup,
  sortNum: Number(r.sortNum),
  dataType: r.dataType,
  dataTypeName: DATA_TYPES[r.dataType as keyof typeof DATA_TYPES] ?? r.dataType,
  status: r.status,
  version: r.version,
  updatedAt: toChinaTime(r.updatedAt),
  updatedBy: r.updatedByName,
})

export const toDetail = (r: ConfigFieldRecord): DictionaryDetail => ({
  id: r.id,
  applyType: r.applyType,
  fieldName: r.fieldName,
  fieldCode: r.fieldCode,
  serverNameAndGroup: r.serverNameAndGroup,
  manageType: r.manageType,
  pageGroup: r.pageGroup,
  sortNum: Number(r.sortNum),
  bizTypes: r.bizTypes,
  serviceModule: r.serviceModule,
  descrip: r.descrip,
  manualText: r.manualText,
  exampleImage: r.exampleImage,
  helpLink: r.helpLink,
  status: r.status,
  dataType: r.dataType,
  optionValues: r.optionValues,
  relatedData: r.relatedData,
  defaultValue: r.defaultValue,
  relatedDefaultValue: r.relatedDefaultValue,
  version: r.version,
  createdAt: toChinaTime(r.createdAt),
  updatedAt: toChinaTime(r.updatedAt),
  updatedBy: r.updatedByName,
})

/** What a field definition is, without ids and bookkeeping: the history's snapshot and the sync's payload. */
export const definitionOf = (r: ConfigFieldRecord): NormalisedField => ({
  applyType: r.applyType as 1 | 2,
  fieldName: r.fieldName,
  fieldCode: r.fieldCode,
  serverNameAndGroup: r.serverNameAndGroup,
  manageType: r.manageType as 1,
  pageGroup: r.pageGroup,
  sortNum: Number(r.sortNum),
  bizTypes: r.bizTypes,
  serviceModule: r.serviceModule as NormalisedField['serviceModule'],
  descrip: r.descrip,
  manualText: r.manualText,
  exampleImage: r.exampleImage,
  helpLink: r.helpLink,
  status: r.status as 0 | 1,
  dataType: r.dataType as NormalisedField['dataType'],
  optionValues: r.optionValues,
  relatedData: r.relatedData as NormalisedField['relatedData'],
  defaultValue: r.defaultValue ?? null,
  relatedDefaultValue: r.relatedDefaultValue,
})

export interface Saver {
  accountId: number | null
  accountName: string
  accountPhone: string
}

export const saverOf = (session: SessionContext, body: { accountName?: string | undefined; accountPhone?: string | undefined }): Saver => ({
  accountId: session.accountId,
  accountName: body.accountName || session.name,
  accountPhone: body.accountPhone || session.username,
})

/** JSON with object keys sorted: jsonb hands objects back with its own key order. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null)

/** The keys of a field definition that differ between two versions of it. */
const changedKeys = (a: NormalisedField, b: NormalisedField) => (Object.keys(b) as Array<keyof NormalisedField>).filter((k) => canonical(a[k]) !== canonical(b[k]))

/** Registers the field's codes; 409 naming the field that already uses one. */
const claimCodes = async (tx: DbOrTx, fieldId: number | null, f: NormalisedField) => {
  const codes = [f.fieldCode, ...relatedCodesOf(f)]
  const taken = await codesTakenByOthers(tx, codes, fieldId)
  if (taken.length > 0) {
    const t = taken[0]!
    throw new AppError('CONFLICT', t.code === t.fieldCode ? `字段编码 ${t.code} 已存在` : `编码 ${t.code} 已被字段 ${t.fieldCode} 使用`)
  }
  return codes
}

/** Writes a field (new or at `version`) with its codes and a history row, in the caller's transaction. */
export const writeField = async (
  tx: DbOrTx,
  f: NormalisedField,
  saver: Saver,
  at: Date,
  action: 'add' | 'update' | 'sync',
  existing: { id: number; version: number } | null,
): Promise<ConfigFieldRecord> => {
  const codes = await claimCodes(tx, existing?.id ?? null, f)
  const values: ConfigFieldValues = { ...f, updatedBy: saver.accountId, updatedByName: saver.accountName, updatedAt: at }
  let row: ConfigFieldRecord | null
  if (existing) {
    row = await updateFieldAtVersion(tx, existing.id, existing.version, values)
    if (!row) throw new AppError('CONFLICT', '该字段已被他人修改，请刷新后重试')
  } else {
    row = await insertField(tx, { ...values, createdAt: at })
    if (!row) throw new AppError('CONFLICT', `字段编码 ${f.fieldCode} 已存在`)
  }
  if (!(await replaceFieldCodes(tx, row.id, codes))) throw new AppError('CONFLICT', '编码已被其他字段使用，请刷新后重试')
  await insertFieldVersion(tx, { fieldId: row.id, version: row.version, accountId: saver.accountId, accountName: saver.accountName, accountPhone: saver.accountPhone, action, snapshot: definitionOf(row), createdAt: at })
  return row
}

/** The configuration dictionary (spec 2 §3, §5, §7 pandora/field-config/*). */
export const createDictionaryService = ({ db, clock, stage, syncTypes = () => [] }: { db: Db; clock: Clock; stage: string; /** One-key sync targets (none on pro). */ syncTypes?: () => string[] }) => ({
  settings: () => ({ stage, canCreate: stage !== 'pro', syncTypes: syncTypes() }),

  async list(body: DictionaryListBody): Promise<DictionaryPage> {
    const { rows, total } = await listFields(db, body, body.pageNum, body.pageSize)
    return { list: rows.map(toRow), total, pageNum: body.pageNum, pageSize: body.pageSize }
  },

  async detail(id: number): Promise<DictionaryDetail> {
    const row = await findField(db, id)
    if (!row) throw new AppError('NOT_FOUND', GONE)
    return toDetail(row)
  },

  async history(id: number) {
    if (!(await findField(db, id))) throw new AppError('NOT_FOUND', GONE)
    return (await listFieldVersions(db, id)).map((v) => ({ version: v.version, action: v.action, accountName: v.accountName, accountPhone: v.accountPhone, createdAt: toChinaTime(v.createdAt), snapshot: v.snapshot }))
  },

  /** New fields only on a non-production deployment (spec 2 §6). */
  async add(session: SessionContext, body: AddDictionaryFieldBody) {
    assertPlatformWide(session.scope)
    if (stage === 'pro') throw new AppError('FORBIDDEN', '生产环境不能新建字段，请在测试环境新建后一键同步')
    const f = normaliseField(body)
    assertFieldRules(f)
    const row = await db.transaction((tx) => writeField(tx, f, saverOf(session, body), clock.now(), 'add', null))
    return { detail: toDetail(row), log: { id: row.id, fieldCode: row.fieldCode, fieldName: row.fieldName } }
  },

  /** The code is locked after creation (spec 2 §3); a save over a newer version is refused. */
  async update(session: SessionContext, body: UpdateDictionaryFieldBody) {
    assertPlatformWide(session.scope)
    const f = normaliseField(body)
    assertFieldRules(f)
    const { row, before } = await db.transaction(async (tx) => {
      const current = await findFieldForUpdate(tx, body.id)
      if (!current) throw new AppError('NOT_FOUND', GONE)
      if (current.fieldCode !== f.fieldCode) throw new AppError('BAD_REQUEST', '字段编码创建后不可修改', [{ path: 'fieldCode', message: '字段编码创建后不可修改' }])
      const version = body.version ?? current.version
      // Nothing changed: no new version, no history row (a stale version is still a conflict).
      if (version === current.version && changedKeys(definitionOf(current), f).length === 0) return { row: current, before: current }
      const saved = await writeField(tx, f, saverOf(session, body), clock.now(), 'update', { id: current.id, version })
      return { row: saved, before: current }
    })
    const changed = changedKeys(definitionOf(before), definitionOf(row))
    return { detail: toDetail(row), log: { id: row.id, fieldCode: row.fieldCode, changed }, unchanged: row === before }
  },
})

export type DictionaryService = ReturnType<typeof createDictionaryService>
