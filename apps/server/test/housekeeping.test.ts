import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures } from '../src/modules/auth/login-failures.table.js'
import { sessions } from '../src/modules/auth/sessions.table.js'
import { qrLogins, smsCodes } from '../src/modules/login/login.table.js'
import { createTestApp, type TestApp } from './build-app.js'
import { buildAccount } from './factories/accounts.js'
import { FAST_JOBS, runCleanup } from './factories/tasks.js'

const DAY = 86_400_000

describe('the cleanup job prunes what no rule reads any more', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_JOBS })
  })
  afterAll(() => t.close())

  it('removes ended sessions, old codes, expired QR sign-ins and old sign-in failures, and keeps live ones', async () => {
    const { db } = t.database
    const account = await buildAccount(t)
    const now = t.clock.now()
    const ago = (ms: number) => new Date(now.getTime() - ms)
    const session = (tokenHash: string, values: Partial<typeof sessions.$inferInsert>) =>
      db.insert(sessions).values({ tokenHash, accountId: account.id, expiresAt: new Date(now.getTime() + DAY), ...values }).returning({ id: sessions.id })
    const [expired] = await session('a'.repeat(64), { expiresAt: ago(2 * DAY) })
    const [revoked] = await session('b'.repeat(64), { revokedAt: ago(2 * DAY) })
    const [live] = await session('c'.repeat(64), {})
    const [justRevoked] = await session('d'.repeat(64), { revokedAt: ago(60_000) })
    const code = (phone: string, createdAt: Date) =>
      db.insert(smsCodes).values({ phone, purpose: 1, channel: 'sms', codeHash: 'e'.repeat(64), createdAt, expiresAt: new Date(createdAt.getTime() + 300_000) }).returning({ id: smsCodes.id })
    const [oldCode] = await code('13700009991', ago(3 * DAY))
    const [recentCode] = await code('13700009992', ago(3_600_000))
    const qr = (key: string, expiresAt: Date) => db.insert(qrLogins).values({ key, bindingHash: 'f'.repeat(64), createdAt: ago(DAY), expiresAt })
    await qr('qr-old-housekeeping', ago(2 * 3_600_000))
    await qr('qr-live-housekeeping', new Date(now.getTime() + 60_000))
    const [oldFailure] = await db.insert(loginFailures).values({ key: 'acct:hk-old', createdAt: ago(DAY) }).returning({ id: loginFailures.id })
    const [recentFailure] = await db.insert(loginFailures).values({ key: 'acct:hk-new', createdAt: ago(60_000) }).returning({ id: loginFailures.id })

    expect(await runCleanup(t)).toMatchObject({ status: 'done', error: '' })

    const sessionIds = (await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, [expired!.id, revoked!.id, live!.id, justRevoked!.id]))).map((r) => r.id)
    expect(sessionIds.sort()).toEqual([live!.id, justRevoked!.id].sort())
    expect((await db.select({ id: smsCodes.id }).from(smsCodes).where(inArray(smsCodes.id, [oldCode!.id, recentCode!.id]))).map((r) => r.id)).toEqual([recentCode!.id])
    expect((await db.select({ key: qrLogins.key }).from(qrLogins).where(inArray(qrLogins.key, ['qr-old-housekeeping', 'qr-live-housekeeping']))).map((r) => r.key)).toEqual(['qr-live-housekeeping'])
    expect((await db.select({ id: loginFailures.id }).from(loginFailures).where(inArray(loginFailures.id, [oldFailure!.id, recentFailure!.id]))).map((r) => r.id)).toEqual([recentFailure!.id])
  })
})
