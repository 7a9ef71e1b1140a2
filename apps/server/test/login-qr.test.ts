import { describe, expect, it } from 'vitest'
import { adminTestApp, authed, loginAsAdmin } from './factories/accounts.js'
import { readLoginLog } from './factories/login-log.js'

describe('QR sign-in as a state machine', () => {
  const t = adminTestApp({ env: { QR_TTL_SECONDS: '120', PUBLIC_ORIGIN: 'https://ops.example.com' } })

  const ask = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/org-center/account/get-qrcode' })
    const binding = res.cookies.find((c) => c.name === 'qr-binding')!
    expect(binding.httpOnly).toBe(true)
    return { ...(res.json().data as { key: string; imgSrc: string }), binding: binding.value }
  }
  const status = (key: string, binding?: string) =>
    t.app.inject({ method: 'GET', url: `/org-center/account/get-qrcode-status?key=${encodeURIComponent(key)}`, cookies: binding ? { 'qr-binding': binding } : {} }).then((r) => r.json().data as { state: number; authToken: string | null })
  const phone = (action: string, key: string, token = t.operator) =>
    t.app.inject({ method: 'POST', url: `/org-center/account/qrcode-${action}`, headers: authed(token), payload: { key } })
  const finish = (key: string, authToken: string, binding?: string) =>
    t.app.inject({ method: 'POST', url: '/org-center/account/login-by-app-scanner', payload: { authToken, id: key }, cookies: binding ? { 'qr-binding': binding } : {} })

  it('goes waiting → scanned → confirmed → signed in, once', async () => {
    const qr = await ask()
    expect(qr.imgSrc).toMatch(/^data:image\/png;base64,/)
    expect(await status(qr.key, qr.binding)).toEqual({ state: 0, authToken: null })
    expect((await phone('scan', qr.key)).json().data).toEqual({ state: 1 })
    expect(await status(qr.key, qr.binding)).toEqual({ state: 1, authToken: null })
    expect((await phone('confirm', qr.key)).json().data).toEqual({ state: 2 })
    const confirmed = await status(qr.key, qr.binding)
    expect(confirmed.state).toBe(2)
    expect(confirmed.authToken).toBeTruthy()
    const done = await finish(qr.key, confirmed.authToken!, qr.binding)
    expect(done.json()).toMatchObject({ status: true, data: { token: expect.any(String) } })
    const info = await t.app.inject({ method: 'POST', url: '/sellers/user/info', headers: authed(done.json().data.token), payload: {} })
    expect(info.json().data.username).toBe('13800000000')
    // Spent: the same key and token sign nobody in again.
    expect((await finish(qr.key, confirmed.authToken!, qr.binding)).json()).toMatchObject({ status: false, message: '二维码已失效，请刷新后重新扫码' })
    expect((await status(qr.key, qr.binding)).state).toBe(-1)
    // Both attempts are in the login log: the sign-in and the refused replay.
    const log = await readLoginLog(t, { method: 'qr' })
    expect(log.map((r) => [r.success, r.accountPhone, r.reason])).toEqual([
      [false, '', '二维码已失效，请刷新后重新扫码'],
      [true, '138****0000', ''],
    ])
  })

  it('binds the key to the browser that asked: another browser sees it as expired and cannot finish', async () => {
    const qr = await ask()
    await phone('scan', qr.key)
    await phone('confirm', qr.key)
    expect(await status(qr.key)).toEqual({ state: -1, authToken: null })
    expect(await status(qr.key, 'someone-elses-cookie')).toEqual({ state: -1, authToken: null })
    const { authToken } = await status(qr.key, qr.binding)
    expect((await finish(qr.key, authToken!, 'someone-elses-cookie')).json().status).toBe(false)
    expect((await finish(qr.key, authToken!)).json().status).toBe(false)
    expect((await finish(qr.key, authToken!, qr.binding)).json().status).toBe(true)
  })

  it('expires after its lifetime', async () => {
    const qr = await ask()
    t.clock.advance(121_000)
    expect((await status(qr.key, qr.binding)).state).toBe(-1)
    expect((await phone('scan', qr.key)).json()).toMatchObject({ status: false, message: '二维码已失效，请在电脑上刷新二维码' })
  })

  it('refuses a confirm without a scan, a scan by a second phone, and honours cancel', async () => {
    const qr = await ask()
    expect((await phone('confirm', qr.key)).json()).toMatchObject({ status: false, code: 40900 })
    await phone('scan', qr.key)
    const other = await loginAsAdmin(t)
    expect((await phone('scan', qr.key, other)).json().data).toEqual({ state: 1 })
    expect((await phone('cancel', qr.key)).json().data).toEqual({ state: -1 })
    expect((await status(qr.key, qr.binding)).state).toBe(-1)
  })

  it('needs a signed-in phone to scan', async () => {
    const qr = await ask()
    const res = await t.app.inject({ method: 'POST', url: '/org-center/account/qrcode-scan', payload: { key: qr.key } })
    expect(res.json().code).toBe(50002)
  })
})
