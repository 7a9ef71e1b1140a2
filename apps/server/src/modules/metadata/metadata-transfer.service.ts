import {
  MetadataDefinitionFieldsSchema,
  MetadataStatus,
  METADATA_EXPORT_FORMAT,
  type DefinitionsDocument,
  type ImportItem,
  type ImportResult,
  type StoredDefinitionFields,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { diffDefinitions } from './metadata-diff.js'
import { findDefinitionByCode, listDefinitionsOf } from './metadata.repository.js'
import { resolveDefinition, type MetadataService } from './metadata.service.js'

/** The fields a definition is exported with: the editor's, without the parent node's id (ids differ between installs). */
const exported = (f: StoredDefinitionFields) => ({ ...f, parentNode: f.parentNode.split(',')[0]! })

/**
 * Definitions as code (issue 27): a module's definitions (or all) as a JSON document, and an
 * import that reports per definition what it would do and then enters the review workflow.
 */
export const createMetadataTransferService = ({ db, clock, definitions }: { db: Db; clock: Clock; definitions: MetadataService }) => {
  /** What each definition of the file would do; `resolved` holds the ones that can be applied. */
  const plan = async (tx: DbOrTx, items: Array<Record<string, unknown>>) => {
    const report: ImportItem[] = []
    const resolved = new Map<number, StoredDefinitionFields>()
    const seen = new Set<string>()
    for (const [index, raw] of items.entries()) {
      const label = { index, module: String(raw.module ?? ''), entity: String(raw.entity ?? ''), fieldCode: String(raw.fieldCode ?? '').trim(), fieldName: String(raw.fieldName ?? '') }
      const invalid = (message: string) => report.push({ ...label, action: 'invalid', message, diff: [] })
      const parsed = MetadataDefinitionFieldsSchema.safeParse({ ...raw, parentNode: await parentNodeTriple(tx, raw) })
      if (!parsed.success) {
        invalid(parsed.error.issues[0]?.message ?? '内容不正确')
        continue
      }
      const key = `${parsed.data.module}/${parsed.data.entity}/${parsed.data.fieldCode}`
      if (seen.has(key)) {
        invalid('文件中重复的字段')
        continue
      }
      seen.add(key)
      let fields: StoredDefinitionFields
      try {
        fields = await resolveDefinition(tx, parsed.data)
      } catch (err) {
        if (err instanceof AppError) {
          invalid(err.message)
          continue
        }
        throw err
      }
      const existing = await findDefinitionByCode(tx, fields.module, fields.entity, fields.fieldCode)
      const diff = diffDefinitions(existing?.fields ?? null, fields)
      if (existing && diff.length === 0) {
        report.push({ ...label, action: 'unchanged', message: '与现有版本相同，不会修改', diff })
        continue
      }
      const action = !existing ? 'create' : existing.status === MetadataStatus.enabled ? 'revise' : 'update'
      report.push({ ...label, action, message: '', diff })
      resolved.set(index, fields)
    }
    return { report, resolved }
  }

  /** The exported parent node is its key: find it under the definition's entity again (by key, so ids may differ). */
  const parentNodeTriple = async (tx: DbOrTx, raw: Record<string, unknown>) => {
    const node = typeof raw.parentNode === 'string' ? raw.parentNode.trim() : ''
    if (node.includes(',') || !node) return node
    return (await definitions.nodeTriple(tx, String(raw.module ?? ''), String(raw.entity ?? ''), node)) ?? ''
  }

  return {
    async export(session: SessionContext, module?: string): Promise<DefinitionsDocument> {
      assertPlatformWide(session.scope)
      const rows = await listDefinitionsOf(db, module)
      return { format: METADATA_EXPORT_FORMAT, exportedAt: toChinaTime(clock.now()), module: module ?? '', definitions: rows.map((r) => exported(r.fields)) }
    },

    async import(session: SessionContext, body: { definitions: Array<Record<string, unknown>>; dryRun: boolean }): Promise<ImportResult> {
      assertPlatformWide(session.scope)
      if (body.dryRun) return { applied: false, items: (await plan(db, body.definitions)).report }
      const at = clock.now()
      return db.transaction(async (tx) => {
        const { report, resolved } = await plan(tx, body.definitions)
        const invalid = report.filter((r) => r.action === 'invalid').length
        if (invalid > 0) throw new AppError('BAD_REQUEST', `有 ${invalid} 条元数据无法导入，请修正文件后重试`)
        for (const [, fields] of resolved) await definitions.importOne(tx, session, fields, at)
        return { applied: true, items: report }
      })
    },
  }
}

export type MetadataTransferService = ReturnType<typeof createMetadataTransferService>
