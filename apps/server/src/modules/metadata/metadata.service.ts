import {
  METADATA_CHECK_CODE,
  METADATA_LOG_ACTIONS,
  METADATA_STATUSES,
  MetadataStatus,
  normaliseRuleItems,
  resolveBizRuleItems,
  type Definition,
  type DefinitionDetail,
  type DefinitionLog,
  type MetadataDefinitionFields,
  type NodeCategory,
  type Page,
  type StoredDefinitionFields,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { toPage } from '../../lib/page.js'
import { holdsCode } from '../access/grants.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { rulesOfEntity } from './metadata-biz.repository.js'
import { diffDefinitions } from './metadata-diff.js'
import { entityOfNode, nodeTree } from './metadata-dict.service.js'
import { dictNames } from './metadata-names.js'
import {
  accountNames,
  deleteDefinition,
  findDefinition,
  findDefinitionByCode,
  findDefinitionForUpdate,
  findDictById,
  findDictByKey,
  insertDefinition,
  insertDefinitionLog,
  listDefinitionLogs,
  listDefinitions,
  listDict,
  reviewerAccountIds,
  updateDefinition,
  type DefinitionChange,
  type DefinitionFilter,
  type DefinitionLogFilter,
  type DefinitionRecord,
} from './metadata.repository.js'

const GONE = '元数据不存在或已删除'
const CHANGED = '该元数据已被他人修改，请刷新后重试'
const TAKEN = '该模块和实体下已有此字段'

export interface MetadataDeps {
  db: Db
  clock: Clock
  /** METADATA_SELF_REVIEW: a submitter may review their own submission (single-operator installs). */
  selfReview: boolean
}

const operatorOf = (s: SessionContext) => s.name || s.username

/**
 * Checks that the module, entity, parent node and industries exist, and answers the definition as
 * it is stored: the canonical parent-node triple, the validators normalised (spec 3 §5.2).
 */
export const resolveDefinition = async (db: DbOrTx, f: MetadataDefinitionFields): Promise<StoredDefinitionFields> => {
  const module = await findDictByKey(db, 'MODULE_TYPE', f.module, 0)
  if (!module) throw new AppError('VALIDATION_FAILED', '请选择模块', [{ path: 'body.module', message: '请选择模块' }])
  const entity = await findDictByKey(db, 'ENTITY_TYPE', f.entity, module.id)
  if (!entity) throw new AppError('VALIDATION_FAILED', '请选择实体', [{ path: 'body.entity', message: '请选择实体' }])
  const [nodeKey, nodeId] = f.parentNode.split(',')
  const node = await findDictById(db, Number(nodeId))
  const owner = node && node.nameType === 'PARENT_NODE' && node.dataKey === nodeKey ? await entityOfNode(db, node.id) : null
  if (!node || owner?.id !== entity.id) throw new AppError('VALIDATION_FAILED', '请选择父级属性', [{ path: 'body.parentNode', message: '请选择父级属性' }])
  const industries = new Set((await listDict(db, 'APPLY_BIZ_TYPE', 0)).map((r) => r.dataKey))
  const unknown = f.applyBizType.find((k) => !industries.has(k))
  if (unknown) throw new AppError('VALIDATION_FAILED', `适用行业 ${unknown} 不存在`, [{ path: 'body.applyBizType', message: `适用行业 ${unknown} 不存在` }])
  const rules = resolveBizRuleItems(
    (await rulesOfEntity(db, f.module, f.entity)).map((r) => ({ ...r, controlStyle: r.controlStyle === 'checkbox' ? ('checkbox' as const) : ('radio' as const) })),
    f.bizRuleInfo.ruleItems,
  )
  if ('message' in rules) throw new AppError('VALIDATION_FAILED', rules.message, [{ path: `body.bizRuleInfo.ruleItems.${rules.at}`, message: rules.message }])
  return {
    fieldName: f.fieldName,
    fieldCode: f.fieldCode,
    module: f.module,
    entity: f.entity,
    parentNode: `${node.dataKey},${node.id},${node.dataValue}`,
    describe: f.describe,
    dataType: f.dataType,
    controlType: f.controlType,
    applyBizType: [...new Set(f.applyBizType)],
    sortNum: f.sortNum,
    isHide: f.isHide,
    displayStyleInfo: f.displayStyleInfo,
    bizRuleInfo: { ruleItems: rules.items },
    checkRules: { ruleItems: normaliseRuleItems(f.controlType, f.checkRules.ruleItems, f.extInfo.enums) },
    extInfo: { enums: f.controlType === 'RADIO' || f.controlType === 'CHECKBOX' ? f.extInfo.enums.map((e) => ({ title: e.title, val: e.val })) : [] },
  }
}

/** The metadata definitions (spec 3 §7.1 metadata-definite/*) with their review, revisions and log. */
export const createMetadataService = ({ db, clock, selfReview }: MetadataDeps) => {
  interface Lookups {
    modules: Map<string, string>
    entities: Map<string, string>
    names: Map<number, string>
    reviewers: number[]
  }
  const lookups = async (rows: DefinitionRecord[]): Promise<Lookups> => {
    return {
      ...(await dictNames(db)),
      names: await accountNames(db, rows.flatMap((r) => [r.submittedBy, r.reviewedBy])),
      reviewers: rows.some((r) => r.status === MetadataStatus.reviewing || r.revision) ? await reviewerAccountIds(db, METADATA_CHECK_CODE) : [],
    }
  }

  const awaitsReview = (r: DefinitionRecord) => r.status === MetadataStatus.reviewing || r.revision !== null

  const toDefinition = (r: DefinitionRecord, l: Lookups): Definition => {
    const f = r.fields
    return {
      ...f,
      id: r.id,
      moduleName: l.modules.get(f.module) ?? f.module,
      entityName: l.entities.get(`${f.module}/${f.entity}`) ?? f.entity,
      parentNodeName: f.parentNode.split(',').slice(2).join(','),
      extInfo: {
        enums: f.extInfo.enums,
        authFrom: r.submittedBy === null ? '' : (l.names.get(r.submittedBy) ?? ''),
        authTo: r.reviewedBy === null ? '' : (l.names.get(r.reviewedBy) ?? ''),
        authMsg: r.authMsg,
        authAt: r.authAt ? toChinaTime(r.authAt) : '',
      },
      status: r.status,
      statusName: METADATA_STATUSES[r.status] ?? String(r.status),
      hasPendingRevision: r.revision !== null,
      noEligibleReviewer: awaitsReview(r) && !l.reviewers.some((id) => selfReview || id !== r.submittedBy),
      createdAt: toChinaTime(r.createdAt),
      updatedAt: toChinaTime(r.updatedAt),
      version: r.version,
    }
  }

  const one = async (r: DefinitionRecord) => toDefinition(r, await lookups([r]))

  /** Told, after the commit, of the module and entity whose definitions in force changed (the checker re-checks them). */
  const listeners = new Set<(module: string, entity: string) => void | Promise<void>>()
  /** Tells the listeners (the checker queues a re-check) before the change is answered. */
  const changed = async (r: DefinitionRecord) => {
    await Promise.all([...listeners].map((listener) => listener(r.module, r.entity)))
  }

  const log = (tx: DbOrTx, session: SessionContext, r: { id: number; fieldName: string; fieldCode: string }, entry: { action: string; fromStatus: number | null; toStatus: number | null; remark?: string; diff?: ReturnType<typeof diffDefinitions>; at: Date }) =>
    insertDefinitionLog(tx, {
      definitionId: r.id,
      fieldName: r.fieldName,
      fieldCode: r.fieldCode,
      action: entry.action,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      accountId: session.accountId,
      accountName: operatorOf(session),
      remark: entry.remark ?? '',
      diff: entry.diff ?? [],
      createdAt: entry.at,
    })

  const locked = async (tx: DbOrTx, id: number) => {
    const row = await findDefinitionForUpdate(tx, id)
    if (!row) throw new AppError('NOT_FOUND', GONE)
    return row
  }
  const write = async (tx: DbOrTx, row: DefinitionRecord, change: DefinitionChange) => {
    const updated = await updateDefinition(tx, row.id, row.version, change)
    if (!updated) throw new AppError('CONFLICT', CHANGED)
    return updated
  }

  /** Saves `fields` as a definition's new content, by its status (issue 27's review workflow). */
  const save = async (tx: DbOrTx, session: SessionContext, row: DefinitionRecord, fields: StoredDefinitionFields, at: Date, action = 'update') => {
    if (await findDefinitionByCode(tx, fields.module, fields.entity, fields.fieldCode, row.id)) throw new AppError('CONFLICT', TAKEN)
    const submit = { submittedBy: session.accountId, submittedAt: at, reviewedBy: null, authMsg: '', authAt: null }
    if (row.status === MetadataStatus.enabled) {
      // The enabled version stays in force; the edit waits for review as a revision.
      const diff = diffDefinitions(row.fields, fields)
      if (diff.length === 0) throw new AppError('CONFLICT', '没有修改任何内容')
      const updated = await write(tx, row, { ...submit, revision: fields, at })
      await log(tx, session, row, { action: action === 'import' ? 'import' : 'revise', fromStatus: row.status, toStatus: row.status, diff, at })
      return updated
    }
    const updated = await write(tx, row, { ...submit, fields, status: MetadataStatus.reviewing, revision: null, at })
    await log(tx, session, fields.fieldCode === row.fieldCode ? row : { ...row, fieldCode: fields.fieldCode }, { action, fromStatus: row.status, toStatus: MetadataStatus.reviewing, diff: diffDefinitions(row.fields, fields), at })
    return updated
  }

  return {
    /** Registers a listener of changes to the definitions in force (approved, enabled, disabled). */
    onChanged(listener: (module: string, entity: string) => void | Promise<void>) {
      listeners.add(listener)
    },

    async list(session: SessionContext, q: DefinitionFilter & { pageNum: number; pageSize: number }): Promise<Page<Definition>> {
      assertPlatformWide(session.scope)
      const found = await listDefinitions(db, q, q.pageNum, q.pageSize)
      const l = await lookups(found.rows)
      return toPage(found, q, (r) => toDefinition(r, l))
    },

    async get(session: SessionContext, id: number): Promise<DefinitionDetail> {
      assertPlatformWide(session.scope)
      const row = await findDefinition(db, id)
      if (!row) throw new AppError('NOT_FOUND', GONE)
      const l = await lookups([row])
      const names = await accountNames(db, [row.submittedBy])
      const reviewer = await holdsCode(db, session, METADATA_CHECK_CODE)
      return {
        ...toDefinition(row, l),
        revision: row.revision ? { ...row.revision, submittedBy: row.submittedBy === null ? '' : (names.get(row.submittedBy) ?? ''), submittedAt: row.submittedAt ? toChinaTime(row.submittedAt) : '' } : null,
        revisionDiff: row.revision ? diffDefinitions(row.fields, row.revision) : [],
        canReview: reviewer && awaitsReview(row) && (selfReview || row.submittedBy !== session.accountId),
      }
    },

    async add(session: SessionContext, body: MetadataDefinitionFields) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const row = await db.transaction(async (tx) => {
        const fields = await resolveDefinition(tx, body)
        const created = await insertDefinition(tx, fields, { status: MetadataStatus.reviewing, by: session.accountId, at })
        if (!created) throw new AppError('CONFLICT', TAKEN)
        await log(tx, session, created, { action: 'create', fromStatus: null, toStatus: MetadataStatus.reviewing, diff: diffDefinitions(null, fields), at })
        return created
      })
      return { definition: await one(row), detail: { id: row.id, fieldCode: row.fieldCode, module: row.module, entity: row.entity } }
    },

    async update(session: SessionContext, id: number, body: MetadataDefinitionFields) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const row = await db.transaction(async (tx) => save(tx, session, await locked(tx, id), await resolveDefinition(tx, body), at))
      return { definition: await one(row), detail: { id, fieldCode: row.fieldCode, status: row.status, revision: row.revision !== null } }
    },

    /** Pass or reject what waits for review: a new or edited definition (status 1) or an enabled one's revision. */
    async auth(session: SessionContext, body: { id: number; authStatus: boolean; authMsg: string }) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, body.id)
        if (!awaitsReview(current)) throw new AppError('CONFLICT', '只有审核中的元数据可以审核')
        if (!selfReview && current.submittedBy === session.accountId) throw new AppError('FORBIDDEN', '不能审核自己提交的内容，请由其他审核人审核')
        const review = { reviewedBy: session.accountId, authMsg: body.authMsg, authAt: at, at }
        if (current.revision) {
          const revision = current.revision
          if (!body.authStatus) {
            const updated = await write(tx, current, { ...review, revision: null })
            await log(tx, session, current, { action: 'revisionReject', fromStatus: current.status, toStatus: current.status, remark: body.authMsg, diff: diffDefinitions(current.fields, revision), at })
            return updated
          }
          if (await findDefinitionByCode(tx, revision.module, revision.entity, revision.fieldCode, current.id)) throw new AppError('CONFLICT', TAKEN)
          const updated = await write(tx, current, { ...review, revision: null, fields: revision })
          await log(tx, session, current, { action: 'revisionPass', fromStatus: current.status, toStatus: current.status, remark: body.authMsg, diff: diffDefinitions(current.fields, revision), at })
          return updated
        }
        const to = body.authStatus ? MetadataStatus.enabled : MetadataStatus.rejected
        const updated = await write(tx, current, { ...review, status: to })
        await log(tx, session, current, { action: body.authStatus ? 'pass' : 'reject', fromStatus: current.status, toStatus: to, remark: body.authMsg, at })
        return updated
      })
      if (body.authStatus) await changed(row)
      return { definition: await one(row), detail: { id: body.id, authStatus: body.authStatus, authMsg: body.authMsg } }
    },

    async setEnabled(session: SessionContext, id: number, enabled: boolean) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, id)
        const from = enabled ? MetadataStatus.disabled : MetadataStatus.enabled
        if (current.status !== from) throw new AppError('CONFLICT', enabled ? '只有已停用的元数据可以启用' : '只有已启用的元数据可以停用')
        const to = enabled ? MetadataStatus.enabled : MetadataStatus.disabled
        const updated = await write(tx, current, { status: to, at })
        await log(tx, session, current, { action: enabled ? 'enable' : 'disable', fromStatus: from, toStatus: to, at })
        return updated
      })
      await changed(row)
      return { definition: await one(row), detail: { id, status: row.status } }
    },

    async remove(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      return db.transaction(async (tx) => {
        const current = await locked(tx, id)
        if (current.status === MetadataStatus.enabled) throw new AppError('CONFLICT', '已启用的元数据不能删除，请先停用')
        await deleteDefinition(tx, id)
        await log(tx, session, current, { action: 'delete', fromStatus: current.status, toStatus: null, diff: diffDefinitions(current.fields, null), at })
        return { id, fieldCode: current.fieldCode, module: current.module, entity: current.entity }
      })
    },

    /** The definitions' log, newest first: one definition's (`id`) on the definition log page, any on the data standards' operation log. */
    async logs(session: SessionContext, q: DefinitionLogFilter & { pageNum: number; pageSize: number }): Promise<Page<DefinitionLog>> {
      assertPlatformWide(session.scope)
      return toPage(await listDefinitionLogs(db, q, q.pageNum, q.pageSize), q, (r) => ({
        id: r.id,
        definitionId: r.definitionId,
        fieldName: r.fieldName,
        fieldCode: r.fieldCode,
        action: r.action,
        actionName: METADATA_LOG_ACTIONS[r.action] ?? r.action,
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        operatorName: r.accountName,
        remark: r.remark,
        diff: r.diff,
        createdAt: toChinaTime(r.createdAt),
      }))
    },

    /** "key,id,value" of the parent node `key` under the module's entity (searched through its tree), or null. */
    async nodeTriple(tx: DbOrTx, module: string, entity: string, key: string) {
      const m = await findDictByKey(tx, 'MODULE_TYPE', module, 0)
      const e = m ? await findDictByKey(tx, 'ENTITY_TYPE', entity, m.id) : null
      if (!e) return null
      const find = (nodes: NodeCategory[]): NodeCategory | null => {
        for (const n of nodes) {
          if (n.dataKey === key) return n
          const inner = find(n.list)
          if (inner) return inner
        }
        return null
      }
      const node = find(await nodeTree(tx, e.id))
      return node ? `${node.dataKey},${node.id},${node.dataValue}` : null
    },

    /** Import: creates the definition, or saves it into the existing one by its status, in the caller's transaction. */
    async importOne(tx: DbOrTx, session: SessionContext, fields: StoredDefinitionFields, at: Date) {
      const existing = await findDefinitionByCode(tx, fields.module, fields.entity, fields.fieldCode)
      if (existing) return save(tx, session, await locked(tx, existing.id), fields, at, 'import')
      const created = await insertDefinition(tx, fields, { status: MetadataStatus.reviewing, by: session.accountId, at })
      if (!created) throw new AppError('CONFLICT', TAKEN)
      await log(tx, session, created, { action: 'import', fromStatus: null, toStatus: MetadataStatus.reviewing, diff: diffDefinitions(null, fields), at })
      return created
    },
  }
}

export type MetadataService = ReturnType<typeof createMetadataService>
