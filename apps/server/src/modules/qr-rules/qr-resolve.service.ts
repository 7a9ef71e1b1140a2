import type { FastifyBaseLogger } from 'fastify'
import {
  QR_OUTCOMES,
  QrChannel,
  type QrAppRegistration,
  type QrDouyinLink,
  type QrAppRegistrationBody,
  type QrResolution,
  type QrResolveQuery,
  type QrSimulateBody,
  type QrSimulation,
} from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { announcedLiveness } from '../../lib/announced-memo.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaDate, toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import { hasTriggers } from '../../lib/db-triggers.repository.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import type { BrandsService } from '../brands/brands.service.js'
import {
  deleteAppRegistration,
  findAppRegistrationByApp,
  findAppRegistrationForUpdate,
  findVerifyFile,
  insertAppRegistration,
  listAppRegistrations,
  updateAppRegistrationAtVersion,
  type QrAppRecord,
} from './qr-apps.repository.js'
import { addRuleScanCounts, addScanCounts, addSchemeLaunches, findCodeRow, findCodesForResolve, findRulesForMatch, findStoreRef, listRulesForStoreType, schemeLaunchesOn } from './qr-codes.repository.js'
import { channelOfApp, detectApp, isLiveLink, landingHtml, landingLaunches, providerLinkKey, providerLinkOf, uaScan, type LandingRegistration } from './qr-landing.js'
import { offlineDouyinProvider, type DouyinLinkProvider } from './douyin-link-provider.js'
import { createKeyedMemo } from './qr-keyed-memo.js'
import { matchRuleOf, pagesOf, resolveCode, ruleRefusal, tokenOf, type MatchCode, type MatchRule, type ScanContext } from './qr-match.js'
import { findQrRuleRow, listRuleBrands } from './qr-rules.repository.js'

export const QR_CHANNEL = 'qr_changes'
const BRAND_CHANNEL = 'brand_changes'
/** A Douyin link this close to its expiry is shown as expiring soon (生成抖音链接 makes it again). */
const DOUYIN_LINK_WARN_DAYS = 7
/**
 * Count rows per statement when the buffer is written: on the embedded database a statement runs on
 * the server's own thread, and a slice of 1,000 upserts held the scans behind it for tens of milliseconds.
 */
const COUNT_SLICE = 250
/** A flush of more code counts than this waits five times as long for the next. */
const BUSY_FLUSH_ROWS = 2000
const TRIGGERS = [
  'qr_codes_inserted',
  'qr_codes_updated',
  'qr_codes_deleted',
  'qr_codes_truncated',
  'qr_rules_inserted',
  'qr_rules_updated',
  'qr_rules_deleted',
  'qr_rules_truncated',
  'qr_rule_brands_inserted',
  'qr_rule_brands_updated',
  'qr_rule_brands_deleted',
  'qr_rule_brands_truncated',
  'qr_app_registrations_changed',
  'brands_counts_changed',
]

/** A code as a resolution reads it; its rule is kept apart, by id. */
type CodeEntry = Omit<MatchCode, 'rule'> & { ruleId: number | null }

export interface QrResolveDeps {
  db: Db
  clock: Clock
  brands: BrandsService
  notifications: DbNotifications | null
  /** `{PUBLIC_ORIGIN}/q/`. */
  prefix: string
  dailyCap: number
  log: FastifyBaseLogger
  /** How often buffered counts are written (ms). */
  flushMs?: number
  /** Codes kept in memory at most (default 200,000). */
  codeLimit?: number
  /** Code loads running at once at most; the misses asked meanwhile go together in the next. */
  loadConcurrency?: number
  /** Douyin's link maker (offline without an account) and how long its links last. */
  douyin?: DouyinLinkProvider
  douyinLinkDays?: number
}

/** The hot path: resolve a scanned code, the landing page, the simulator, the platform registrations. */
export const createQrResolveService = (deps: QrResolveDeps) => {
  const { db, clock } = deps
  const live = announcedLiveness(deps.notifications, () => hasTriggers(db, TRIGGERS))
  // Codes by token and rules by id, each forgotten by what the triggers name (migration 0032).
  const codes = createKeyedMemo<CodeEntry | null>({
    load: async (tokens) => new Map((await findCodesForResolve(db, tokens)).map((r) => [r.token, { ...r, extend: r.extend ?? {} }])),
    missing: null,
    live,
    limit: deps.codeLimit ?? 200_000,
    ...(deps.loadConcurrency ? { concurrency: deps.loadConcurrency } : {}),
  })
  const rules = createKeyedMemo<MatchRule | null>({
    load: async (ids) => new Map((await findRulesForMatch(db, ids.map(Number))).map((r) => [String(r.id), r])),
    missing: null,
    live,
    limit: 10_000,
  })
  const apps = createKeyedMemo<QrAppRecord[]>({ load: async () => new Map([['all', await listAppRegistrations(db)]]), missing: [], live, limit: 1 })
  deps.notifications?.on(QR_CHANNEL, (payload) => {
    if (payload === 'a') apps.forgetAll()
    else if (payload === 'c:*') codes.forgetAll()
    else if (payload === 'r:*') rules.forgetAll()
    else if (payload.startsWith('c:')) codes.forget(payload.slice(2))
    else if (payload.startsWith('r:')) rules.forget(payload.slice(2))
    else {
      // An announcement this version does not know (an older or newer trigger): forget everything.
      codes.forgetAll()
      rules.forgetAll()
      apps.forgetAll()
    }
  })
  // A brand's type decides which rules its codes may use.
  deps.notifications?.on(BRAND_CHANNEL, () => codes.forgetAll())
  deps.notifications?.onReset(() => {
    codes.forgetAll()
    rules.forgetAll()
    apps.forgetAll()
  })

  const lookup = async (token: string): Promise<MatchCode | null> => {
    let entry = codes.peek(token)
    if (entry === undefined) entry = await codes.get(token)
    if (entry === null) return null
    if (entry.ruleId === null) return { ...entry, rule: null }
    const key = String(entry.ruleId)
    let rule = rules.peek(key)
    if (rule === undefined) rule = await rules.get(key)
    return { ...entry, rule }
  }
  /** The code as {@link lookup} gives it, from memory only: undefined when the code or its rule is not kept. */
  const keptCode = (token: string): MatchCode | null | undefined => {
    const entry = codes.peek(token)
    if (entry === undefined || entry === null) return entry
    if (entry.ruleId === null) return { ...entry, rule: null }
    const rule = rules.peek(String(entry.ruleId))
    return rule === undefined ? undefined : { ...entry, rule }
  }
  const registrations = () => apps.get('all')

  // Counts are buffered in memory and written in one statement a second, never in the request.
  let scans = new Map<string, number>()
  let launches = new Map<string, number>()
  // The day in China, worked out once a second rather than on every scan.
  let daySecond = -1
  let dayText = ''
  const today = () => {
    const now = clock.now().getTime()
    const second = Math.floor(now / 1000)
    if (second !== daySecond) {
      daySecond = second
      dayText = toChinaDate(new Date(now))
    }
    return dayText
  }
  const count = (code: MatchCode, channel: number, outcome: string) => {
    // The rule the code opened under (or was refused by) when scanned goes with it: the rule page's 7-day figure.
    const key = `${code.codeId}|${code.rule?.id ?? ''}|${channel}|${outcome}|${today()}`
    scans.set(key, (scans.get(key) ?? 0) + 1)
  }
  const writeCounts = async () => {
    const s = scans
    const l = launches
    scans = new Map()
    launches = new Map()
    // In slices, each one statement, with a turn of the event loop between them: the embedded
    // database runs on this thread, and one statement of 15,000 rows would hold every scan waiting
    // for it. Each slice's rows are built when its turn comes: a busy flush holds tens of thousands
    // of keys (one per code scanned for the first time), and turning them all into rows at once held
    // the scans for tens of milliseconds. The rules' day totals of the slices written follow in one
    // statement: a slice of 250 codes touches up to 250 rules, and writing their totals with each
    // slice cost the slice as much again (bench:qr's codes are spread over 200 rules).
    const keys = s.entries()
    const take = () => {
      const slice: Array<Parameters<typeof addScanCounts>[1][number] & { ruleId: number | null }> = []
      while (slice.length < COUNT_SLICE) {
        const next = keys.next()
        if (next.done) break
        const [codeId, ruleId, channel, outcome, day] = next.value[0].split('|') as [string, string, string, string, string]
        slice.push({ codeId: Number(codeId), ruleId: ruleId === '' ? null : Number(ruleId), channel: Number(channel), outcome, day, count: next.value[1] })
      }
      return slice
    }
    const ruleTotals = new Map<string, number>()
    for (let slice = take(), first = true; slice.length > 0; slice = take(), first = false) {
      if (!first) await new Promise((resolve) => setImmediate(resolve))
      try {
        await addScanCounts(db, slice)
        for (const row of slice) if (row.ruleId !== null) ruleTotals.set(`${row.ruleId}|${row.day}`, (ruleTotals.get(`${row.ruleId}|${row.day}`) ?? 0) + row.count)
      } catch (err) {
        // Not retried forever: a slice the database refuses is dropped and said so.
        deps.log.warn({ err, rows: slice.length }, 'qr scan counts not written')
      }
    }
    try {
      await addRuleScanCounts(
        db,
        [...ruleTotals].map(([key, count]) => {
          const [ruleId, day] = key.split('|') as [string, string]
          return { ruleId: Number(ruleId), day, count }
        }),
      )
    } catch (err) {
      deps.log.warn({ err, rows: ruleTotals.size }, 'qr rule scan totals not written')
    }
    try {
      await addSchemeLaunches(
        db,
        [...l].map(([key, n]) => {
          const [appId, day] = key.split('|') as [string, string]
          return { appId, day, count: n }
        }),
      )
    } catch (err) {
      deps.log.warn({ err }, 'qr scheme launch counts not written')
    }
  }
  // One write at a time, in order: the last flush (on close) waits for the one the timer started,
  // so the server does not close its database under a write still running.
  let writing: Promise<void> = Promise.resolve()
  const flush = () => (writing = writing.then(writeCounts))
  // Every second; after a flush of many codes (thousands of codes scanned each second), every five:
  // a code's scans then share one row per write, and the counts cost the database a fifth as much.
  const quietMs = deps.flushMs ?? 1000
  let timer: NodeJS.Timeout | null = null
  let closed = false
  const next = (delay: number) => {
    if (closed) return
    timer = setTimeout(() => {
      const rows = scans.size
      void flush().then(() => next(rows > BUSY_FLUSH_ROWS ? quietMs * 5 : quietMs))
    }, delay)
    timer.unref()
  }
  next(quietMs)

  const landingRegs = (list: QrAppRecord[]): LandingRegistration[] => list.map((r) => ({ channel: r.channel, appId: r.appId, declaredPaths: r.declaredPaths, providerLinks: r.providerLinks }))

  /** A registration's Douyin links with their expiry and state, soonest first (unknown expiries last). */
  const douyinLinksOf = (r: QrAppRecord): QrAppRegistration['douyinLinks'] => {
    const now = clock.now().getTime()
    return Object.entries(r.providerLinks)
      .map(([key, stored]) => ({ key, ...providerLinkOf(stored)! }))
      .sort((a, b) => (a.expireAt ? Date.parse(a.expireAt) : Infinity) - (b.expireAt ? Date.parse(b.expireAt) : Infinity) || a.key.localeCompare(b.key))
      .map(({ key, link, expireAt }) => {
        const at = expireAt ? Date.parse(expireAt) : Infinity
        const state: QrAppRegistration['douyinLinks'][number]['state'] = !isLiveLink({ expireAt }, now) ? 'expired' : at - now <= DOUYIN_LINK_WARN_DAYS * 86_400_000 ? 'soon' : 'live'
        return { key, link, expireAt: expireAt ? toChinaTime(new Date(expireAt)) : '', state }
      })
  }

  const launchesFor = async (code: MatchCode | null, ua: string) => {
    const app = detectApp(ua)
    const fromUa = uaScan(ua, app)
    const own = channelOfApp(app)
    const resolve = (channel: number) => resolveCode(code, channel === own ? { channel, ...fromUa } : { channel, appVersion: '', os: fromUa.os })
    return { app, launches: landingLaunches(app, resolve, landingRegs(await registrations()), clock.now().getTime()), primary: resolve(own), channel: own }
  }

  const toRegistration = (r: QrAppRecord, today: Map<string, number>): QrAppRegistration => {
    const launchesToday = r.channel === QrChannel.wechat ? (today.get(r.appId) ?? 0) : 0
    return {
      id: r.id,
      channel: r.channel,
      appId: r.appId,
      // The prefix follows PUBLIC_ORIGIN: the one every code is printed with.
      prefix: deps.prefix,
      routerPage: r.routerPage,
      published: r.published,
      verifyFileName: r.verifyFileName,
      verifyFileContent: r.verifyFileContent,
      declaredPaths: r.declaredPaths,
      debugLinks: r.debugLinks,
      providerLinks: Object.fromEntries(Object.entries(r.providerLinks).map(([key, stored]) => [key, providerLinkOf(stored)!.link])),
      douyinLinks: douyinLinksOf(r),
      launchesToday,
      launchCap: deps.dailyCap,
      capWarning: launchesToday >= deps.dailyCap * 0.8 ? `今日已拉起 ${launchesToday} 次，接近微信每日 ${deps.dailyCap} 次上限` : '',
      version: r.version,
    }
  }

  return {
    flush,
    close: async () => {
      closed = true
      if (timer) clearTimeout(timer)
      await flush()
    },

    /** `GET /cmk-center/qrcode/resolve`: what the rules open for this scan, or why nothing opens. */
    async resolve(query: QrResolveQuery): Promise<QrResolution> {
      const token = tokenOf(query.q)
      const code = token ? await lookup(token) : null
      const result = resolveCode(code, query)
      if (code) count(code, query.channel, result.outcome)
      return result
    },

    /**
     * The same answer as {@link resolve} without waiting, when the code (and its rule) are in memory:
     * most scans, answered with no promise in between; undefined when something must be loaded first.
     */
    resolveKept(query: QrResolveQuery): QrResolution | undefined {
      const token = tokenOf(query.q)
      const code = token ? keptCode(token) : null
      if (code === undefined) return undefined
      const result = resolveCode(code, query)
      if (code) count(code, query.channel, result.outcome)
      return result
    },

    /** What the code opens on each channel (any version), for the refresh job. */
    async pagesOfToken(token: string) {
      const code = await lookup(token)
      return code && code.storeId !== null ? pagesOf(code.rule, code.brandId) : ''
    },

    /** The landing page `GET /q/{token}` for a browser or an app's web view. */
    async landing(token: string, ua: string) {
      const code = await lookup(token)
      const { launches: offered, primary, channel } = await launchesFor(code, ua)
      if (code) count(code, channel, `landing:${primary.outcome}`)
      const day = toChinaDate(clock.now())
      for (const l of offered) {
        if (l.kind !== 'wechat-scheme') continue
        const appId = /appid=([^&]+)/.exec(l.href)?.[1] ?? ''
        launches.set(`${decodeURIComponent(appId)}|${day}`, (launches.get(`${decodeURIComponent(appId)}|${day}`) ?? 0) + 1)
      }
      const title = code ? (primary.outcome === 'open' || offered.some((l) => l.href) ? '请选择打开方式' : primary.message) : QR_OUTCOMES.unknown
      return { status: code ? 200 : 404, html: landingHtml(offered, title) }
    },

    /** A verification file a platform asks for under the prefix, or null. */
    verifyFile: async (name: string) => (await findVerifyFile(db, name))?.content ?? null,

    /** The rule simulator: the resolve call's own matching, the landing's buttons and why each other rule did not match. */
    async simulate(session: SessionContext, body: QrSimulateBody): Promise<QrSimulation> {
      let code: MatchCode | null
      if (body.q) {
        const token = tokenOf(body.q)
        code = token ? await lookup(token) : null
        if (code) await deps.brands.visibleBrand(session, code.brandId)
      } else {
        const store = await findStoreRef(db, body.storeId!)
        if (!store) throw new AppError('NOT_FOUND', '门店不存在')
        await deps.brands.visibleBrand(session, store.brandId)
        const row = await findQrRuleRow(db, body.ruleId!)
        if (!row) throw new AppError('NOT_FOUND', '聚合码规则不存在或已删除')
        const named = await listRuleBrands(db, [row.rule.id])
        code = { codeId: 0, token: 'SIMULATED', brandId: store.brandId, storeId: store.id, extend: {}, brandType: store.brandType, rule: matchRuleOf(row.rule, named) }
      }
      const scan: ScanContext = { channel: body.channel, appVersion: body.appVersion, os: body.os }
      const resolution = resolveCode(code, scan)
      const { app, launches: offered } = await launchesFor(code, body.userAgent)
      const others = code
        ? (await listRulesForStoreType(db, code.brandType))
            .filter((r) => r.id !== code.rule?.id)
            .map((r) => {
              const refusal = ruleRefusal({ ...r, ruleBrands: r.ruleBrands }, code.brandId, scan)
              return { ruleId: r.id, alias: r.alias, reason: refusal ? QR_OUTCOMES[refusal] : `二维码未绑定此规则（此规则可打开 ${r.pagePath}）` }
            })
        : []
      return { resolution, app: body.userAgent ? app : '', launch: body.userAgent ? offered : [], others }
    },

    /**
     * Douyin's server makes the link that opens what the code opens on Douyin now; it is kept on the
     * Douyin registration under the page and query, where the landing page finds it. The call to
     * Douyin runs before the transaction that keeps it.
     */
    async douyinLink(session: SessionContext, codeId: number): Promise<{ link: QrDouyinLink; detail: Record<string, unknown> }> {
      assertPlatformWide(session.scope)
      const row = await findCodeRow(db, codeId)
      if (!row) throw new AppError('NOT_FOUND', '二维码不存在')
      const code = await lookup(row.code.token)
      const r = resolveCode(code, { channel: QrChannel.douyin, appVersion: '', os: '' })
      if (r.outcome !== 'open') throw new AppError('BAD_REQUEST', `该二维码在抖音不能打开：${r.message}`)
      const registration = (await listAppRegistrations(db)).find((a) => a.channel === QrChannel.douyin)
      if (!registration) throw new AppError('BAD_REQUEST', '请先登记抖音小程序')
      const expireAt = new Date(clock.now().getTime() + (deps.douyinLinkDays ?? 30) * 86_400_000)
      const link = await (deps.douyin ?? offlineDouyinProvider).generate({ appId: registration.appId, path: r.pagePath, query: r.query, expireAt })
      const key = providerLinkKey(r.pagePath, r.query)
      await db.transaction(async (tx) => {
        const current = await findAppRegistrationForUpdate(tx, registration.id)
        if (!current) throw new AppError('NOT_FOUND', '登记不存在或已删除')
        await updateAppRegistrationAtVersion(tx, current.id, current.version, { providerLinks: { ...current.providerLinks, [key]: { link, expireAt: expireAt.toISOString() } }, updatedBy: session.accountId, updatedAt: clock.now() })
      })
      return { link: { link, key, expireAt: toChinaTime(expireAt) }, detail: { codeId, appId: registration.appId, key, link } }
    },

    async registrations(): Promise<QrAppRegistration[]> {
      const today = new Map((await schemeLaunchesOn(db, toChinaDate(clock.now()))).map((r) => [r.appId, Number(r.count)]))
      return (await listAppRegistrations(db)).map((r) => toRegistration(r, today))
    },

    /** Per channel and app id: the prefix rule's state on the platform (platform-wide data). */
    async saveRegistration(session: SessionContext, body: QrAppRegistrationBody) {
      assertPlatformWide(session.scope)
      const values = {
        channel: body.channel,
        appId: body.appId,
        prefix: deps.prefix,
        routerPage: body.routerPage.replace(/^\/+/, ''),
        published: body.published,
        verifyFileName: body.verifyFileName,
        verifyFileContent: body.verifyFileContent,
        declaredPaths: [...new Set(body.declaredPaths.map((p) => p.replace(/^\/+/, '')))],
        debugLinks: body.debugLinks,
        updatedBy: session.accountId,
        updatedAt: clock.now(),
      }
      const id = await db.transaction(async (tx) => {
        if (body.id === undefined) {
          if (await findAppRegistrationByApp(tx, body.channel, body.appId)) throw new AppError('CONFLICT', '该渠道的 AppID 已登记，请编辑原登记')
          const created = await insertAppRegistration(tx, { ...values, providerLinks: {} })
          if (created === null) throw new AppError('CONFLICT', '该渠道的 AppID 已登记，请编辑原登记')
          return created
        }
        const current = await findAppRegistrationForUpdate(tx, body.id)
        if (!current) throw new AppError('NOT_FOUND', '登记不存在或已删除')
        // Douyin's links are made only by 生成抖音链接 and kept across a save, for the same app only.
        const providerLinks = current.channel === body.channel && current.appId === body.appId ? current.providerLinks : {}
        if (!(await updateAppRegistrationAtVersion(tx, body.id, body.version ?? current.version, { ...values, providerLinks }))) throw new AppError('CONFLICT', '该登记已被他人修改，请刷新后重试')
        return body.id
      })
      const saved = (await this.registrations()).find((r) => r.id === id)!
      return { registration: saved, detail: { id, channel: body.channel, appId: body.appId, published: body.published, declaredPaths: values.declaredPaths } }
    },

    /**
     * Removes a registration (platform-wide data): the landing page then offers no button for that app,
     * and its verification file is no longer served. The operation log keeps what was removed.
     */
    async removeRegistration(session: SessionContext, id: number) {
      assertPlatformWide(session.scope)
      return db.transaction(async (tx) => {
        const current = await findAppRegistrationForUpdate(tx, id)
        if (!current || !(await deleteAppRegistration(tx, id))) throw new AppError('NOT_FOUND', '登记不存在或已删除')
        return { id, channel: current.channel, appId: current.appId, routerPage: current.routerPage, published: current.published, declaredPaths: current.declaredPaths }
      })
    },
  }
}

export type QrResolveService = ReturnType<typeof createQrResolveService>
