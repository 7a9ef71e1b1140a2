import { createHash, randomUUID } from 'node:crypto'
import {
  DictionaryFieldShape,
  ErrorCodes,
  SYNC_TYPES,
  SyncPeekSchema,
  SyncReceiveSchema,
  dictionaryFieldError,
  failure,
  relatedCodesOf,
  success,
  type Envelope,
  type OnekeySyncAnswer,
  type OnekeySyncBody,
  type SyncFieldResult,
  type SyncPeek,
  type SyncReceiveBody,
  type SyncType,
} from '@yunying/contracts'
import { z } from 'zod'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { codesTakenByOthers, findFieldByCode } from './dictionary.repository.js'
import { definitionOf, normaliseField, saverOf, writeField, type NormalisedField, type Saver } from './dictionary.service.js'
import { canonicalJson, diffDefinitions } from './dictionary-sync.diff.js'
import type { SyncPeerClient } from './dictionary-sync.peer.js'
import { claimSyncRequest, findFieldByCodeForUpdate, findFieldsByCodes, findSyncRequest, finishSyncRequest, pruneSyncRequests } from './dictionary-sync.repository.js'

export const SYNC_CONFLICT = '目标环境的字段已被修改，请重新对比'
const PEEK = '/pandora/field-config/sync-peek'
const RECEIVE = '/pandora/field-config/sync-receive'
const DefinitionSchema = z.object(DictionaryFieldShape)

/** A peer's answer in the shape we expect, or a clear error (another version of the product, a proxy). */
const expect = <T>(schema: z.ZodType<T>, data: unknown, syncType: SyncType): T => {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new AppError('SYNC_PEER_FAILED', `同步目标（${SYNC_TYPES[syncType]}）的应答无法识别，请确认两端版本一致`, null, { issues: parsed.error.issues.slice(0, 3) })
  return parsed.data
}

/** The receiver's rules for one pushed field: the editor's schema, then the rules of spec 2 §5. */
const checkDefinition = (definition: Record<string, unknown>): { field: NormalisedField } | { message: string } => {
  const parsed = DefinitionSchema.safeParse(definition)
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? '字段定义不正确' }
  const field = normaliseField(parsed.data)
  const error = dictionaryFieldError(field)
  return error ? { message: error.message } : { field }
}

/** One pushed field, in its own savepoint of the request's transaction. */
const receiveField = async (tx: DbOrTx, item: SyncReceiveBody['fields'][number], saver: Saver, at: Date): Promise<SyncFieldResult> => {
  const fieldCode = typeof item.definition.fieldCode === 'string' ? item.definition.fieldCode.trim() : ''
  const checked = checkDefinition(item.definition)
  if ('message' in checked) return { fieldCode, result: 'invalid', message: checked.message, version: null }
  const f = checked.field
  try {
    return await tx.transaction(async (sp) => {
      const current = await findFieldByCodeForUpdate(sp, f.fieldCode)
      if ((current?.version ?? null) !== item.targetVersion) return { fieldCode, result: 'conflict', message: SYNC_CONFLICT, version: current?.version ?? null }
      if (current && canonicalJson(definitionOf(current)) === canonicalJson(f)) return { fieldCode, result: 'unchanged', message: null, version: current.version }
      const taken = (await codesTakenByOthers(sp, [f.fieldCode, ...relatedCodesOf(f)], current?.id ?? null))[0]
      if (taken) return { fieldCode, result: 'invalid', message: taken.code === taken.fieldCode ? `字段编码 ${taken.code} 已存在` : `编码 ${taken.code} 已被字段 ${taken.fieldCode} 使用`, version: current?.version ?? null }
      const row = await writeField(sp, f, saver, at, 'sync', current ? { id: current.id, version: current.version } : null)
      return { fieldCode, result: current ? 'updated' : 'created', message: null, version: row.version }
    })
  } catch (error) {
    // Another save took the field or a code between the checks and the write.
    if (error instanceof AppError && error.httpStatus === 409) return { fieldCode, result: 'conflict', message: SYNC_CONFLICT, version: null }
    throw error
  }
}

const answerOf = (requestId: string, results: SyncFieldResult[]): { statusCode: number; envelope: Envelope } => {
  const data = { requestId, results }
  if (results.some((r) => r.result === 'conflict')) return { statusCode: 409, envelope: failure(ErrorCodes.CONFLICT.code, SYNC_CONFLICT, data) }
  const invalid = results.find((r) => r.result === 'invalid')
  if (invalid) return { statusCode: 400, envelope: failure(ErrorCodes.BAD_REQUEST.code, invalid.message ?? '字段定义不正确', data) }
  return { statusCode: 200, envelope: success(data, '同步成功') }
}

/** One-key sync (spec 2 §7 onekey-sync, issue 14): the sender's plan and apply, the receiver's peek and receive. */
export const createDictionarySyncService = ({ db, clock, stage, peers }: { db: Db; clock: Clock; stage: string; peers: SyncPeerClient }) => ({
  /** The targets this deployment may push to: none on production. */
  syncTypes: (): SyncType[] => (stage === 'pro' ? [] : peers.types()),

  async onekeySync(session: SessionContext, body: OnekeySyncBody): Promise<{ answer: OnekeySyncAnswer; log: Record<string, unknown> }> {
    assertPlatformWide(session.scope)
    if (stage === 'pro') throw new AppError('FORBIDDEN', '生产环境不能一键同步，请在测试环境修改后同步到生产环境')
    const { syncType, fieldCode } = body
    const syncTypeName = SYNC_TYPES[syncType]
    if (!peers.types().includes(syncType)) throw new AppError('BAD_REQUEST', `本环境未配置同步目标：${syncTypeName}`, [{ path: 'body.syncType', message: '未配置该同步目标' }])
    const row = await findFieldByCode(db, fieldCode)
    if (!row) throw new AppError('NOT_FOUND', '字段不存在或已删除')
    const ours = definitionOf(row)
    if (body.mode === 'plan') {
      const peek: SyncPeek = expect(SyncPeekSchema, await peers.call(syncType, PEEK, { fieldCodes: [fieldCode] }), syncType)
      const theirs = peek.fields.find((f) => f.fieldCode === fieldCode) ?? null
      const { change, diff } = diffDefinitions(ours, theirs?.definition ?? null)
      const answer = { mode: 'plan' as const, syncType, syncTypeName, fieldCode, fieldName: row.fieldName, change, targetVersion: theirs?.version ?? null, diff }
      return { answer, log: { fieldCode, syncType, mode: 'plan', change, targetVersion: answer.targetVersion } }
    }
    if (body.targetVersion === undefined) throw new AppError('BAD_REQUEST', '请先对比，再确认同步', [{ path: 'body.targetVersion', message: '请先对比' }])
    const requestId = body.requestId ?? randomUUID()
    const saver = saverOf(session, body)
    const push = { requestId, accountName: saver.accountName, accountPhone: saver.accountPhone, fields: [{ targetVersion: body.targetVersion, definition: ours }] }
    const { results } = expect(SyncReceiveSchema, await peers.call(syncType, RECEIVE, push), syncType)
    return { answer: { mode: 'apply', syncType, syncTypeName, requestId, results }, log: { fieldCode, syncType, mode: 'apply', requestId, results } }
  },

  async peek(fieldCodes: string[]): Promise<SyncPeek> {
    const rows = await findFieldsByCodes(db, [...new Set(fieldCodes)])
    return { stage, fields: rows.map((r) => ({ fieldCode: r.fieldCode, version: r.version, definition: definitionOf(r) })) }
  },

  /**
   * A signed push from `source`, in one transaction: the request id is claimed first, so the same id
   * again answers the stored result without writing (a concurrent twin waits for the first, then finds it).
   */
  async receive(source: string, rawBody: string, body: SyncReceiveBody): Promise<{ statusCode: number; envelope: Envelope; replay: boolean }> {
    const hash = createHash('sha256').update(rawBody).digest('hex')
    const at = clock.now()
    const saver: Saver = { accountId: null, accountName: body.accountName || `一键同步（${source}）`, accountPhone: body.accountPhone }
    return db.transaction(async (tx) => {
      if (!(await claimSyncRequest(tx, body.requestId, source, hash, at))) {
        const first = await findSyncRequest(tx, body.requestId)
        if (!first || first.bodyHash !== hash || first.source !== source) throw new AppError('CONFLICT', '该同步请求编号已用于另一次同步')
        return { statusCode: first.statusCode, envelope: first.response as unknown as Envelope, replay: true }
      }
      const results: SyncFieldResult[] = []
      for (const item of body.fields) results.push(await receiveField(tx, item, saver, at))
      const { statusCode, envelope } = answerOf(body.requestId, results)
      await finishSyncRequest(tx, body.requestId, statusCode, envelope as unknown as Record<string, unknown>)
      return { statusCode, envelope, replay: false }
    })
  },

  /** Housekeeping: request ids are kept 30 days. */
  prune: (now: Date) => pruneSyncRequests(db, new Date(now.getTime() - 30 * 86_400_000)),
})
export type DictionarySyncService = ReturnType<typeof createDictionarySyncService>
