import {
  BRAND_TYPE_LABELS,
  BRAND_TYPE_ORDER,
  INDUSTRY_BRAND_TYPE,
  MARKETING_CHANNELS,
  SERVICE_ICON_RULE,
  SERVICE_LEVELS,
  UNCATEGORISED_MOLD,
  type BrandChannelApplyBody,
  type BrandChannelList,
  type ProduceCode,
  type ProduceCodeInsertBody,
  type ProduceCodeUpdateBody,
  type ProduceMold,
  type ProduceMoldSaveBody,
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
import { visibleBrand } from '../brands/brands.service.js'
import type { BrandsService } from '../brands/brands.service.js'
import type { FilesService } from '../files/files.service.js'
import { sanitizeRichText } from './rich-text.js'
import {
  countServicesInMold,
  countSubServices,
  deleteCode,
  deleteMold,
  findBrandChannelForUpdate,
  findChannelApplyForUpdate,
  findCode,
  findCodeInService,
  findMold,
  findMoldByName,
  findServiceById,
  findServiceForUpdate,
  findServiceRow,
  handleChannelApply,
  insertCode,
  insertMold,
  insertService,
  listBrandChannels,
  listChannelApplies,
  listCodes,
  listMainServices,
  listMainSimple,
  listMolds,
  listSubServices,
  moveSubServices,
  renameMold,
  updateCode,
  updateServiceAtVersion,
  upsertChannelApply,
  type ProduceCodeRecord,
  type ProduceTypeRecord,
} from './services.repository.js'

const SERVICE_GONE = '服务不存在或已删除'
const CODE_TAKEN = '服务CODE已存在，请换一个'
const MOLD_GONE = '服务分类不存在或已删除'

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

const toCode = (c: ProduceCodeRecord, produceType: string): ProduceCode => ({
  id: c.id,
  produceType,
  code: c.code,
  name: c.name,
  quota: c.quota,
  sort: c.sort,
  remark: c.remark,
})

/** The changed fields of a save, for the operation log. */
const diff = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(after)
      .filter(([k, v]) => JSON.stringify(before[k]) !== JSON.stringify(v))
      .map(([k, v]) => [k, k === 'produceDetail' ? { changed: true } : { from: before[k], to: v }]),
  )

/**
 * The service catalogue (issue 13): categories, services with sub-services, their codes, and the
 * brands' marketing channels. The catalogue is platform-wide data: only a platform-wide scope
 * changes it. Channels belong to brands and follow the tenant scope.
 */
export const createServicesService = ({ db, clock, brands, files }: { db: Db; clock: Clock; brands: BrandsService; files: FilesService }) => {
  const mustFindService = async (tx: DbOrTx, produceType: string) => {
    const row = await findServiceRow(tx, produceType)
    if (!row) throw new AppError('NOT_FOUND', SERVICE_GONE)
    return row
  }

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
    // ───────────── categories ─────────────

    async molds(): Promise<ProduceMold[]> {
      const { molds, counts } = await listMolds(db)
      return [
        { ...UNCATEGORISED_MOLD, serviceCount: counts.get(0) ?? 0, fixed: true },
        ...molds.map((m) => ({ id: m.id, name: m.name, serviceCount: counts.get(m.id) ?? 0, fixed: false })),
      ]
    },

    async saveMold(session: SessionContext, body: ProduceMoldSaveBody) {
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

    async deleteMold(session: SessionContext, id: number) {
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

    // ───────────── services ─────────────

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
          produceName: body.produceName,
          produceMold,
          classDesc: body.classDesc,
          pid: parent?.id ?? null,
          produceIcon: body.produceIcon,
          level: body.level,
          produceModel: body.produceModel,
          brandTypes: body.brandTypes,
          industryIds,
          introduce: body.introduce,
          produceDetail,
          isShow: body.isShow,
          sort: body.sort,
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
        const values = {
          produceName: body.produceName,
          produceMold,
          classDesc: body.classDesc,
          pid: parent?.id ?? null,
          produceIcon: body.produceIcon,
          produceModel: body.produceModel,
          brandTypes: body.brandTypes,
          industryIds,
          introduce: body.introduce,
          produceDetail,
          isShow: body.isShow,
          sort: body.sort,
        }
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

    // ───────────── codes ─────────────

    async codes(produceType: string): Promise<ProduceCode[]> {
      const service = await mustFindService(db, produceType)
      return (await listCodes(db, service.service.id)).map((c) => toCode(c, produceType))
    },

    async insertCode(session: SessionContext, body: ProduceCodeInsertBody) {
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

    async updateCode(session: SessionContext, body: ProduceCodeUpdateBody) {
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

    async deleteCode(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      return db.transaction(async (tx) => {
        const current = await findCode(tx, id)
        if (!current) throw new AppError('NOT_FOUND', '编码不存在或已删除')
        await deleteCode(tx, id)
        return { produceType: current.produceType, codeId: id, code: current.code.code, name: current.code.name }
      })
    },

    // ───────────── marketing channels ─────────────

    /** The brand: the one asked for (operators, group sessions) or the session's own. */
    async channelBrand(session: SessionContext, brandId: number | undefined, tx: DbOrTx = db) {
      const id = brandId ?? (session.scope.kind === 'brand' ? session.scope.brandId : undefined)
      if (id === undefined) throw new AppError('BAD_REQUEST', '请选择品牌')
      return visibleBrand(tx, session, id)
    },

    async channels(session: SessionContext, brandId: number | undefined): Promise<BrandChannelList> {
      const brand = await this.channelBrand(session, brandId)
      const rows = new Map((await listBrandChannels(db, brand.id)).map((r) => [r.channel, r]))
      return {
        brandId: brand.id,
        brandName: brand.name,
        list: MARKETING_CHANNELS.map((c) => {
          const r = rows.get(c.channel)
          const state = !r ? 'none' : r.status === 1 ? 'opened' : r.status === 2 ? 'refused' : 'applied'
          return { channel: c.channel, name: c.name, comingSoon: c.comingSoon, state, appliedAt: r ? toChinaTime(r.appliedAt) : null }
        }),
      }
    },

    async applyChannel(session: SessionContext, body: BrandChannelApplyBody) {
      const channel = MARKETING_CHANNELS.find((c) => c.channel === body.channel)!
      if (channel.comingSoon) throw new AppError('BAD_REQUEST', `${channel.name}即将开放，暂不能申请`)
      return db.transaction(async (tx) => {
        const brand = await this.channelBrand(session, body.brandId, tx)
        const current = await findBrandChannelForUpdate(tx, brand.id, body.channel)
        if (current?.status === 1) throw new AppError('CONFLICT', `${channel.name}已开通`)
        if (current?.status === 0) throw new AppError('CONFLICT', `${channel.name}已提交申请，请等待处理`)
        const row = await upsertChannelApply(tx, brand.id, body.channel, session.accountId, clock.now())
        if (!row) throw new AppError('CONFLICT', `${channel.name}已提交申请，请等待处理`)
        return { id: row.id, brandId: brand.id, brandName: brand.name, channel: body.channel, channelName: channel.name }
      })
    },

    async channelApplies(session: SessionContext, body: { status?: number | undefined; brandName?: string | undefined; pageNum: number; pageSize: number }) {
      const { pageNum, pageSize, ...filter } = body
      const { rows, total } = await listChannelApplies(db, { ...filter, scope: session.scope }, pageNum, pageSize)
      return {
        list: rows.map((r) => ({
          id: r.apply.id,
          brandId: r.apply.brandId,
          brandName: r.brandName,
          channel: r.apply.channel,
          channelName: MARKETING_CHANNELS.find((c) => c.channel === r.apply.channel)?.name ?? String(r.apply.channel),
          status: r.apply.status,
          appliedAt: toChinaTime(r.apply.appliedAt),
          appliedByName: r.appliedByName,
          handledAt: r.apply.handledAt ? toChinaTime(r.apply.handledAt) : null,
          remark: r.apply.remark,
        })),
        total,
        pageNum,
        pageSize,
      }
    },

    async handleChannelApply(session: SessionContext, body: { id: number; status: 1 | 2; remark: string }) {
      assertPlatformWide(session.scope)
      return db.transaction(async (tx) => {
        const current = await findChannelApplyForUpdate(tx, body.id)
        if (!current) throw new AppError('NOT_FOUND', '申请不存在或已删除')
        if (current.apply.status !== 0) throw new AppError('CONFLICT', '该申请已处理')
        await handleChannelApply(tx, body.id, { status: body.status, remark: body.remark, handledBy: session.accountId, handledAt: clock.now() })
        return { id: body.id, brandId: current.apply.brandId, brandName: current.brandName, channel: current.apply.channel, status: body.status }
      })
    },
  }
}

export type ServicesService = ReturnType<typeof createServicesService>

/** The sanitiser of stored rich text, for other modules' rich text (the QR rules' description). */
export { sanitizeRichText } from './rich-text.js'
