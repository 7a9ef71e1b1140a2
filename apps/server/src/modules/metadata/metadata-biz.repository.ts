import { and, asc, eq, ilike } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { likeContains } from '../../lib/sql-literal.js'
import { metadataBizRules } from './metadata.table.js'

export type BizRuleRecord = typeof metadataBizRules.$inferSelect
type BizRuleValues = Pick<BizRuleRecord, 'module' | 'entity' | 'ruleCode' | 'ruleName' | 'controlStyle' | 'content' | 'value'>

export const listBizRules = async (db: DbOrTx, f: { module?: string | undefined; entity?: string | undefined; ruleName?: string | undefined }, pageNum: number, pageSize: number) => {
  const where = and(
    f.module ? eq(metadataBizRules.module, f.module) : undefined,
    f.entity ? eq(metadataBizRules.entity, f.entity) : undefined,
    f.ruleName ? ilike(metadataBizRules.ruleName, likeContains(f.ruleName)) : undefined,
  )
  const total = await db.$count(metadataBizRules, where)
  const rows = await pageRows(db.select().from(metadataBizRules).where(where).$dynamic(), [asc(metadataBizRules.module), asc(metadataBizRules.entity), asc(metadataBizRules.id)], pageNum, pageSize)
  return { rows, total }
}

export const rulesOfEntity = (db: DbOrTx, module: string, entity: string) =>
  db.select().from(metadataBizRules).where(and(eq(metadataBizRules.module, module), eq(metadataBizRules.entity, entity))).orderBy(asc(metadataBizRules.id))

export const findBizRule = async (db: DbOrTx, id: number, lock = false) => {
  const q = db.select().from(metadataBizRules).where(eq(metadataBizRules.id, id))
  return (await (lock ? q.for('update') : q))[0] ?? null
}

export const insertBizRule = async (db: DbOrTx, values: BizRuleValues, by: number, at: Date) =>
  (await db.insert(metadataBizRules).values({ ...values, updatedBy: by, createdAt: at, updatedAt: at }).onConflictDoNothing().returning())[0] ?? null

export const updateBizRule = async (db: DbOrTx, id: number, values: Partial<BizRuleValues>, by: number, at: Date) =>
  (await db.update(metadataBizRules).set({ ...values, updatedBy: by, updatedAt: at }).where(eq(metadataBizRules.id, id)).returning())[0] ?? null

export const findBizRuleByCode = async (db: DbOrTx, module: string, entity: string, ruleCode: string) =>
  (await db.select().from(metadataBizRules).where(and(eq(metadataBizRules.module, module), eq(metadataBizRules.entity, entity), eq(metadataBizRules.ruleCode, ruleCode))).limit(1))[0] ?? null
