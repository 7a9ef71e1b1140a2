import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, dbKind, type TestApp } from './build-app.js'
import { authed, buildAccount, login, loginAsAdmin } from './factories/accounts.js'
import { rowsOf } from './factories/brands.js'

const INFO = '/sellers/user/info'

/**
 * The session cache of ADR 0009: a session that has been used (and so is held in memory) stops
 * working as soon as anything ends it. On the embedded database every notification is handled before
 * the write returns; on PostgreSQL the instance that wrote has heard of it before its answer is sent,
 * and another instance hears of it on commit, over its listening connection (a few milliseconds).
 */
const env = { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' }

describe(`the in-memory session cache (${dbKind})`, () => {
  let t: TestApp
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp({ env })
    admin = authed(await loginAsAdmin(t))
  })
  afterAll(() => t.close())

  const post = (app: TestApp, headers: Record<string, string>, url: string, payload: object = {}) => app.app.inject({ method: 'POST', url, headers, payload })
  const status = async (app: TestApp, token: string) => (await post(app, authed(token), INFO)).statusCode
  /** A signed-in operator whose session has been used once, so this instance holds it in memory. */
  const cachedOperator = async (app: TestApp = t) => {
    const account = await buildAccount(t, { name: '缓存会话' })
    const token = await login(app, account.username, account.password)
    expect(await status(app, token)).toBe(200)
    expect(await status(app, token)).toBe(200)
    return { account, token }
  }
  /**
   * What another instance sees: at once on the embedded database (one process); on PostgreSQL once
   * its listener has the notification, which the test waits for (never longer than 2 s).
   */
  const eventually = async (check: () => Promise<number>, expected: number) => {
    if (dbKind === 'pglite') expect(await check()).toBe(expected)
    else await expect.poll(check, { timeout: 2000, interval: 5 }).toBe(expected)
  }

  it('ends a used session at logout: the very next request answers 50002', async () => {
    const { token } = await cachedOperator()
    expect((await post(t, authed(token), '/sellers/exclude/logout')).statusCode).toBe(200)
    const replay = await post(t, authed(token), INFO)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().code).toBe(50002)
  })

  it('ends used sessions when an operator signs them out by force, disables the account or resets its password', async () => {
    const kicked = await cachedOperator()
    expect((await post(t, admin, '/org-center/operator/kick', { id: kicked.account.id })).json()).toMatchObject({ status: true, data: { endedSessions: 1 } })
    expect(await status(t, kicked.token)).toBe(401)

    const disabled = await cachedOperator()
    expect((await post(t, admin, '/org-center/operator/status', { id: disabled.account.id, status: 0 })).statusCode).toBe(200)
    expect(await status(t, disabled.token)).toBe(401)

    const reset = await cachedOperator()
    expect((await post(t, admin, '/org-center/operator/reset-password', { id: reset.account.id })).statusCode).toBe(200)
    expect(await status(t, reset.token)).toBe(401)
  })

  it('ends every session of an account whose password its owner changed, the one in another browser too', async () => {
    const { account, token } = await cachedOperator()
    const other = await login(t, account.username, account.password)
    expect(await status(t, other)).toBe(200)
    const changed = await post(t, authed(token), '/org-center/account/update-password', { oldPassword: account.password, password: 'Changed#2026pw' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await status(t, token)).toBe(401)
    expect(await status(t, other)).toBe(401)
  })

  it('follows a write made behind the server’s back: a hand-run revocation and an administrator’s forced password change', async () => {
    const revoked = await cachedOperator()
    await t.database.db.execute(sql`update sessions set revoked_at = now() where account_id = ${revoked.account.id}`)
    await eventually(() => status(t, revoked.token), 401)

    const forced = await cachedOperator()
    await t.database.db.execute(sql`update accounts set must_change_password = true where id = ${forced.account.id}`)
    const operatorList = () => post(t, authed(forced.token), '/org-center/operator/list', { pageNum: 1, pageSize: 10 }).then((r) => r.json().code as number)
    await eventually(operatorList, 10_004)
  })

  it('ends a session on a second instance that holds it in memory: logout, forced sign-out and a disabled account', async () => {
    const second = await createTestApp({ env, database: t.database })
    try {
      const loggedOut = await cachedOperator(second)
      expect(await status(t, loggedOut.token)).toBe(200)
      expect((await post(t, authed(loggedOut.token), '/sellers/exclude/logout')).statusCode).toBe(200)
      await eventually(() => status(second, loggedOut.token), 401)

      const kicked = await cachedOperator(second)
      expect((await post(t, admin, '/org-center/operator/kick', { id: kicked.account.id })).statusCode).toBe(200)
      await eventually(() => status(second, kicked.token), 401)

      const disabled = await cachedOperator(second)
      expect((await post(t, admin, '/org-center/operator/status', { id: disabled.account.id, status: 0 })).statusCode).toBe(200)
      await eventually(() => status(second, disabled.token), 401)
    } finally {
      await second.close()
    }
  })

  it.runIf(dbKind === 'postgres')('reads through the database while its listener is lost, and listens again', async () => {
    const listeners = () =>
      rowsOf<{ pid: number }>(t, sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (query like 'LISTEN %' or query like 'NOTIFY "yy_settle_%')`)
    const before = (await listeners()).map((r) => r.pid)
    expect(before).toHaveLength(1)
    const first = await cachedOperator()
    await t.database.db.execute(sql`select pg_terminate_backend(${before[0]!})`)
    // Revoked while nobody listens: the notification is lost, the cached session must not survive it.
    await t.database.db.execute(sql`update sessions set revoked_at = now() where account_id = ${first.account.id}`)
    await eventually(() => status(t, first.token), 401)
    // A new listening connection, and notifications work again.
    await expect.poll(async () => (await listeners()).map((r) => r.pid).filter((pid) => !before.includes(pid)).length, { timeout: 10_000, interval: 50 }).toBe(1)
    const later = await cachedOperator()
    expect((await post(t, admin, '/org-center/operator/kick', { id: later.account.id })).statusCode).toBe(200)
    expect(await status(t, later.token)).toBe(401)
  })

  it('still checks idle and absolute expiry on every request, against the clock', async () => {
    const { token } = await cachedOperator()
    t.clock.advance(t.config.SESSION_IDLE_MINUTES * 60_000 + 1000)
    expect(await status(t, token)).toBe(401)

    const busy = await cachedOperator()
    const step = (t.config.SESSION_IDLE_MINUTES * 60_000) / 2
    let elapsed = 0
    while (elapsed + step < t.config.SESSION_MAX_HOURS * 3_600_000) {
      t.clock.advance(step)
      elapsed += step
      expect(await status(t, busy.token)).toBe(200)
    }
    t.clock.advance(step)
    expect(await status(t, busy.token)).toBe(401)
  })
})
