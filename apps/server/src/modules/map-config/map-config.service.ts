import { toChinaTime } from '../../lib/china-time.js'
import {
  MAP_PROVIDERS,
  maskMapKey,
  type AddMapConfigBody,
  type MapConfigPage,
  type MapConfigRow,
  type MapKeyInfo,
  type UpdateMapConfigBody,
} from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { assertBrandInScope } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { visibleBrand } from '../brands/brands.service.js'
import {
  deleteMapConfig,
  findMapConfigByBrand,
  findMapConfigForUpdate,
  findMapConfigRow,
  insertMapConfig,
  listMapConfigs,
  updateMapConfigAtVersion,
} from './map-config.repository.js'

const GONE = '地图配置不存在或已删除'

/** Providers in type order, each key once. */
const normalise = (infoList: MapKeyInfo[]): MapKeyInfo[] => [...infoList].sort((a, b) => a.type - b.type).map((i) => ({ type: i.type, keys: [...new Set(i.keys)] }))

/** Keys as the operation log keeps them: masked, never in full. */
const masked = (infoList: MapKeyInfo[]) => infoList.map((i) => ({ type: i.type, keys: i.keys.map(maskMapKey) }))


type RawRow = NonNullable<Awaited<ReturnType<typeof findMapConfigRow>>>

const toRow = (r: RawRow): MapConfigRow => ({
  id: r.id,
  sellerId: r.sellerId,
  sellerName: r.sellerName,
  groupName: r.groupName,
  infoList: normalise(r.infoList).map((i) => ({ ...i, typeName: MAP_PROVIDERS[i.type] ?? String(i.type) })),
  updatedAt: toChinaTime(r.updatedAt),
  updatedBy: r.updatedBy,
  version: r.version,
})

/** Brand map configuration (spec 2 §2, §3, §7 common-center operating/map-config/*). */
export const createMapConfigService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const rowOf = async (id: number) => toRow((await findMapConfigRow(db, id))!)

  return {
    async list(session: SessionContext, body: { sellerName?: string | undefined; sellerId?: number | undefined; pageNumber: number; pageSize: number }): Promise<MapConfigPage> {
      const { rows, total } = await listMapConfigs(db, { ...body, scope: session.scope }, body.pageNumber, body.pageSize)
      return { list: rows.map(toRow), totalCount: total, pageNumber: body.pageNumber, pageSize: body.pageSize }
    },

    /** One configuration per brand; the brand's own name is kept, whatever name was sent. */
    async add(session: SessionContext, body: AddMapConfigBody) {
      const infoList = normalise(body.infoList)
      const id = await db.transaction(async (tx) => {
        const brand = await visibleBrand(tx, session, body.sellerId)
        if (await findMapConfigByBrand(tx, brand.id)) throw new AppError('CONFLICT', '该品牌已有地图配置，请编辑原配置')
        const created = await insertMapConfig(tx, { brandId: brand.id, infoList, updatedBy: session.accountId, at: clock.now() })
        // Another operator added one between the check and the insert.
        if (created === null) throw new AppError('CONFLICT', '该品牌已有地图配置，请编辑原配置')
        return created
      })
      return { row: await rowOf(id), detail: { id, sellerId: body.sellerId, infoList: masked(infoList) } }
    },

    /** Replaces the keys, at the version the dialog loaded. */
    async update(session: SessionContext, body: UpdateMapConfigBody) {
      const infoList = normalise(body.infoList)
      const detail = await db.transaction(async (tx) => {
        const current = await findMapConfigForUpdate(tx, body.id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        assertBrandInScope(session.scope, { id: current.config.brandId, groupId: current.groupId })
        const updated = await updateMapConfigAtVersion(tx, body.id, body.version ?? current.config.version, { infoList, updatedBy: session.accountId, at: clock.now() })
        if (updated === null) throw new AppError('CONFLICT', '该配置已被他人修改，请刷新后重试')
        return { id: body.id, sellerId: current.config.brandId, infoList: { from: masked(current.config.infoList), to: masked(infoList) } }
      })
      return { row: await rowOf(body.id), detail }
    },

    async remove(session: SessionContext, id: number) {
      return db.transaction(async (tx) => {
        const current = await findMapConfigForUpdate(tx, id)
        if (!current) throw new AppError('NOT_FOUND', GONE)
        assertBrandInScope(session.scope, { id: current.config.brandId, groupId: current.groupId })
        await deleteMapConfig(tx, id)
        return { id, sellerId: current.config.brandId, infoList: masked(current.config.infoList) }
      })
    },
  }
}

export type MapConfigService = ReturnType<typeof createMapConfigService>
