import { UNCATEGORISED_MOLD, type ProduceMold, type ProduceMoldSaveBody } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { countServicesInMold, deleteMold, findMold, findMoldByName, insertMold, listMolds, renameMold } from './services.repository.js'

export const MOLD_GONE = '服务分类不存在或已删除'

/** The service catalogue's categories (issue 13): 未分类 (id 0) is fixed; only a platform-wide scope changes them. */
export const createServiceMoldsService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  async list(): Promise<ProduceMold[]> {
    const { molds, counts } = await listMolds(db)
    return [
      { ...UNCATEGORISED_MOLD, serviceCount: counts.get(0) ?? 0, fixed: true },
      ...molds.map((m) => ({ id: m.id, name: m.name, serviceCount: counts.get(m.id) ?? 0, fixed: false })),
    ]
  },

  async save(session: SessionContext, body: ProduceMoldSaveBody) {
    assertPlatformWide(session.scope)
    if (body.id === 0) throw new AppError('BAD_REQUEST', '“未分类”不能重命名')
    if (body.name === UNCATEGORISED_MOLD.name) throw new AppError('CONFLICT', '已有同名分类')
    return db.transaction(async (tx) => {
      const same = await findMoldByName(tx, body.name)
      if (same && same.id !== body.id) throw new AppError('CONFLICT', '已有同名分类')
      const at = clock.now()
      if (body.id === undefined) {
        const row = await insertMold(tx, body.name, at)
        return { id: row.id, detail: { moldId: row.id, name: body.name } }
      }
      const current = await findMold(tx, body.id)
      if (!current) throw new AppError('NOT_FOUND', MOLD_GONE)
      await renameMold(tx, body.id, body.name, at)
      return { id: body.id, detail: { moldId: body.id, name: { from: current.name, to: body.name } } }
    })
  },

  async remove(session: SessionContext, id: number) {
    assertPlatformWide(session.scope)
    if (id === 0) throw new AppError('BAD_REQUEST', '“未分类”不能删除')
    return db.transaction(async (tx) => {
      const current = await findMold(tx, id)
      if (!current) throw new AppError('NOT_FOUND', MOLD_GONE)
      const held = await countServicesInMold(tx, id)
      if (held > 0) throw new AppError('CONFLICT', `该分类下还有 ${held} 个服务，请先将它们移到其他分类`)
      await deleteMold(tx, id)
      return { moldId: id, name: current.name }
    })
  },
})

export type ServiceMoldsService = ReturnType<typeof createServiceMoldsService>
