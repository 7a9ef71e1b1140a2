import { randomBytes } from 'node:crypto'
import { success } from '@yunying/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { signedHeaders } from '../src/modules/access/signed-access.js'
import { createTestApp, twoInstancesWithRedis, type TestApp } from './build-app.js'
import { runCleanup } from './factories/tasks.js'

// A captured signed call replayed to another instance behind the balancer is refused there too:
// the spent nonces live in the database, or in Redis when it is configured.
const SECRET = `replay-secret-${randomBytes(8).toString('hex')}`
const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.signedAccess.registerFamily('replay-test', { resolveKey: (keyId) => (keyId === 'dev-r' ? SECRET : null) })
  app.post('/test/replay/report', { config: { access: 'signed:replay-test' }, schema: { body: z.object({ value: z.number() }) } }, async (request) =>
    success({ value: request.body.value }),
  )
}

const body = JSON.stringify({ value: 3 })
const signed = (t: TestApp) =>
  signedHeaders({ keyId: 'dev-r', secret: SECRET }, { method: 'POST', path: '/test/replay/report', nonce: randomBytes(12).toString('hex'), rawBody: body, now: t.clock.now() })
const send = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/test/replay/report', headers: { 'content-type': 'application/json', ...headers }, payload: body })

const nonceRows = async (t: TestApp) =>
  Number(((await t.database.db.execute(sql`select count(*)::int as n from signed_nonces`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)

const replayRefusedAcross = (apps: () => [TestApp, TestApp]) => async () => {
  const [a, b] = apps()
  const once = signed(a)
  expect((await send(a, once)).json()).toMatchObject({ status: true, data: { value: 3 } })
  const replay = await send(b, once)
  expect(replay.statusCode).toBe(401)
  expect(replay.json()).toEqual({ status: false, code: 40100, message: '签名无效', data: null })
  expect((await send(a, once)).statusCode).toBe(401)
  // A fresh nonce still passes on either instance.
  expect((await send(b, signed(b))).statusCode).toBe(200)
}

describe('signed-call nonces, two instances on one database', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await createTestApp({ deps: { extraRoutes: deviceRoutes } })
    b = await createTestApp({ deps: { extraRoutes: deviceRoutes }, database: a.database })
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  it('a call replayed to the other instance is refused', replayRefusedAcross(() => [a, b]))

  it('the housekeeping job forgets nonces past their window', async () => {
    await send(a, signed(a))
    // Both instances share one clock in life, and either runner may claim the cleanup job.
    a.clock.advance(6 * 60_000)
    b.clock.advance(6 * 60_000)
    expect(await runCleanup(a)).toMatchObject({ status: 'done', error: '' })
    expect(await nonceRows(a)).toBe(0)
  })
})

const redisUrl = process.env.TEST_REDIS_URL
describe.runIf(Boolean(redisUrl))('signed-call nonces, two instances with Redis', () => {
  const redis = twoInstancesWithRedis(redisUrl!, { extraRoutes: deviceRoutes })

  it('a call replayed to the other instance is refused', replayRefusedAcross(() => [redis.a, redis.b]))

  it('keeps the nonce in Redis, not in the database', async () => {
    await send(redis.a, signed(redis.a))
    expect(await nonceRows(redis.a)).toBe(0)
  })
})
