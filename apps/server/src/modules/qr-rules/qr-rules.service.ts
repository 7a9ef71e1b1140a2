import {
  QR_STORE_TYPES,
  QR_THIRD_TYPES,
  QrRuleStatus,
  type EditQrRuleBody,
  type QrBindSettings,
  type QrDictItem,
  type QrRule,
  type QrRulePage,
  type QrRulePageBody,
  type QrThirdType,
  type SaveQrRuleBody,
} from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { canSeeBrand, isPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { BrandsService } from '../brands/brands.service.js'
import { sanitizeRichText } from '../services/services.service.js'
import {
  deleteQrRule,
  findQrRuleForUpdate,
  findQrRuleRow,
  insertQrRule,
  listDictItems,
  listQrRules,
  listRuleBrands,
  replaceRuleBrands,
  updateQrRuleAtVersion,
  type QrRuleRow,
  type QrRuleValues,
} from './qr-rules.repository.js'

const GONE = '聚合码规则不存在或已删除'
type RuleBrand = Awaited<ReturnType<typeof listRuleBrands>>[number]

const toRule = (r: QrRuleRow, named: RuleBrand[]): QrRule => {
  const rule = r.rule
  return {
    id: rule.id,
    applyStoreType: rule.applyStoreType,
    applyStoreTypeName: QR_STORE_TYPES[rule.applyStoreType] ?? String(rule.applyStoreType),
    alias: rule.alias,
    name: rule.name,
    typeId: rule.typeId,
    pagePath: rule.pagePath,
    allowBlankQrcode: rule.allowBlankQrcode,
    allowAppScanBind: rule.allowAppScanBind,
    isMiniProgram: rule.isMiniProgram,
    wechatVersion: rule.wechatVersion,
    alipayVersion: rule.alipayVersion,
    tiktokVersion: rule.tiktokVersion,
    h5Url: rule.h5Url,
    descr: rule.descr,
    status: rule.status,
    bindSettings: {
      supportBindChannel: rule.bindSettings.supportBindChannel.map((c) => ({ code: c.code, name: c.name, supportBindQrcodeType: c.supportBindQrcodeType.map((t) => ({ code: t.code, name: t.name })) })),
      supportExtendCode: rule.bindSettings.supportExtendCode.map((e) => ({ code: e.code, name: e.name, ...(e.param ? { param: { ...e.param } } : {}) })),
      isDefaultExist: rule.bindSettings.isDefaultExist,
    },
    // The brands' current names (a renamed brand shows its new name; a deleted one is gone).
    bindThirdTypes: rule.bindThirdTypes.map((t) => ({
      thirdType: t.thirdType,
      thirdTypeName: QR_THIRD_TYPES[t.thirdType] ?? String(t.thirdType),
      typeVersion: t.typeVersion,
      applySellerList: named.filter((b) => b.ruleId === rule.id && b.thirdType === t.thirdType).map((b) => ({ applySellerId: b.brandId, applySellerName: b.name })),
    })),
    boundCodes: Number(r.boundCodes),
    scans7d: Number(r.scans7d),
    updatedAt: toChinaTime(rule.updatedAt),
    updatedBy: r.updatedByName,
    version: rule.version,
  }
}

/** What the operation log keeps of a rule: everything but the description's full text. */
const logged = (v: Partial<QrRuleValues>) => {
  const { descr, updatedBy: _u, updatedAt: _a, ...rest } = v
  return { ...rest, ...(descr === undefined ? {} : { descrLength: descr.length }) }
}

const changes = (from: Record<string, unknown>, to: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(to).filter((k) => JSON.stringify(from[k]) !== JSON.stringify(to[k])).map((k) => [k, { from: from[k], to: to[k] }]))

/** Aggregate-QR rules (spec 2 §2–§5, §7 cmk-operating/qrcode-config/* and sys/dict/list). */
export const createQrRulesService = ({ db, clock, brands }: { db: Db; clock: Clock; brands: BrandsService }) => {
  const dictionary = (code: string, tx: DbOrTx = db): Promise<QrDictItem[]> => listDictItems(tx, code)

  /** The saved values: names from the dictionary rows, every brand checked, the description sanitised. */
  const prepare = async (session: SessionContext, tx: DbOrTx, body: SaveQrRuleBody) => {
    const [pages, channels, qrTypes] = await Promise.all([dictionary('qrcode_type', tx), dictionary('qrcode_bind_channel', tx), dictionary('qrcode_bind_qrcode_type', tx)])
    const page = pages.find((p) => p.dataKey === body.typeId)
    if (!page) throw new AppError('BAD_REQUEST', '所选页面不存在，请重新选择')
    const channelName = new Map(channels.map((c) => [c.dataKey, c.dataValue]))
    const qrTypeName = new Map(qrTypes.map((c) => [c.dataKey, c.dataValue]))
    const bindSettings: QrBindSettings = {
      ...body.bindSettings,
      supportBindChannel: body.bindSettings.supportBindChannel.map((c) => {
        const name = channelName.get(c.code)
        if (name === undefined) throw new AppError('BAD_REQUEST', '所选关联渠道不存在，请重新选择')
        return {
          code: c.code,
          name,
          supportBindQrcodeType: c.supportBindQrcodeType.map((t) => {
            const typeName = qrTypeName.get(t.code)
            if (typeName === undefined) throw new AppError('BAD_REQUEST', '所选二维码类型不存在，请重新选择')
            return { code: t.code, name: typeName }
          }),
        }
      }),
    }
    const named: Array<{ thirdType: number; brandId: number }> = []
    const bindThirdTypes: QrThirdType[] = []
    for (const t of body.bindThirdTypes) {
      const list: QrThirdType['applySellerList'] = []
      for (const s of t.applySellerList) {
        if (list.some((x) => x.applySellerId === s.applySellerId)) continue
        // 404 for a brand that does not exist, 403 for one outside the caller's organisation.
        const brand = await brands.visibleBrand(session, s.applySellerId, tx)
        list.push({ applySellerId: brand.id, applySellerName: brand.name })
        named.push({ thirdType: t.thirdType, brandId: brand.id })
      }
      bindThirdTypes.push({ thirdType: t.thirdType, typeVersion: t.typeVersion, applySellerList: list })
    }
    // A rule that names no brand applies to every brand of its store type: only the platform's operators set those.
    if (named.length === 0 && !isPlatformWide(session.scope)) throw new AppError('FORBIDDEN', '适用于全部品牌的规则只能由平台运营配置，请选择适用品牌')
    const values: Omit<QrRuleValues, 'status'> = {
      applyStoreType: body.applyStoreType,
      alias: body.alias,
      name: page.dataValue,
      typeId: page.dataKey,
      pagePath: body.pagePath.replace(/^\/+/, ''),
      allowBlankQrcode: body.allowBlankQrcode,
      allowAppScanBind: body.allowAppScanBind,
      isMiniProgram: body.isMiniProgram,
      wechatVersion: body.wechatVersion,
      alipayVersion: body.alipayVersion,
      tiktokVersion: body.tiktokVersion,
      h5Url: body.h5Url,
      descr: sanitizeRichText(body.descr),
      bindSettings,
      bindThirdTypes,
      updatedBy: session.accountId,
      updatedAt: clock.now(),
    }
    return { values, named }
  }

  /** A rule the session may change: the platform any; others only a rule whose named brands are all theirs. */
  const changeable = async (session: SessionContext, tx: DbOrTx, id: number) => {
    const rule = await findQrRuleForUpdate(tx, id)
    if (!rule) throw new AppError('NOT_FOUND', GONE)
    if (!isPlatformWide(session.scope)) {
      const named = await listRuleBrands(tx, [id])
      if (named.length === 0 || named.some((b) => !canSeeBrand(session.scope, { id: b.brandId, groupId: b.groupId }))) throw new AppError('FOREIGN_TENANT', '无权修改该聚合码规则')
    }
    return rule
  }

  const ruleOf = async (id: number) => {
    const row = await findQrRuleRow(db, id)
    if (!row) throw new AppError('NOT_FOUND', GONE)
    return toRule(row, await listRuleBrands(db, [id]))
  }

  const setStatus = async (session: SessionContext, id: number, status: 0 | 1) =>
    db.transaction(async (tx) => {
      const rule = await changeable(session, tx, id)
      if (rule.status === status) throw new AppError('CONFLICT', status === QrRuleStatus.enabled ? '该规则已是启用状态' : '该规则已是停用状态')
      await updateQrRuleAtVersion(tx, id, rule.version, { status, updatedBy: session.accountId, updatedAt: clock.now() })
      return { id, alias: rule.alias, status: { from: rule.status, to: status } }
    })

  return {
    dictionary: (code: string) => dictionary(code),

    async list(session: SessionContext, body: QrRulePageBody): Promise<QrRulePage> {
      const { rows, total } = await listQrRules(db, { ...body, scope: session.scope }, body.pageNumber, body.pageSize)
      const named = await listRuleBrands(db, rows.map((r) => r.rule.id))
      return { list: rows.map((r) => toRule(r, named)), totalCount: total, pageNumber: body.pageNumber, pageSize: body.pageSize }
    },

    async detail(session: SessionContext, id: number): Promise<QrRule> {
      if (!isPlatformWide(session.scope)) {
        const named = await listRuleBrands(db, [id])
        if (named.some((b) => !canSeeBrand(session.scope, { id: b.brandId, groupId: b.groupId }))) throw new AppError('FOREIGN_TENANT', '无权查看该聚合码规则')
      }
      return ruleOf(id)
    },

    async save(session: SessionContext, body: SaveQrRuleBody) {
      const { id, values } = await db.transaction(async (tx) => {
        const { values, named } = await prepare(session, tx, body)
        const id = await insertQrRule(tx, { ...values, status: QrRuleStatus.enabled })
        await replaceRuleBrands(tx, id, named)
        return { id, values }
      })
      return { rule: await ruleOf(id), detail: { id, ...logged(values) } }
    },

    /** The whole rule, at the version the editor loaded. */
    async edit(session: SessionContext, body: EditQrRuleBody) {
      const detail = await db.transaction(async (tx) => {
        const current = await changeable(session, tx, body.id)
        const { values, named } = await prepare(session, tx, body)
        if (!(await updateQrRuleAtVersion(tx, body.id, body.version, values))) throw new AppError('CONFLICT', '该规则已被他人修改，请刷新后重试')
        await replaceRuleBrands(tx, body.id, named)
        return { id: body.id, changes: changes(logged(current), logged(values)) }
      })
      return { rule: await ruleOf(body.id), detail }
    },

    /** Only a disabled rule; its codes keep their store and become blank for the rules (nothing opens). */
    async remove(session: SessionContext, id: number) {
      return db.transaction(async (tx) => {
        const rule = await changeable(session, tx, id)
        if (rule.status === QrRuleStatus.enabled) throw new AppError('CONFLICT', '启用中的规则不能删除，请先停用')
        await deleteQrRule(tx, id)
        return { id, alias: rule.alias, pagePath: rule.pagePath }
      })
    },

    /** The rule's alias, when the session may change it (the refresh call). */
    assertChangeable: (session: SessionContext, id: number) => db.transaction(async (tx) => (await changeable(session, tx, id)).alias || `#${id}`),

    disable: (session: SessionContext, id: number) => setStatus(session, id, QrRuleStatus.disabled),
    enable: (session: SessionContext, id: number) => setStatus(session, id, QrRuleStatus.enabled),
  }
}

export type QrRulesService = ReturnType<typeof createQrRulesService>
