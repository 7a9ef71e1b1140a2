import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './build-app.js'

/** A gateway that holds each request until the test releases it (or answers it with a failure). */
const startHeldGateway = async () => {
  const held: Array<(status: number) => void> = []
  let arrived: () => void = () => {}
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      held.push((status) => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'))
      arrived()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    nextArrival: () => new Promise<void>((resolve) => (arrived = resolve)),
    release: (status = 200) => held.shift()!(status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('sending a code while the SMS gateway is slow', () => {
  let t: TestApp
  let gateway: Awaited<ReturnType<typeof startHeldGateway>>
  beforeAll(async () => {
    gateway = await startHeldGateway()
    t = await createTestApp({ env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url, SMS_HTTP_SECRET: 'gateway-secret-0123456789' } })
  })
  afterAll(async () => {
    await t.close()
    await gateway.close()
  })

  const send = (phone: string) => t.app.inject({ method: 'POST', url: '/org-center/account/send-sms-v2', payload: { phone, type: 1 } })

  it('holds no transaction while it waits: other requests reach the database meanwhile', async () => {
    const arrival = gateway.nextArrival()
    const sending = send('13700001111')
    await arrival
    // The gateway has the request and has not answered. A call that needs the database must not wait for it.
    const read = t.app.inject({ method: 'GET', url: '/org-center/account/has-been-registered?username=13700001111' })
    const outcome = await Promise.race([read.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('stalled'), 5000))])
    expect(outcome).toBe('answered')
    gateway.release(200)
    expect((await sending).json()).toMatchObject({ status: true })
  })

  it('answers a failed send honestly and leaves no usable code or spent quota behind', async () => {
    const arrival = gateway.nextArrival()
    const sending = send('13700002222')
    await arrival
    gateway.release(502)
    const failed = await sending
    expect(failed.statusCode).toBe(503)
    expect(failed.json()).toMatchObject({ status: false, message: '验证码发送失败，请稍后再试' })
    // Nothing was sent, so no 60 s wait applies: the next try goes to the gateway at once.
    const again = gateway.nextArrival()
    const retry = send('13700002222')
    await again
    gateway.release(200)
    expect((await retry).json()).toMatchObject({ status: true })
  })
})
