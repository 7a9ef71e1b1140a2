import { type BasicField, type BizRule, type Page, type SaveBizRuleBody } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { toPage, type PageQuery } from '../../lib/page.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { findBasicField, findBasicFieldByCode, insertBasicField, listBasicFields, readBasicField, updateBasicField, type BasicFieldRecord } from './metadata-basic.repository.js'
import { findBizRule, findBizRuleByCode, insertBizRule, listBizRules, rulesOfEntity, updateBizRule, type BizRuleRecord } from './metadata-biz.repository.js'
import { dictNames, type DictNames } from './metadata-names.js'
import { findDictByKey } from './metadata.repository.js'

const RULE_GONE = '业务规则不存在或已删除'
const FIELD_GONE = '基础属性不存在或已删除'

const assertModuleEntity = async (db: DbOrTx, module: string, entity?: string) => {
  const m = await findDictByKey(db, 'MODULE_TYPE', module, 0)
  if (!m) throw new AppError('VALIDATION_FAILED', '请选择模块', [{ path: 'body.module', message: '请选择模块' }])
  if (entity !== undefined && !(await findDictByKey(db, 'ENTITY_TYPE', entity, m.id))) throw new AppError('VALIDATION_FAILED', '请选择实体', [{ path: 'body.entity', message: '请选择实体' }])
}

const toRule = (r: BizRuleRecord, n: DictNames): BizRule => ({
  id: r.id,
  module: r.module,
  moduleName: n.modules.get(r.module) ?? r.module,
  entity: r.entity,
  entityName: n.entities.get(`${r.module}/${r.entity}`) ?? r.entity,
  ruleCode: r.ruleCode,
  ruleName: r.ruleName,
  controlStyle: r.controlStyle === 'checkbox' ? 'checkbox' : 'radio',
  content: r.content,
  value: r.value,
  updatedAt: toChinaTime(r.updatedAt),
})

const toField = (r: BasicFieldRecord, n: DictNames): BasicField => ({
  id: r.id,
  module: r.module,
  moduleName: n.modules.get(r.module) ?? r.module,
  fieldCode: r.fieldCode,
  fieldName: r.fieldName,
  dataType: r.dataType,
  status: r.status,
  displayConfig: r.displayConfig,
  updatedAt: toChinaTime(r.updatedAt),
})

/** How a resource of this file is read: a page of it, one of it (`gone` when there is none) and its answer. */
interface NamedReads<F, R, T> {
  list(db: DbOrTx, filter: F, pageNum: number, pageSize: number): Promise<{ rows: R[]; total: number }>
  find(db: DbOrTx, id: number): Promise<R | null>
  gone: string
  /** The answer of a row, with the dictionary's module and entity names. */
  toAnswer(row: R, names: DictNames): T
}

/** The list and the detail of a resource (both platform-wide), its answers named by the dictionary. */
const namedReads = <F, R, T>(db: Db, { list, find, gone, toAnswer }: NamedReads<F, R, T>) => ({
  async list(session: SessionContext, q: F & PageQuery): Promise<Page<T>> {
    assertPlatformWide(session.scope)
    const found = await list(db, q, q.pageNum, q.pageSize)
    const names = await dictNames(db)
    return toPage(found, q, (r) => toAnswer(r, names))
  },

  async detail(session: SessionContext, id: number) {
    assertPlatformWide(session.scope)
    const row = await find(db, id)
    if (!row) throw new AppError('NOT_FOUND', gone)
    return toAnswer(row, await dictNames(db))
  },
})

/** Business rules (spec 3 §7.1 biz-rules/*): radio or checkbox options per module and entity. */
export const createBizRulesService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  ...namedReads(db, { list: listBizRules, find: (tx, id) => findBizRule(tx, id), gone: RULE_GONE, toAnswer: toRule }),

  async ofEntity(session: SessionContext, module: string, entity: string) {
    assertPlatformWide(session.scope)
    const n = await dictNames(db)
    return (await rulesOfEntity(db, module, entity)).map((r) => toRule(r, n))
  },

  async save(session: SessionContext, body: SaveBizRuleBody) {
    assertPlatformWide(session.scope)
    const at = clock.now()
    const values = { module: body.module, entity: body.entity, ruleCode: body.ruleCode, ruleName: body.ruleName, controlStyle: body.controlStyle, content: body.content, value: body.value }
    const row = await db.transaction(async (tx) => {
      await assertModuleEntity(tx, body.module, body.entity)
      const same = await findBizRuleByCode(tx, body.module, body.entity, body.ruleCode)
      if (same && same.id !== body.id) throw new AppError('CONFLICT', '该模块和实体下已有此规则编码')
      if (body.id === undefined) {
        const created = await insertBizRule(tx, values, session.accountId, at)
        if (!created) throw new AppError('CONFLICT', '该模块和实体下已有此规则编码')
        return created
      }
      if (!(await findBizRule(tx, body.id, true))) throw new AppError('NOT_FOUND', RULE_GONE)
      return (await updateBizRule(tx, body.id, values, session.accountId, at))!
    })
    return toRule(row, await dictNames(db))
  },

  async appendItem(session: SessionContext, body: { id: number; title: string; value: string }) {
    assertPlatformWide(session.scope)
    const at = clock.now()
    const row = await db.transaction(async (tx) => {
      const rule = await findBizRule(tx, body.id, true)
      if (!rule) throw new AppError('NOT_FOUND', RULE_GONE)
      if (rule.content.some((o) => o.value === body.value)) throw new AppError('CONFLICT', '选项值不能重复')
      if (rule.content.length >= 50) throw new AppError('BAD_REQUEST', '最多 50 个选项')
      return (await updateBizRule(tx, rule.id, { content: [...rule.content, { title: body.title, value: body.value }] }, session.accountId, at))!
    })
    return toRule(row, await dictNames(db))
  },
})

/** Basic attributes (spec 3 §7.1 basic-field-config/*): what every entity of a module carries. */
export const createBasicFieldsService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const locked = async (tx: DbOrTx, id: number) => {
    const row = await findBasicField(tx, id)
    if (!row) throw new AppError('NOT_FOUND', FIELD_GONE)
    return row
  }
  return {
    ...namedReads(db, { list: listBasicFields, find: readBasicField, gone: FIELD_GONE, toAnswer: toField }),

    async save(session: SessionContext, body: { id?: number | undefined; module: string; fieldCode: string; fieldName: string; dataType: string; displayConfig: { hint: string; isHide: 0 | 1; sortNum: number } }) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const row = await db.transaction(async (tx) => {
        await assertModuleEntity(tx, body.module)
        const same = await findBasicFieldByCode(tx, body.module, body.fieldCode)
        if (same && same.id !== body.id) throw new AppError('CONFLICT', '该模块已有此基础属性')
        const values = { module: body.module, fieldCode: body.fieldCode, fieldName: body.fieldName, dataType: body.dataType, displayConfig: body.displayConfig, updatedBy: session.accountId, updatedAt: at }
        if (body.id === undefined) {
          const created = await insertBasicField(tx, { ...values, status: 1, createdAt: at })
          if (!created) throw new AppError('CONFLICT', '该模块已有此基础属性')
          return created
        }
        await locked(tx, body.id)
        return (await updateBasicField(tx, body.id, values))!
      })
      return toField(row, await dictNames(db))
    },

    async updateConfig(session: SessionContext, id: number, displayConfig: { hint: string; isHide: 0 | 1; sortNum: number }) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const row = await db.transaction(async (tx) => {
        await locked(tx, id)
        return (await updateBasicField(tx, id, { displayConfig, updatedBy: session.accountId, updatedAt: at }))!
      })
      return toField(row, await dictNames(db))
    },

    async updateStatus(session: SessionContext, id: number, status: 0 | 1) {
      assertPlatformWide(session.scope)
      const at = clock.now()
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, id)
        if (current.status === status) throw new AppError('CONFLICT', status === 1 ? '该基础属性已启用' : '该基础属性已停用')
        return (await updateBasicField(tx, id, { status, updatedBy: session.accountId, updatedAt: at }))!
      })
      return toField(row, await dictNames(db))
    },
  }
}

export type BizRulesService = ReturnType<typeof createBizRulesService>
export type BasicFieldsService = ReturnType<typeof createBasicFieldsService>
