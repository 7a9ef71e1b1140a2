import { fireEvent, screen, waitFor } from '@testing-library/react'
import { LoginResultSchema, QrCodeResultSchema, QrStatusResultSchema } from '@yunying/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearToken } from '../../../../shared/lib/cookie.js'
import { fakeApi, type FakeApi } from '../../../../test/screen.js'
import { configureAuthTests, renderAuth } from '../../testing/render-auth.js'
import { LoginPage } from '../../pages/login-page.js'

configureAuthTests()
let api: FakeApi
const QR = 'account/get-qrcode'
const STATUS = 'account/get-qrcode-status'
const PIXEL = 'data:image/png;base64,iVBORw0KGgo='

let states: Array<{ state: number; authToken: string | null }>
beforeEach(() => {
  let n = 0
  api = fakeApi()
    .answer(QR, QrCodeResultSchema, () => ({ imgSrc: PIXEL, key: `key-${++n}`, expiresInSeconds: 120 }))
    .answer(STATUS, QrStatusResultSchema, () => (states.length > 1 ? states.shift()! : states[0]!))
})
// The clock is faked but moves with real time, so the screen renders as usual; to prove that polling has
// stopped, a test moves the clock past several polling intervals at once instead of sleeping through them.
beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => {
  vi.useRealTimers()
  clearToken()
})

describe('QR login', () => {
  it('polls every second: scanned asks for the phone, expired offers 点击刷新 and a new code', async () => {
    states = [{ state: 0, authToken: null }, { state: 1, authToken: null }, { state: -1, authToken: null }]
    renderAuth(<LoginPage />, { path: '/login', at: '/login?loginType=qr' })
    expect(await screen.findByAltText('登录二维码')).toHaveAttribute('src', PIXEL)
    expect(await screen.findByText('扫码成功，请在手机上确认')).toBeInTheDocument()
    expect(await screen.findByText('二维码已失效')).toBeInTheDocument()
    const polled = api.calls(STATUS)
    expect(polled.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-1'])
    // Expired is final: three more polling intervals pass without a poll.
    await vi.advanceTimersByTimeAsync(3000)
    expect(api.calls(STATUS)).toHaveLength(3)

    states = [{ state: 0, authToken: null }]
    fireEvent.click(screen.getByRole('button', { name: /点击刷新/ }))
    await waitFor(() => expect(api.calls(QR)).toHaveLength(2))
    await waitFor(() => expect(api.calls(STATUS).at(-1)!.key).toBe('key-2'))
    expect(screen.queryByText('二维码已失效')).toBeNull()
  })

  it('confirmed: spends the key with its authToken and signs in', async () => {
    states = [{ state: 2, authToken: 'auth-1' }]
    api.answer('account/login-by-app-scanner', LoginResultSchema, () => ({ token: 'tok-qr', needSelectOrg: false }))
    renderAuth(<LoginPage />, { path: '/login', at: '/login?loginType=qr' })
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^home \/$/)
    expect(api.calls('account/login-by-app-scanner')[0]).toMatchObject({ authToken: 'auth-1', id: 'key-1' })
  })

  it('stops polling when another method is chosen', async () => {
    states = [{ state: 0, authToken: null }]
    renderAuth(<LoginPage />, { path: '/login', at: '/login?loginType=qr' })
    await waitFor(() => expect(api.calls(STATUS).length).toBeGreaterThan(0))
    fireEvent.click(screen.getByRole('tab', { name: '账号密码登录' }))
    await screen.findByPlaceholderText('请输入密码')
    const count = api.calls(STATUS).length
    await vi.advanceTimersByTimeAsync(3000)
    expect(api.calls(STATUS)).toHaveLength(count)
  })
})
