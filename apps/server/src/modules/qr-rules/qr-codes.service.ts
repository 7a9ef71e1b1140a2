import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { strToU8, zipSync } from 'fflate'
import QRCode from 'qrcode'
import {
  PlanStatus,
  QR_THIRD_TYPES,
  TASK_BIZ_TYPE,
  type QrAppBindBody,
  type QrBindBody,
  type QrBlankPage,
  type QrBlankPageBody,
  type QrCode,
  type QrCodeExtend,
  type QrRebindBody,
  type QrRefreshResult,
  type QrStorePage,
  type QrStorePageBody,
} from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import { csvCell } from '../../lib/csv.js'
import type { Clock } from '../../lib/clock.js'
import { assertBrandInScope, canSeeBrand } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { BrandsService } from '../brands/brands.service.js'
import type { FileStore } from '../files/file-store.js'
import type { JobContext, JobRunner } from '../jobs/job-runner.js'
import { timestampedName, type PlansService } from '../plans/plans.service.js'
import {
  countBoundCodesOfRule,
  findCodeByTokenForUpdate,
  findCodeForUpdate,
  findCodeRow,
  findStoreRef,
  hasBlankRule,
  insertCodes,
  listBlankCodesOfBrand,
  listBoundCodesOfRule,
  listCodesByIds,
  listCodesOfStores,
  listStoresOfBrands,
  setLastPages,
  updateCodeAtVersion,
  type QrCodeRow,
} from './qr-codes.repository.js'
import { matchRuleOf, pagesOf, tokenOf } from './qr-match.js'
import { findQrRuleForUpdate, listRuleBrands, type QrRuleRecord } from './qr-rules.repository.js'

export const QR_BATCH_JOB = 'qr-blank-batch'
export const QR_REFRESH_JOB = 'qr-refresh'

/** 9 random bytes: 12 URL-safe characters, 72 bits, unguessable. */
export const newToken = () => randomBytes(9).toString('base64url')

export interface QrCodesDeps {
  db: Db
  clock: Clock
  brands: BrandsService
  plans: PlansService
  runner: JobRunner
  store: FileStore
  /** `{PUBLIC_ORIGIN}/q/{token}`. */
  codeUrl: (token: string) => string
  /** What a code opens now on each channel (the resolve call's own function), for the refresh job. */
  pageOf: (token: string) => Promise<string>
  maxAttempts: number
}

/** The refresh job's sheet: one line per code whose page changed. */
export const REFRESH_SHEET_HEADER = ['二维码链接', '门店', '门店编码', '原打开页面', '现打开页面']

/**
 * What a code opens, for a person: `1:pages/a|2:pages/a|4:pages/b` (`pagesOf`) becomes
 * 微信小程序、支付宝小程序：pages/a；H5：pages/b.
 */
export const describePages = (pages: string) => {
  if (!pages) return '不打开页面'
  const byPath = new Map<string, string[]>()
  for (const entry of pages.split('|')) {
    const at = entry.indexOf(':')
    const channel = QR_THIRD_TYPES[Number(entry.slice(0, at))] ?? entry.slice(0, at)
    const path = entry.slice(at + 1)
    byPath.set(path, [...(byPath.get(path) ?? []), channel])
  }
  return [...byPath].map(([path, channels]) => `${channels.join('、')}：${path}`).join('；')
}

/** The code as an SVG image of its URL. */
export const codeSvg = (url: string) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })

/** Spec 2 §3's extend codes: which parameters a rule lets a code carry. */
const checkExtend = (rule: QrRuleRecord, extend: QrCodeExtend) => {
  const supported = new Map(rule.bindSettings.supportExtendCode.map((e) => [e.code, e]))
  const scenes = rule.bindSettings.supportExtendCode.find((e) => e.code === 'scenes')
  if (extend.scene && !(scenes && scenes.param?.scenes !== 2)) throw new AppError('BAD_REQUEST', '该规则不支持场景编号')
  if (extend.activityId && !supported.has('activity')) throw new AppError('BAD_REQUEST', '该规则不支持活动码')
  if (extend.goodsId && !supported.has('goods')) throw new AppError('BAD_REQUEST', '该规则不支持商品码')
  return Object.fromEntries(Object.entries(extend).filter(([, v]) => v)) as QrCodeExtend
}

/** The codes the rules govern: the store view, binding, blank batches and the refresh job. */
export const createQrCodesService = (deps: QrCodesDeps) => {
  const { db, clock, brands, plans, runner, store, codeUrl } = deps

  const toCode = (r: QrCodeRow): QrCode => ({
    id: r.code.id,
    token: r.code.token,
    url: codeUrl(r.code.token),
    brandId: r.code.brandId,
    storeId: r.code.storeId,
    storeName: r.storeName,
    ruleId: r.code.ruleId,
    ruleAlias: r.ruleAlias,
    extend: r.code.extend,
    bound: r.code.storeId === null ? 0 : 1,
    boundAt: r.code.boundAt ? toChinaTime(r.code.boundAt) : '',
    version: r.code.version,
  })

  const codeOf = async (id: number) => toCode((await findCodeRow(db, id))!)

  /** The store (in scope) and the rule (enabled, of the store's type, open to its brand). */
  const target = async (session: SessionContext | { mayBind: (brandId: number) => boolean }, tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], storeId: number, ruleId: number) => {
    const storeRef = await findStoreRef(tx, storeId)
    if (!storeRef) throw new AppError('NOT_FOUND', '门店不存在')
    if ('mayBind' in session) {
      // A machine caller's key names its brands: another brand's store is as good as absent.
      if (!session.mayBind(storeRef.brandId)) throw new AppError('NOT_FOUND', '门店不存在')
    } else assertBrandInScope(session.scope, { id: storeRef.brandId, groupId: storeRef.groupId })
    const rule = await findQrRuleForUpdate(tx, ruleId)
    if (!rule) throw new AppError('NOT_FOUND', '聚合码规则不存在或已删除')
    if (rule.status !== 1) throw new AppError('BAD_REQUEST', '该规则已停用，不能绑定')
    if (rule.applyStoreType !== 0 && rule.applyStoreType !== storeRef.brandType) throw new AppError('BAD_REQUEST', '该规则不适用于此门店类型')
    const named = await listRuleBrands(tx, [rule.id])
    if (named.length > 0 && !named.some((b) => b.brandId === storeRef.brandId)) throw new AppError('BAD_REQUEST', '该规则未对此门店所属品牌开放')
    return { storeRef, rule, named }
  }

  const runBatch = async (ctx: JobContext) => {
    const { planId, codeIds } = ctx.job.payload as { planId: number; codeIds: number[] }
    const plan = await plans.find(planId)
    if (!plan) return ctx.finish(async () => {})
    const codes = await listCodesByIds(db, codeIds)
    ctx.progress(0, codes.length)
    const files: Record<string, Uint8Array> = {}
    const lines = ['\uFEFF序号,二维码编号,链接']
    for (const [i, code] of codes.entries()) {
      const url = codeUrl(code.token)
      files[`svg/${String(i + 1).padStart(5, '0')}-${code.token}.svg`] = strToU8(await codeSvg(url))
      lines.push(`${i + 1},${code.token},${url}`)
      if (i % 200 === 199) {
        ctx.progress(i + 1, codes.length)
        ctx.checkpoint()
      }
    }
    files['urls.csv'] = strToU8(lines.join('\r\n'))
    const temp = store.tempPath()
    await fs.promises.writeFile(temp, zipSync(files, { level: 6 }))
    const key = store.newKey('zip')
    const size = (await fs.promises.stat(temp)).size
    await store.putFile(key, temp)
    await ctx.finish(async (tx) => {
      await plans.update(tx, plan.id, { status: PlanStatus.generated, fileKey: key, fileSize: size, rowsDone: codes.length, rowsTotal: codes.length, error: '', finishedAt: clock.now() })
    })
  }

  /**
   * Re-resolves the rule's codes, a page at a time, and writes the sheet of those whose page changed
   * (the plan's download in the task centre): code URL, store, the page before and the page now.
   */
  const runRefresh = async (ctx: JobContext) => {
    const { planId, ruleId } = ctx.job.payload as { planId: number; ruleId: number }
    const plan = await plans.find(planId)
    if (!plan) return ctx.finish(async () => {})
    const total = await countBoundCodesOfRule(db, ruleId)
    ctx.progress(0, total)
    const temp = store.tempPath()
    let after = 0
    let done = 0
    let changed = 0
    let key: string
    let size: number
    try {
      const sheet = await fs.promises.open(temp, 'w')
      try {
        await sheet.write(`\uFEFF${REFRESH_SHEET_HEADER.join(',')}\r\n`)
        for (;;) {
          const page = await listBoundCodesOfRule(db, ruleId, after, 1000)
          if (page.length === 0) break
          const pages = []
          const lines: string[] = []
          for (const code of page) {
            const now = await deps.pageOf(code.token)
            if (code.lastPage !== now) {
              changed += 1
              lines.push([codeUrl(code.token), code.storeName, code.storeCode, describePages(code.lastPage), describePages(now)].map(csvCell).join(','))
            }
            pages.push({ id: code.id, page: now })
          }
          if (lines.length > 0) await sheet.write(`${lines.join('\r\n')}\r\n`)
          await setLastPages(db, pages)
          after = page.at(-1)!.id
          done += page.length
          ctx.progress(done, Math.max(total, done))
          ctx.checkpoint()
        }
      } finally {
        await sheet.close()
      }
      key = store.newKey('csv')
      size = (await fs.promises.stat(temp)).size
      await store.putFile(key, temp)
    } catch (error) {
      // A stopped or failed run leaves no half-written sheet behind.
      await fs.promises.rm(temp, { force: true })
      throw error
    }
    await ctx.finish(async (tx) => {
      await plans.update(tx, plan.id, { status: PlanStatus.generated, fileKey: key, fileSize: size, rowsDone: done, rowsTotal: done, rowsFailed: changed, params: { ruleId, refreshed: done, changed }, error: '', finishedAt: clock.now() })
    })
  }

  const giveUp = async (job: { payload: unknown }, reason: string) => {
    const { planId } = job.payload as { planId: number }
    await plans.update(db, planId, { status: PlanStatus.failed, error: reason.slice(0, 500), finishedAt: clock.now() })
  }
  const onStart = async (job: { payload: unknown; attempts: number }) => {
    const { planId } = job.payload as { planId: number }
    await plans.update(db, planId, { status: job.attempts > 1 ? PlanStatus.retrying : PlanStatus.generating, rowsDone: 0 })
  }
  runner.register(QR_BATCH_JOB, { run: runBatch, onStart, onGiveUp: giveUp })
  runner.register(QR_REFRESH_JOB, { run: runRefresh, onStart, onGiveUp: giveUp })

  const startPlan = async (session: SessionContext, kind: string, title: string, extension: string, params: Record<string, unknown>, payload: (planId: number, tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<Record<string, unknown>>) => {
    const started = await db.transaction(async (tx) => {
      const plan = await plans.create(tx, session, {
        bizType: TASK_BIZ_TYPE,
        kind: 'export',
        modelName: kind,
        modelNameDesc: title,
        fileName: `${timestampedName(title, clock.now())}.${extension}`,
        status: PlanStatus.waiting,
        params,
      })
      const job = await runner.enqueue({ kind, payload: { planId: plan.id, ...(await payload(plan.id, tx)) }, maxAttempts: deps.maxAttempts }, tx)
      await plans.update(tx, plan.id, { jobId: job!.id })
      return { flowNo: plan.flowNo, planId: plan.id }
    })
    runner.wake()
    return started
  }

  return {
    codeOf,

    async storePage(session: SessionContext, body: QrStorePageBody): Promise<QrStorePage> {
      const { rows, total } = await listStoresOfBrands(db, { brandIds: body.brandIds, keyword: body.keyword, scope: session.scope }, body.pageNumber, body.pageSize)
      const codes = await listCodesOfStores(db, rows.map((r) => r.storeId), body.ruleId)
      return {
        list: rows.map((s) => {
          const mine = codes.filter((c) => c.code.storeId === s.storeId)
          const ruleIds = [...new Set(mine.map((c) => c.code.ruleId ?? 0))]
          return {
            ...s,
            rules: ruleIds.map((ruleId) => {
              const list = mine.filter((c) => (c.code.ruleId ?? 0) === ruleId)
              return { ruleId, ruleAlias: list[0]!.ruleAlias, codes: list.map(toCode) }
            }),
          }
        }),
        totalCount: total,
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
      }
    },

    /** A brand's blank codes (the bind dialog's 使用空码), searched by token. */
    async blankPage(session: SessionContext, body: QrBlankPageBody): Promise<QrBlankPage> {
      const brand = await brands.visibleBrand(session, body.brandId)
      const { rows, total } = await listBlankCodesOfBrand(db, { brandId: brand.id, keyword: tokenOf(body.keyword ?? '') ?? body.keyword }, body.pageNumber, body.pageSize)
      return { list: rows.map(toCode), totalCount: total, pageNumber: body.pageNumber, pageSize: body.pageSize }
    },

    /** Binds a blank code of the store's brand, or a new code when none is named. */
    async bind(session: SessionContext, body: QrBindBody) {
      const { id, detail } = await db.transaction(async (tx) => {
        const { storeRef, rule, named } = await target(session, tx, body.storeId, body.ruleId)
        const extend = checkExtend(rule, body.extend)
        const at = clock.now()
        if (body.codeId === undefined) {
          const [created] = await insertCodes(tx, [{ token: newToken(), brandId: storeRef.brandId, storeId: storeRef.id, ruleId: rule.id, extend, boundAt: at, lastPage: pagesOf(matchRuleOf(rule, named), storeRef.brandId), updatedBy: session.accountId, createdAt: at, updatedAt: at }])
          return { id: created!.id, detail: { codeId: created!.id, token: created!.token, storeId: storeRef.id, ruleId: rule.id, extend, created: true } }
        }
        const current = await findCodeForUpdate(tx, body.codeId)
        if (!current || !canSeeBrand(session.scope, { id: current.code.brandId, groupId: current.groupId })) throw new AppError('NOT_FOUND', '二维码不存在')
        if (current.code.storeId !== null) throw new AppError('CONFLICT', '该二维码已绑定门店，请使用换绑')
        if (current.code.brandId !== storeRef.brandId) throw new AppError('BAD_REQUEST', '该空码属于其他品牌，不能绑定到此门店')
        if (rule.allowBlankQrcode !== 1) throw new AppError('BAD_REQUEST', '该规则不允许绑定空码')
        await updateCodeAtVersion(tx, current.code.id, current.code.version, { storeId: storeRef.id, ruleId: rule.id, extend, boundAt: at, lastPage: pagesOf(matchRuleOf(rule, named), storeRef.brandId), updatedBy: session.accountId, updatedAt: at })
        return { id: current.code.id, detail: { codeId: current.code.id, token: current.code.token, storeId: storeRef.id, ruleId: rule.id, extend } }
      })
      return { code: await codeOf(id), detail }
    },

    /**
     * The merchant app binds a blank code it scanned (`POST /cmk-center/qrcode/app-bind`, signed by the
     * app's server): only a blank code of the store's brand, under an enabled rule of the store's type
     * that allows binding from the app and blank codes, and only for a brand the key may act for.
     */
    async appBind(caller: { keyId: string; brandIds: number[] | 'all' }, body: QrAppBindBody) {
      const token = tokenOf(body.q)
      if (!token) throw new AppError('BAD_REQUEST', '不是本平台的二维码')
      const mayBind = (brandId: number) => caller.brandIds === 'all' || caller.brandIds.includes(brandId)
      const { id, detail } = await db.transaction(async (tx) => {
        const current = await findCodeByTokenForUpdate(tx, token)
        if (!current || !mayBind(current.brandId)) throw new AppError('NOT_FOUND', '二维码不存在')
        if (current.storeId !== null) throw new AppError('CONFLICT', '该二维码已绑定门店')
        const { storeRef, rule, named } = await target({ mayBind }, tx, body.storeId, body.ruleId)
        if (rule.allowAppScanBind !== 1) throw new AppError('BAD_REQUEST', '该规则不允许在商家 App 扫码绑定')
        if (rule.allowBlankQrcode !== 1) throw new AppError('BAD_REQUEST', '该规则不允许绑定空码')
        if (current.brandId !== storeRef.brandId) throw new AppError('BAD_REQUEST', '该空码属于其他品牌，不能绑定到此门店')
        const extend = checkExtend(rule, body.extend)
        const at = clock.now()
        if (!(await updateCodeAtVersion(tx, current.id, current.version, { storeId: storeRef.id, ruleId: rule.id, extend, boundAt: at, lastPage: pagesOf(matchRuleOf(rule, named), storeRef.brandId), updatedBy: null, updatedAt: at })))
          throw new AppError('CONFLICT', '该二维码已被他人修改，请重新扫码')
        return { id: current.id, detail: { codeId: current.id, token, storeId: storeRef.id, ruleId: rule.id, extend, via: 'merchant-app', keyId: caller.keyId, operator: body.operator } }
      })
      return { code: await codeOf(id), detail }
    },

    async rebind(session: SessionContext, body: QrRebindBody) {
      const detail = await db.transaction(async (tx) => {
        const current = await findCodeForUpdate(tx, body.codeId)
        if (!current || !canSeeBrand(session.scope, { id: current.code.brandId, groupId: current.groupId })) throw new AppError('NOT_FOUND', '二维码不存在')
        if (current.code.storeId === null) throw new AppError('CONFLICT', '该二维码尚未绑定，请先绑定')
        // The brand first: moving to another brand's store is refused as such, whatever its rules say.
        const moving = await findStoreRef(tx, body.storeId)
        if (moving && moving.brandId !== current.code.brandId) throw new AppError('BAD_REQUEST', '二维码只能换绑到同一品牌的门店')
        const { storeRef, rule, named } = await target(session, tx, body.storeId, body.ruleId)
        const extend = checkExtend(rule, body.extend)
        const at = clock.now()
        if (!(await updateCodeAtVersion(tx, current.code.id, body.version, { storeId: storeRef.id, ruleId: rule.id, extend, boundAt: at, lastPage: pagesOf(matchRuleOf(rule, named), storeRef.brandId), updatedBy: session.accountId, updatedAt: at })))
          throw new AppError('CONFLICT', '该二维码已被他人修改，请刷新后重试')
        const was = { storeId: current.code.storeId, ruleId: current.code.ruleId, extend: current.code.extend }
        return { codeId: current.code.id, token: current.code.token, from: was, to: { storeId: storeRef.id, ruleId: rule.id, extend } }
      })
      return { code: await codeOf(body.codeId), detail }
    },

    async unbind(session: SessionContext, codeId: number) {
      const detail = await db.transaction(async (tx) => {
        const current = await findCodeForUpdate(tx, codeId)
        if (!current || !canSeeBrand(session.scope, { id: current.code.brandId, groupId: current.groupId })) throw new AppError('NOT_FOUND', '二维码不存在')
        if (current.code.storeId === null) throw new AppError('CONFLICT', '该二维码尚未绑定')
        await updateCodeAtVersion(tx, codeId, current.code.version, { storeId: null, ruleId: null, extend: {}, boundAt: null, lastPage: '', updatedBy: session.accountId, updatedAt: clock.now() })
        return { codeId, token: current.code.token, from: { storeId: current.code.storeId, ruleId: current.code.ruleId, extend: current.code.extend } }
      })
      return { code: await codeOf(codeId), detail }
    },

    /** The code's image, for a code the session may see. */
    async image(session: SessionContext, codeId: number) {
      const row = await findCodeRow(db, codeId)
      if (!row) throw new AppError('NOT_FOUND', '二维码不存在')
      await brands.visibleBrand(session, row.code.brandId)
      return { token: row.code.token, svg: await codeSvg(codeUrl(row.code.token)) }
    },

    /** N blank codes for a brand, made now; the ZIP of their images and URLs is a task-centre job. */
    async blankBatch(session: SessionContext, body: { brandId: number; count: number }) {
      const brand = await brands.visibleBrand(session, body.brandId)
      if (!(await hasBlankRule(db, brand.brandType, brand.id))) throw new AppError('BAD_REQUEST', '该品牌没有允许空码的启用规则，不能生成空码')
      let codeIds: number[] = []
      const started = await startPlan(session, QR_BATCH_JOB, `${brand.name}空码${body.count}个`, 'zip', { brandId: brand.id, count: body.count }, async (_planId, tx) => {
        const at = clock.now()
        const rows = Array.from({ length: body.count }, () => ({ token: newToken(), brandId: brand.id, updatedBy: session.accountId, createdAt: at, updatedAt: at }))
        codeIds = []
        for (let i = 0; i < rows.length; i += 1000) codeIds.push(...(await insertCodes(tx, rows.slice(i, i + 1000))).map((r) => r.id))
        return { codeIds }
      })
      return { started, detail: { brandId: brand.id, count: body.count, planId: started.planId, firstCodeId: codeIds[0], lastCodeId: codeIds.at(-1) } }
    },

    /** How a refresh job is going (0 running, 1 done, 2 failed) and, once done, how many codes now open a different page. */
    async refreshResult(session: SessionContext, planId: number): Promise<QrRefreshResult> {
      const plan = await plans.ownPlan(session, planId)
      if (plan.modelName !== QR_REFRESH_JOB) throw new AppError('NOT_FOUND', '任务不存在或已删除')
      const { done, total } = await plans.progressOf(plan)
      const params = plan.params as { refreshed?: number; changed?: number }
      const status = plan.status === PlanStatus.generated ? 1 : plan.status === PlanStatus.failed ? 2 : 0
      return { status, done, total, refreshed: params.refreshed ?? 0, changed: params.changed ?? 0, error: status === 2 ? plan.error : '' }
    },

    /**
     * Re-resolves the codes bound under a rule; the plan's result says how many now open a different
     * page, and its file (a CSV) lists them.
     */
    async refresh(session: SessionContext, ruleId: number, alias: string) {
      const started = await startPlan(session, QR_REFRESH_JOB, `刷新聚合码规则${alias}`, 'csv', { ruleId }, async () => ({ ruleId }))
      return { started, detail: { ruleId, planId: started.planId } }
    },
  }
}

export type QrCodesService = ReturnType<typeof createQrCodesService>
