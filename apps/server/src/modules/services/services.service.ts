import {
  BRAND_TYPE_LABELS,
  BRAND_TYPE_ORDER,
  INDUSTRY_BRAND_TYPE,
  SERVICE_ICON_RULE,
  SERVICE_LEVELS,
  UNCATEGORISED_MOLD,
  type ProduceTypeCreateBody,
  type ProduceTypeDetail,
  type ProduceTypeListQuery,
  type ProduceTypeRow,
  type ProduceTypeTreeRow,
  type ProduceTypeUpdateBody,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { BrandsService } from '../brands/brands.service.js'
import type { FilesService } from '../files/files.service.js'
import { sanitizeRichText } from './rich-text.js'
import { MOLD_GONE } from './service-molds.service.js'
import { SERVICE_GONE, diff, mustFindService } from './service-shared.js'
import {
  countSubServices,
  findMold,
  findServiceById,
  findServiceForUpdate,
  findServiceRow,
  insertService,
  listMainServices,
  listMainSimple,
  listSubServices,
  moveSubServices,
  listServicesWithoutIcon,
  setServiceIcon,
  updateServiceAtVersion,
  type ProduceTypeRecord,
} from './services.repository.js'

const CODE_TAKEN = '服务CODE已存在，请换一个'

type Row = { service: ProduceTypeRecord; moldName: string | null }

const toRow = ({ service: s, moldName }: Row): ProduceTypeRow => ({
  id: s.id,
  produceType: s.produceType,
  produceName: s.produceName,
  produceMold: s.produceMold,
  produceMoldName: s.produceMold === 0 ? UNCATEGORISED_MOLD.name : (moldName ?? UNCATEGORISED_MOLD.name),
  classDesc: s.classDesc,
  pid: s.pid,
  produceIcon: s.produceIcon,
  level: s.level,
  levelName: SERVICE_LEVELS[s.level] ?? String(s.level),
  produceModel: s.produceModel,
  brandTypes: s.brandTypes,
  brandTypeNames: s.brandTypes.map((t) => BRAND_TYPE_LABELS[t] ?? String(t)),
  industryIds: s.industryIds,
  introduce: s.introduce,
  isShow: s.isShow,
  sort: s.sort,
  version: s.version,
  createdAt: toChinaTime(s.createdAt),
  updatedAt: toChinaTime(s.updatedAt),
})

/**
 * Gives every service saved without an icon the one `iconOf` picks for its group (分类说明), in the
 * caller's transaction: the demo catalogue's services can then be edited and saved (an icon is
 * required; one saved before the upload rule stays until it is replaced).
 */
/**
 * The columns a save writes from its body, alike for a new service and a changed one (the code and the
 * granularity are set once, at creation): the category is the parent's for a sub-service, the industries
 * and the detail as checked and cleaned.
 */
const savedColumns = (
  body: ProduceTypeCreateBody | ProduceTypeUpdateBody,
  checked: { produceMold: ProduceTypeCreateBody['produceMold']; parent: { id: number } | null; industryIds: number[]; produceDetail: string },
) => ({
  produceName: body.produceName,
  produceMold: checked.produceMold,
  classDesc: body.classDesc,
  pid: checked.parent?.id ?? null,
  produceIcon: body.produceIcon,
  produceModel: body.produceModel,
  brandTypes: body.brandTypes,
  industryIds: checked.industryIds,
  introduce: body.introduce,
  produceDetail: checked.produceDetail,
  isShow: body.isShow,
  sort: body.sort,
})

export const fillMissingServiceIcons = async (tx: DbOrTx, iconOf: (classDesc: string) => string) => {
  const rows = await listServicesWithoutIcon(tx)
  for (const r of rows) await setServiceIcon(tx, r.id, iconOf(r.classDesc))
  return rows.length
}

/**
 * The service catalogue (issue 13): services with their sub-services, icons and rich-text
 * details. The catalogue is platform-wide data: only a platform-wide scope changes it. Its
 * categories, codes and the brands' marketing channels are services of their own beside it.
 */
export const createServicesService = ({ db, clock, brands, files }: { db: Db; clock: Clock; brands: BrandsService; files: FilesService }) => {
  /** The icon is one of our uploads, PNG/JPEG/SVG/BMP by content, at most 1 MB and square. */
  const checkIcon = async (url: string) => {
    const image = await files.inspectImage(url)
    if (!image) throw new AppError('BAD_REQUEST', '请上传服务图标（须为本平台上传的图片）')
    if (!image.extension || !(SERVICE_ICON_RULE.extensions as readonly string[]).includes(image.extension)) throw new AppError('UNSUPPORTED_FILE_TYPE', SERVICE_ICON_RULE.message)
    if (image.size > SERVICE_ICON_RULE.maxBytes) throw new AppError('BAD_REQUEST', '服务图标不能超过 1MB')
    if (!image.width || !image.height) throw new AppError('BAD_REQUEST', '无法读取服务图标的尺寸，请换一张图片')
    if (image.width !== image.height) throw new AppError('BAD_REQUEST', `服务图标须为 1:1 的正方形（当前 ${image.width}×${image.height}）`)
  }

  /** Brand types must be known; industries only with 餐饮2.0 (66), and only its industries. */
  const checkTypes = async (brandTypes: number[], industryIds: number[]) => {
    const unknown = brandTypes.filter((t) => !BRAND_TYPE_ORDER.includes(t))
    if (unknown.length) throw new AppError('BAD_REQUEST', `未知的品牌类型：${unknown.join('、')}`)
    if (!brandTypes.includes(INDUSTRY_BRAND_TYPE)) return []
    const allowed = new Set((await brands.brandTypes()).find((t) => t.id === INDUSTRY_BRAND_TYPE)?.industries.map((i) => i.id) ?? [])
    const foreign = industryIds.filter((i) => !allowed.has(i))
    if (foreign.length) throw new AppError('BAD_REQUEST', '所选行业不属于餐饮2.0，请重新选择')
    return [...new Set(industryIds)]
  }

  /** The category must exist (0 is 未分类). */
  const checkMold = async (tx: DbOrTx, mold: number) => {
    if (mold !== 0 && !(await findMold(tx, mold))) throw new AppError('BAD_REQUEST', MOLD_GONE)
  }

  /** A parent must be a main service other than the service itself. */
  const checkParent = async (tx: DbOrTx, pid: number | null | undefined, self?: ProduceTypeRecord) => {
    if (!pid) return null
    if (self && pid === self.id) throw new AppError('BAD_REQUEST', '服务不能成为自己的子服务')
    const parent = await findServiceById(tx, pid)
    if (!parent) throw new AppError('BAD_REQUEST', '所选主服务不存在或已删除')
    if (parent.pid !== null) throw new AppError('BAD_REQUEST', '子服务下不能再添加子服务，请选择主服务')
    if (self && (await countSubServices(tx, self.id)) > 0) throw new AppError('BAD_REQUEST', '该服务下还有子服务，不能设为子服务')
    return parent
  }

  return {
    async list(body: ProduceTypeListQuery) {
      const { pageNum, pageSize, ...filter } = body
      const { rows, total } = await listMainServices(db, filter, pageNum, pageSize)
      const subs = await listSubServices(
        db,
        rows.map((r) => r.service.id),
      )
      const list: ProduceTypeTreeRow[] = rows.map((r) => ({ ...toRow(r), subProduceTypes: subs.filter((s) => s.service.pid === r.service.id).map(toRow) }))
      return { list, total, pageNum, pageSize }
    },

    simple: () => listMainSimple(db, 1000),

    async detail(produceType: string): Promise<ProduceTypeDetail> {
      const row = await mustFindService(db, produceType)
      const parent = row.service.pid ? await findServiceById(db, row.service.pid) : null
      const subs = await listSubServices(db, [row.service.id])
      return { ...toRow(row), produceDetail: row.service.produceDetail, parentName: parent?.produceName ?? null, subProduceTypes: subs.map(toRow) }
    },

    async create(session: SessionContext, body: ProduceTypeCreateBody) {
      assertPlatformWide(session.scope)
      const industryIds = await checkTypes(body.brandTypes, body.industryIds)
      await checkIcon(body.produceIcon)
      const produceDetail = sanitizeRichText(body.produceDetail)
      const id = await db.transaction(async (tx) => {
        const parent = await checkParent(tx, body.pid)
        // A sub-service lives in its main service's category.
        const produceMold = parent ? parent.produceMold : body.produceMold
        await checkMold(tx, produceMold)
        const at = clock.now()
        const created = await insertService(tx, {
          produceType: body.produceType,
          level: body.level,
          ...savedColumns(body, { produceMold, parent, industryIds, produceDetail }),
          createdAt: at,
          updatedAt: at,
        })
        if (created === null) throw new AppError('CONFLICT', CODE_TAKEN)
        return created
      })
      const row = await this.detail(body.produceType)
      return { row, detail: { id, produceType: body.produceType, produceName: body.produceName, pid: row.pid, produceMold: row.produceMold } }
    },

    async update(session: SessionContext, body: ProduceTypeUpdateBody) {
      assertPlatformWide(session.scope)
      const industryIds = await checkTypes(body.brandTypes, body.industryIds)
      const produceDetail = sanitizeRichText(body.produceDetail)
      const current0 = await findServiceRow(db, body.produceType)
      if (!current0) throw new AppError('NOT_FOUND', SERVICE_GONE)
      if (body.level !== undefined && body.level !== current0.service.level) throw new AppError('BAD_REQUEST', '服务粒度创建后不可修改')
      // The icon is checked when it changes; one saved before the rule stays until it is replaced.
      if (body.produceIcon !== current0.service.produceIcon) await checkIcon(body.produceIcon)
      const detail = await db.transaction(async (tx) => {
        const current = await findServiceForUpdate(tx, body.produceType)
        if (!current) throw new AppError('NOT_FOUND', SERVICE_GONE)
        const parent = await checkParent(tx, body.pid, current)
        const produceMold = parent ? parent.produceMold : body.produceMold
        await checkMold(tx, produceMold)
        const at = clock.now()
        const values = savedColumns(body, { produceMold, parent, industryIds, produceDetail })
        const updated = await updateServiceAtVersion(tx, current.id, body.version ?? current.version, { ...values, updatedAt: at })
        if (updated === null) throw new AppError('CONFLICT', '该服务已被他人修改，请刷新后重试')
        if (!parent) await moveSubServices(tx, current.id, produceMold, at)
        return { id: current.id, produceType: current.produceType, changed: diff(current, values) }
      })
      return { row: await this.detail(body.produceType), detail }
    },

    async show(session: SessionContext, produceType: string, isShow: 0 | 1) {
      assertPlatformWide(session.scope)
      return db.transaction(async (tx) => {
        const current = await findServiceForUpdate(tx, produceType)
        if (!current) throw new AppError('NOT_FOUND', SERVICE_GONE)
        if (current.isShow !== isShow) await updateServiceAtVersion(tx, current.id, current.version, { isShow, updatedAt: clock.now() })
        return { produceType, produceName: current.produceName, isShow: { from: current.isShow, to: isShow } }
      })
    },
  }
}

export type ServicesService = ReturnType<typeof createServicesService>

/** The sanitiser of stored rich text, for other modules' rich text (the QR rules' description). */
export { sanitizeRichText } from './rich-text.js'
