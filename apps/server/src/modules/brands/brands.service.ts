import {
  BRAND_TYPE_LABELS,
  BRAND_TYPE_ORDER,
  type BrandAbandonSetBody,
  type BrandDetail,
  type BrandTypeOption,
  type SaveBrandBody,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { isUniqueViolation } from '../../lib/pg-errors.js'
import { assertCode } from '../access/grants.js'
import type { SessionContext } from '../auth/session-context.js'
import { grantSuperAdmin } from './brand-accounts.service.js'
import { assertBrandInScope, canManageGroup } from '../access/tenant-scope.js'
import { assertSameGroup } from './brand-group.js'
import {
  countIndustriesOfType,
  findBrand,
  findBrandByName,
  findIndustry,
  groupExists,
  findFirstBrands,
  insertBrand,
  insertIndustries,
  listIndustries,
  updateBrand,
  updateBrandAtVersion,
  type BrandRecord,
} from './brands.repository.js'

const DUPLICATE_NAME = '该集团下已有同名品牌，请换一个名称'
/** Fields an edit may change; group and the balance (isAssetExchange) are fixed once created. */
const EDITABLE = ['name', 'brandType', 'industryId', 'isTest', 'address', 'produceModel', 'produceVersion', 'logo'] as const

export const toBrandDetail = (b: BrandRecord): BrandDetail => ({
  id: b.id,
  brandId: b.id,
  name: b.name,
  groupId: b.groupId,
  groupName: b.groupName,
  brandType: b.brandType,
  brandTypeName: BRAND_TYPE_LABELS[b.brandType] ?? '',
  industryId: b.industryId,
  industryName: b.industryName,
  logo: b.logo,
  address: b.address,
  isTest: b.isTest,
  isAssetExchange: b.isAssetExchange,
  isAllowUpgrade: b.isAllowUpgrade,
  accountVersion: b.accountVersion,
  sysVersion: b.sysVersion,
  produceModel: b.produceModel,
  produceVersion: b.produceVersion,
  bossCockpitOpen: b.bossCockpitOpen,
  abandonFlag: b.abandonFlag,
  status: b.status,
  createdAt: toChinaTime(b.createdAt),
  version: b.version,
})

/** The industry must be one of the brand type's; required when the type offers any. */
const checkIndustry = async (db: DbOrTx, brandType: number, industryId: number | null | undefined) => {
  if (!BRAND_TYPE_LABELS[brandType]) throw new AppError('BAD_REQUEST', '请选择品牌类型')
  if (industryId == null) {
    if ((await countIndustriesOfType(db, brandType)) > 0) throw new AppError('BAD_REQUEST', '请选择行业')
    return null
  }
  const industry = await findIndustry(db, industryId)
  if (!industry || industry.brandType !== brandType) throw new AppError('BAD_REQUEST', '所选行业不属于该品牌类型')
  return industryId
}

/**
 * Brands of spec 2: the brand types with their industries, the detail, create and edit with
 * their rules (brand.create.btn / brand.edit.btn, names unique inside a group, optimistic
 * concurrency on `version`), and the brand tag. Every read and write stays inside the
 * session's organisation.
 */
/**
 * The brand for another module's request (stores, services, map configuration, configuration, …):
 * 404 when unknown, 403 outside the session's organisation. Pass the caller's transaction to read
 * inside it. The brands table is this module's: others read it here or join it, never keep their own lookup.
 */
export const visibleBrand = async (db: DbOrTx, session: Pick<SessionContext, 'scope'>, id: number): Promise<BrandRecord> => {
  const brand = await findBrand(db, id)
  if (!brand) throw new AppError('NOT_FOUND', '品牌不存在或已删除')
  assertBrandInScope(session.scope, brand)
  return brand
}

/** Demo seeds: a brand row as given (no checks, no super admin), inside the caller's transaction; answers its id. */
export const recordBrand = (tx: DbOrTx, values: Parameters<typeof insertBrand>[1]): Promise<number> => insertBrand(tx, values)

/** The first brands (id and name) by id, of one group or all: demo seeds attach their rows to them. */
export const firstBrands = (db: DbOrTx, limit: number, groupId?: number) => findFirstBrands(db, limit, groupId)

/** Every industry with its brand type. */
export const allIndustries = (db: DbOrTx) => listIndustries(db)

/** Base data: the industries of each brand type not there yet (by type and name), in the given order. */
export const addMissingIndustries = async (tx: DbOrTx, list: Array<{ brandType: number; names: string[] }>) => {
  const have = new Set((await listIndustries(tx)).map((r) => `${r.brandType}:${r.name}`))
  for (const { brandType, names } of list) await insertIndustries(tx, names.map((name, sort) => ({ brandType, name, sort })).filter((r) => !have.has(`${r.brandType}:${r.name}`)))
}

/** The brand with its group's and industry's names, or null when unknown; the caller decides what the session may see. */
export const brandById = (db: DbOrTx, id: number): Promise<BrandRecord | null> => findBrand(db, id)

export const createBrandsService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const mustFind = async (tx: DbOrTx, id: number, forUpdate = false) => {
    const brand = await findBrand(tx, id, forUpdate)
    if (!brand) throw new AppError('NOT_FOUND', '品牌不存在或已删除')
    return brand
  }

  type Saved = { brand: BrandDetail; change: Record<string, unknown> }

  const create = async (tx: DbOrTx, session: SessionContext, body: SaveBrandBody): Promise<Saved> => {
    await assertCode(tx, session, 'brand.create.btn')
    // Brand staff never create brands; a group (or a role limited to groups) creates only inside its own.
    if (session.scope.kind === 'brand' || session.scope.kind === 'none') throw new AppError('FORBIDDEN')
    if (!canManageGroup(session.scope, body.groupId)) throw new AppError('FOREIGN_TENANT', '无权在其他集团下新建品牌')
    if (!(await groupExists(tx, body.groupId))) throw new AppError('NOT_FOUND', '集团不存在或已删除')
    const industryId = await checkIndustry(tx, body.brandType, body.industryId)
    if (await findBrandByName(tx, body.groupId, body.name)) throw new AppError('CONFLICT', DUPLICATE_NAME)
    const now = clock.now()
    const id = await insertBrand(tx, {
      groupId: body.groupId,
      name: body.name,
      brandType: body.brandType,
      industryId,
      isTest: body.isTest,
      isAssetExchange: body.isAssetExchange,
      address: body.address,
      logo: body.logo ?? '',
      sysVersion: body.sysVersion,
      produceModel: body.produce_model,
      produceVersion: body.produceVersion,
      // The contact becomes the first super admin: the brand starts on the new account structure.
      accountVersion: 1,
      createdAt: now,
      updatedAt: now,
    })
    const admin = await grantSuperAdmin(tx, {
      brandId: id,
      groupId: body.groupId,
      name: body.contactName!,
      mobile: body.contactPhone!,
      countryCode: body.countryCode,
      createdBy: session.accountId,
    })
    const brand = await mustFind(tx, id)
    return { brand: toBrandDetail(brand), change: { created: { ...toBrandDetail(brand), superAdminAccountId: admin.accountId } } }
  }

  const edit = async (tx: DbOrTx, session: SessionContext, id: number, body: SaveBrandBody): Promise<Saved> => {
    await assertCode(tx, session, 'brand.edit.btn')
    const before = await mustFind(tx, id)
    assertBrandInScope(session.scope, before)
    if (body.groupId !== before.groupId) throw new AppError('BAD_REQUEST', '编辑品牌时不能更换所属集团')
    const industryId = await checkIndustry(tx, body.brandType, body.industryId)
    const sameName = await findBrandByName(tx, before.groupId, body.name)
    if (sameName && sameName.id !== id) throw new AppError('CONFLICT', DUPLICATE_NAME)
    const values = {
      name: body.name,
      brandType: body.brandType,
      industryId,
      isTest: body.isTest,
      address: body.address,
      produceModel: body.produce_model,
      produceVersion: body.produceVersion,
      logo: body.logo ?? before.logo,
    }
    const updated = await updateBrandAtVersion(tx, id, body.version ?? before.version, values, clock.now())
    if (!updated) throw new AppError('CONFLICT', '该品牌已被他人修改，请刷新后重试')
    const after = await mustFind(tx, id)
    const changed = Object.fromEntries(EDITABLE.filter((k) => before[k] !== after[k]).map((k) => [k, { from: before[k], to: after[k] }]))
    return { brand: toBrandDetail(after), change: { changed } }
  }

  return {
    /** Brand types in the spec's order, each with its industries. */
    async brandTypes(): Promise<BrandTypeOption[]> {
      const rows = await listIndustries(db)
      return BRAND_TYPE_ORDER.map((type) => ({
        id: type,
        name: BRAND_TYPE_LABELS[type]!,
        industries: rows.filter((r) => r.brandType === type).map((r) => ({ id: r.id, name: r.name })),
      }))
    },

    async detail(session: SessionContext, id: number) {
      const brand = await mustFind(db, id)
      assertBrandInScope(session.scope, brand)
      return toBrandDetail(brand)
    },

    /** Creates (brand.create.btn, with the first super admin) or edits (brand.edit.btn) at the loaded version. */
    async save(session: SessionContext, body: SaveBrandBody): Promise<Saved> {
      try {
        return await db.transaction((tx) => (body.id ? edit(tx, session, body.id, body) : create(tx, session, body)))
      } catch (error) {
        // Two saves of the same name at once: the unique index decides, with the same message.
        if (isUniqueViolation(error, 'brands_group_name_uq')) throw new AppError('CONFLICT', DUPLICATE_NAME)
        throw error
      }
    },

    /** The brand tag of the list row (abandonFlag; 0 未标记). */
    async setAbandonFlag(session: SessionContext, body: BrandAbandonSetBody) {
      return db.transaction(async (tx) => {
        const brand = await mustFind(tx, body.id, true)
        assertBrandInScope(session.scope, brand)
        assertSameGroup(brand, body.groupId)
        const row = await updateBrand(tx, brand.id, { abandonFlag: body.abandonFlag }, clock.now())
        return { result: { id: brand.id, abandonFlag: body.abandonFlag, version: row!.version }, change: { abandonFlag: { from: brand.abandonFlag, to: body.abandonFlag } } }
      })
    },

    /** For the other brand services of this module: the brand, 404 when unknown, 403 outside the session's organisation. */
    visibleBrand: (session: SessionContext, id: number, tx: DbOrTx = db) => visibleBrand(tx, session, id),
  }
}

export type BrandsService = ReturnType<typeof createBrandsService>
