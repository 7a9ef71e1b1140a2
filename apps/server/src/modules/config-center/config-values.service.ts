import {
  BIZ_TYPES,
  DEFAULT_PAGE_GROUP,
  INCREMENT_SAVE,
  SERVICE_MODULES,
  bizTypeOfBrand,
  type ConfigDetail,
  type ConfigField,
  type ConfigSaveResult,
  type ConfigValueEntry,
  type ConfigVersion,
  type FieldConfigData,
  type GroupConfigListBody,
  type GroupConfigRow,
  type SavedConfigValue,
  type SellerConfigListBody,
  type SellerConfigRow,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertGroupManageable, canSeeGroup } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { visibleBrand } from '../brands/brands.service.js'
import { markGroupConfigured } from '../groups/groups.service.js'
import type { ConfigSnapshotEntry } from './config-center.table.js'
import { industryBizOf } from './config-filters.js'
import {
  deleteValues,
  findGroupConfigPage,
  findGroupOwner,
  findSellerConfigPage,
  findState,
  findVersion,
  insertVersion,
  listIndustries,
  listValues,
  listVersions,
  lockState,
  upsertValues,
  writeState,
} from './config-values.repository.js'
import { applyConfigSave, changesOf, sortEntries, type OwnerKind } from './config-values.rules.js'
import { saverOf } from './dictionary.service.js'
import { createDictionaryCache, type CompiledDictionary, type DictionaryCache, type FieldDef } from './effective-config.dictionary.js'

/** The history shows this many versions, newest first. */
export const HISTORY_LIMIT = 100
const STALE = '配置已被他人修改，请刷新后重试'

interface Owner {
  kind: OwnerKind
  id: number
  name: string
  groupName: string
  /** A brand's business type; null for a group. */
  bizType: number | null
  /** groups.status for a group (0 未配置); unused for a brand. */
  groupStatus: number
}

interface SaveBody {
  configValues: ConfigValueEntry[]
  incrementSave?: number | undefined
  version?: number | undefined
  accountName?: string | undefined
  accountPhone?: string | undefined
}

const savedOut = (dictionary: CompiledDictionary, e: ConfigSnapshotEntry): SavedConfigValue => {
  const def = dictionary.byCode.get(e.fieldCode)
  return {
    fieldCode: e.fieldCode,
    dataType: def?.dataType ?? '',
    fieldValue: e.fieldValue,
    isSellerRead: e.isSellerRead,
    isSellerWrite: e.isSellerWrite,
    relatedFieldCode: e.relatedFieldCode,
    relatedFieldValue: e.relatedFieldValue,
    serviceModule: def?.field.record.serviceModule ?? '',
  }
}

const fieldOut = (f: FieldDef): ConfigField => {
  const r = f.record
  return {
    fieldCode: r.fieldCode,
    fieldName: r.fieldName,
    dataType: r.dataType,
    optionValues: r.optionValues,
    defaultValue: r.defaultValue ?? null,
    serviceModule: r.serviceModule,
    serviceModuleName: SERVICE_MODULES[r.serviceModule as keyof typeof SERVICE_MODULES] ?? r.serviceModule,
    sortNum: f.sortNum,
    descrip: r.descrip,
    manualText: r.manualText,
    exampleImage: r.exampleImage,
    helpLink: r.helpLink,
    relatedData: r.relatedData,
    relatedDefaultValue: r.relatedDefaultValue,
  }
}

/** Brand configuration and group configuration (spec 2 §2, §4, §5, §7 pandora seller-config/*, group-config/*), with history and restore. */
export const createConfigValuesService = ({ db, clock, dictionary }: { db: Db; clock: Clock; dictionary: DictionaryCache }) => {
  const brandOwner = async (session: SessionContext, sellerId: number): Promise<Owner> => {
    const brand = await visibleBrand(db, session, sellerId)
    return { kind: 'brand', id: brand.id, name: brand.name, groupName: brand.groupName, bizType: bizTypeOfBrand(brand.brandType, brand.industryName), groupStatus: 0 }
  }

  /** A group is read by those who see it (a brand session its own group) and changed only by those who manage it. */
  const groupOwner = async (session: SessionContext, groupId: number, change: boolean): Promise<Owner> => {
    const group = await findGroupOwner(db, groupId)
    if (!group) throw new AppError('NOT_FOUND', '集团不存在或已删除')
    if (change) assertGroupManageable(session.scope, group.id)
    else if (!canSeeGroup(session.scope, group.id)) throw new AppError('FOREIGN_TENANT', '无权访问其他集团的数据')
    return { kind: 'group', id: group.id, name: group.name, groupName: group.name, bizType: null, groupStatus: group.status }
  }

  const detailFrom = (owner: Owner, dict: CompiledDictionary, state: { version: number; updatedAt: Date; updatedByName: string } | null, values: ConfigSnapshotEntry[]): ConfigDetail => {
    const version = state?.version ?? 0
    const configured = owner.kind === 'brand' ? version > 0 : version > 0 || owner.groupStatus !== 0
    return {
      ownerId: owner.id,
      ownerName: owner.name,
      groupName: owner.groupName,
      bizType: owner.bizType,
      status: configured ? 1 : 0,
      version,
      updatedAt: state && version > 0 ? toChinaTime(state.updatedAt) : null,
      updatedBy: state && version > 0 ? state.updatedByName : '',
      configValues: sortEntries(dict, [...values]).map((v) => savedOut(dict, v)),
    }
  }

  const detailOf = async (owner: Owner): Promise<ConfigDetail> =>
    detailFrom(owner, await dictionary.current(), await findState(db, owner.kind, owner.id), await listValues(db, owner.kind, owner.id))

  const fieldConfigDataOf = async (owner: Owner): Promise<FieldConfigData> => {
    const dict = await dictionary.current()
    const fields = dict.applicable(owner.kind === 'brand' ? 1 : 2, owner.bizType)
    const groups = new Map<string, ConfigField[]>()
    const shown = new Set<string>()
    for (const f of fields) {
      const name = f.record.pageGroup.trim() || DEFAULT_PAGE_GROUP
      if (!groups.has(name)) groups.set(name, [])
      groups.get(name)!.push(fieldOut(f))
      shown.add(f.code)
      for (const block of f.dependents) for (const d of block.defs) shown.add(d.code)
    }
    const state = await findState(db, owner.kind, owner.id)
    const values = await listValues(db, owner.kind, owner.id)
    return {
      groups: [...groups].map(([pageGroup, list]) => ({ pageGroup, fields: list })),
      configValues: values.filter((v) => shown.has(v.fieldCode)).map((v) => savedOut(dict, v)),
      version: state?.version ?? 0,
    }
  }

  const historyOf = async (owner: Owner): Promise<ConfigVersion[]> =>
    (await listVersions(db, owner.kind, owner.id, HISTORY_LIMIT)).map((v) => ({
      version: v.version,
      action: v.action,
      restoredFrom: v.restoredFrom,
      accountName: v.accountName,
      accountPhone: v.accountPhone,
      createdAt: toChinaTime(v.createdAt),
      diff: v.diff,
    }))

  /**
   * One save, one transaction: the owner's state row is locked (saves of one owner queue), the
   * version checked, the rules applied, then values, version, history row and status written.
   * A save that changes nothing writes nothing.
   */
  const saveFor = async (
    owner: Owner,
    session: SessionContext,
    body: SaveBody,
    action: 'save' | 'restore',
    restoredFrom: number | null,
  ): Promise<{ result: ConfigSaveResult; log: Record<string, unknown> }> => {
    const saver = saverOf(session, body)
    const at = clock.now()
    const outcome = await db.transaction(async (tx) => {
      const state = await lockState(tx, owner.kind, owner.id, at)
      if (body.version !== undefined && body.version !== state.version) throw new AppError('CONFLICT', STALE)
      const dict = await dictionary.current(tx)
      const before = await listValues(tx, owner.kind, owner.id)
      const after = applyConfigSave(dict, owner, before, body.configValues, body.incrementSave === INCREMENT_SAVE)
      const change = changesOf(dict, owner.kind, before, after)
      if (change.diff.length === 0) return { changed: false, version: state.version, codes: [] as string[], detail: detailFrom(owner, dict, state, before) }
      const version = state.version + 1
      await deleteValues(tx, owner.kind, owner.id, change.removed)
      await upsertValues(tx, owner.kind, owner.id, change.written)
      await writeState(tx, owner.kind, owner.id, { version, updatedAt: at, updatedByName: saver.accountName })
      await insertVersion(tx, {
        ownerKind: owner.kind,
        ownerId: owner.id,
        version,
        accountId: saver.accountId,
        accountName: saver.accountName,
        accountPhone: saver.accountPhone,
        action,
        restoredFrom,
        snapshot: after,
        diff: change.diff,
        createdAt: at,
      })
      if (owner.kind === 'group') await markGroupConfigured(tx, owner.id)
      const saved = { version, updatedAt: at, updatedByName: saver.accountName }
      return { changed: true, version, codes: change.diff.map((d) => d.fieldCode), detail: detailFrom({ ...owner, groupStatus: 1 }, dict, saved, after) }
    })
    const { detail } = outcome
    const who = owner.kind === 'brand' ? { sellerId: owner.id, sellerName: owner.name } : { groupId: owner.id, groupName: owner.name }
    return {
      result: { ...detail, changed: outcome.changed },
      log: { ...who, action, ...(restoredFrom === null ? {} : { restoredFrom }), version: outcome.version, changed: outcome.codes },
    }
  }

  /** Restore: the version's snapshot saved again as a whole, through the same rules; a new version. */
  const restoreFor = async (owner: Owner, session: SessionContext, body: { toVersion: number; accountName?: string | undefined; accountPhone?: string | undefined }) => {
    const target = await findVersion(db, owner.kind, owner.id, body.toVersion)
    if (!target) throw new AppError('NOT_FOUND', `版本 ${body.toVersion} 不存在`)
    const configValues: ConfigValueEntry[] = target.snapshot.map((e) => ({ ...e, enabled: true }))
    try {
      return await saveFor(owner, session, { configValues, accountName: body.accountName, accountPhone: body.accountPhone }, 'restore', target.version)
    } catch (error) {
      if (error instanceof AppError && error.codeName === 'BAD_REQUEST') throw new AppError('BAD_REQUEST', `无法恢复到版本 ${target.version}：${error.message}`, error.data)
      throw error
    }
  }

  return {
    async listBrands(session: SessionContext, body: SellerConfigListBody) {
      const { pageNum, pageSize, operatingUrl: _url, ...filter } = body
      const industryBiz = filter.bizType === undefined ? [] : industryBizOf(await listIndustries(db))
      const { rows, total, capped } = await findSellerConfigPage(db, filter, session.scope, industryBiz, (pageNum - 1) * pageSize, pageSize)
      const list: SellerConfigRow[] = rows.map((r) => {
        const bizType = bizTypeOfBrand(Number(r.brand_type), r.industry_name)
        return {
          sellerId: Number(r.id),
          sellerName: r.name,
          groupId: Number(r.group_id),
          groupName: r.group_name,
          bizType,
          bizTypeName: BIZ_TYPES[bizType],
          status: (r.version ?? 0) > 0 ? 1 : 0,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        }
      })
      return { list, total, totalCapped: capped, pageNum, pageSize }
    },

    async listGroups(session: SessionContext, body: GroupConfigListBody) {
      const { pageNum, pageSize, operatingUrl: _url, ...filter } = body
      const { rows, total } = await findGroupConfigPage(db, filter, session.scope, (pageNum - 1) * pageSize, pageSize)
      const list: GroupConfigRow[] = rows.map((r) => ({
        groupId: Number(r.id),
        groupName: r.name,
        brandCount: Number(r.brand_count),
        status: Number(r.status) === 0 ? 0 : 1,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }))
      return { list, total, pageNum, pageSize }
    },

    brandDetail: async (session: SessionContext, sellerId: number) => detailOf(await brandOwner(session, sellerId)),
    groupDetail: async (session: SessionContext, groupId: number) => detailOf(await groupOwner(session, groupId, false)),
    brandFields: async (session: SessionContext, sellerId: number) => fieldConfigDataOf(await brandOwner(session, sellerId)),
    groupFields: async (session: SessionContext, groupId: number) => fieldConfigDataOf(await groupOwner(session, groupId, false)),
    brandHistory: async (session: SessionContext, sellerId: number) => historyOf(await brandOwner(session, sellerId)),
    groupHistory: async (session: SessionContext, groupId: number) => historyOf(await groupOwner(session, groupId, false)),
    saveBrand: async (session: SessionContext, body: SaveBody & { sellerId: number }) => saveFor(await brandOwner(session, body.sellerId), session, body, 'save', null),
    saveGroup: async (session: SessionContext, body: SaveBody & { groupId: number }) => saveFor(await groupOwner(session, body.groupId, true), session, body, 'save', null),
    restoreBrand: async (session: SessionContext, body: { sellerId: number; toVersion: number; accountName?: string | undefined; accountPhone?: string | undefined }) =>
      restoreFor(await brandOwner(session, body.sellerId), session, body),
    restoreGroup: async (session: SessionContext, body: { groupId: number; toVersion: number; accountName?: string | undefined; accountPhone?: string | undefined }) =>
      restoreFor(await groupOwner(session, body.groupId, true), session, body),
  }
}

export type ConfigValuesService = ReturnType<typeof createConfigValuesService>

/**
 * The configuration service on a caller's transaction (the demo seed's): its own transactions become
 * savepoints of it, and it reads the dictionary as that transaction sees it.
 */
export const configValuesOn = (tx: DbOrTx, clock: Clock) => createConfigValuesService({ db: tx as Db, clock, dictionary: createDictionaryCache(tx) })
