import type { ProduceCode, ProduceCodeInsertBody, ProduceCodeUpdateBody } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { SERVICE_GONE, diff, mustFindService } from './service-shared.js'
import { deleteCode, findCode, findCodeInService, findServiceForUpdate, insertCode, listCodes, updateCode, type ProduceCodeRecord } from './services.repository.js'

const toCode = (c: ProduceCodeRecord, produceType: string): ProduceCode => ({
id: c.id,
produceType,
code: c.code,
name: c.name,
quota: c.quota,
sort: c.sort,
remark: c.remark,
})

/** A service's codes (issue 13), unique within the service; only a platform-wide scope changes them. */
export const createServiceCodesService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  async list(produceType: string): Promise<ProduceCode[]> {
    const service = await mustFindService(db, produceType)
    return (await listCodes(db, service.service.id)).map((c) => toCode(c, produceType))
  },

  async insert(session: SessionContext, body: ProduceCodeInsertBody) {
    assertPlatformWide(session.scope)
    return db.transaction(async (tx) => {
      const service = await findServiceForUpdate(tx, body.produceType)
      if (!service) throw new AppError('NOT_FOUND', SERVICE_GONE)
      const at = clock.now()
      const row = await insertCode(tx, {
        produceTypeId: service.id,
        code: body.code,
        name: body.name,
        quota: body.quota ?? null,
        sort: body.sort,
        remark: body.remark,
        createdAt: at,
        updatedAt: at,
      })
      if (!row) throw new AppError('CONFLICT', `该服务已有编码 ${body.code}`)
      return { row: toCode(row, body.produceType), detail: { produceType: body.produceType, codeId: row.id, code: body.code, name: body.name } }
    })
  },

  async update(session: SessionContext, body: ProduceCodeUpdateBody) {
    assertPlatformWide(session.scope)
    return db.transaction(async (tx) => {
      const current = await findCode(tx, body.id)
      if (!current) throw new AppError('NOT_FOUND', '编码不存在或已删除')
      if (body.code !== current.code.code) {
        const other = await findCodeInService(tx, current.code.produceTypeId, body.code)
        if (other) throw new AppError('CONFLICT', `该服务已有编码 ${body.code}`)
      }
      const values = { code: body.code, name: body.name, quota: body.quota ?? null, sort: body.sort, remark: body.remark }
      const row = await updateCode(tx, body.id, { ...values, updatedAt: clock.now() })
      return { row: toCode(row!, current.produceType), detail: { produceType: current.produceType, codeId: body.id, changed: diff(current.code, values) } }
    })
  },

  async remove(session: SessionContext, id: number) {
    assertPlatformWide(session.scope)
    return db.transaction(async (tx) => {
      const current = await findCode(tx, id)
      if (!current) throw new AppError('NOT_FOUND', '编码不存在或已删除')
      await deleteCode(tx, id)
      return { produceType: current.produceType, codeId: id, code: current.code.code, name: current.code.name }
    })
  },
})

export type ServiceCodesService = ReturnType<typeof createServiceCodesService>
