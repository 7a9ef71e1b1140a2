import { configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { PASSWORD_POLICY_TEXT } from '@yunying/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { clearToken, readToken, writeToken } from '../../../shared/lib/cookie.js'
import { installFakeGateway } from '../testing/fake-gateway.js'
import { renderAuth } from '../testing/render-auth.js'
import { AccountRegistrationPage } from './account-registration-page.js'
import { ForgetPasswordPage } from './forget-password-page.js'
import { UpdatePasswordPage } from './update-password-page.js'

vi.setConfig({ testTimeout: 30_000 })
// Role queries skip the costly visibility check (`hidden`): the screens render no hidden duplicates.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true })
const gateway = installFakeGateway()
const PHONE = '13700000009'
const fill = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } })
const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }))

beforeEach(() => {
  gateway.current.reset()
  gateway.current.on('POST /org-center/account/send-sms-v2', { data: { resendAfterSeconds: 60 } })
  gateway.current.on('POST /org-center/account/validate-sms-code', { data: { ticket: 'ticket-1', expiresInSeconds: 600 } })
})
afterEach(() => {
  clearToken()
  useAccountStore.getState().clear()
})

describe('/accountRegistration', () => {
  it('sends a register code to the phone from the query, trades it for a ticket and registers, signed in', async () => {
    gateway.current.on('GET /org-center/account/has-been-registered', { data: { registered: false } })
    gateway.current.on('POST /org-center/account/register', { data: { token: 'tok-new', needSelectOrg: true } })
    renderAuth(<AccountRegistrationPage />, { path: '/accountRegistration', at: `/accountRegistration?phone=${PHONE}` })
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue(PHONE)
    // The policy is told before anything is submitted.
    expect(screen.getByText(`密码规则：${PASSWORD_POLICY_TEXT}`)).toBeInTheDocument()

    click(/获取验证码/)
    expect(await screen.findByRole('button', { name: '60s 后重新发送' })).toBeDisabled()
    expect(gateway.current.calls('POST /org-center/account/send-sms-v2')[0]!.body).toMatchObject({ phone: PHONE, type: 2 })

    fill('请输入6位验证码', '246810')
    fill('请输入姓名', '新店长')
    fill('请设置密码', 'abcdefgh')
    fill('请再次输入密码', 'abcdefgh')
    click(/注册并登录/)
    expect(await screen.findByText('密码须同时包含字母和数字')).toBeInTheDocument()
    expect(await screen.findByText('请先阅读并同意《服务协议》和《隐私政策》')).toBeInTheDocument()

    fill('请设置密码', 'abcd1234')
    fill('请再次输入密码', 'abcd1234')
    fireEvent.click(screen.getByRole('checkbox'))
    click(/注册并登录/)
    expect(await screen.findByTestId('landed')).toHaveTextContent('login /login')
    expect(gateway.current.calls('POST /org-center/account/validate-sms-code')[0]!.body).toMatchObject({ phone: PHONE, smsCode: '246810', type: 2, from: 1 })
    expect(gateway.current.calls('POST /org-center/account/register')[0]!.body).toMatchObject({ phone: PHONE, ticket: 'ticket-1', name: '新店长', password: 'abcd1234' })
    expect(readToken()).toBe('tok-new')
  })

  it('offers sign-in instead when the phone already has an account', async () => {
    gateway.current.on('GET /org-center/account/has-been-registered', { data: { registered: true } })
    renderAuth(<AccountRegistrationPage />, { path: '/accountRegistration', at: `/accountRegistration?phone=${PHONE}` })
    click(/获取验证码/)
    expect(await screen.findByRole('link', { name: '直接登录' })).toHaveAttribute('href', `/login?loginType=phone&toLogIn=1&phone=${PHONE}`)
    expect(gateway.current.calls('POST /org-center/account/send-sms-v2')).toHaveLength(0)
  })
})

describe('/forgetPassword', () => {
  it('resets the password with a reset code and returns to password login', async () => {
    gateway.current.on('GET /org-center/account/has-been-registered', { data: { registered: true } })
    gateway.current.on('POST /org-center/account/reset-password', { data: null })
    renderAuth(<ForgetPasswordPage />, { path: '/forgetPassword', at: '/forgetPassword' })
    fill('请输入手机号', PHONE)
    click(/获取验证码/)
    await screen.findByRole('button', { name: '60s 后重新发送' })
    expect(gateway.current.calls('POST /org-center/account/send-sms-v2')[0]!.body).toMatchObject({ phone: PHONE, type: 3 })
    fill('请输入6位验证码', '135790')
    fill('请设置新密码', 'newpass99')
    fill('请再次输入新密码', 'newpass98')
    click(/重置密码/)
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument()
    fill('请再次输入新密码', 'newpass99')
    click(/重置密码/)
    expect(await screen.findByTestId('landed')).toHaveTextContent('login /login?loginType=password')
    expect(gateway.current.calls('POST /org-center/account/reset-password')[0]!.body).toMatchObject({ phone: PHONE, ticket: 'ticket-1', password: 'newpass99' })
  })
})

describe('/updatePassword', () => {
  it('sends a visitor without a session to /login', async () => {
    renderAuth(<UpdatePasswordPage />, { path: '/updatePassword', at: '/updatePassword' })
    expect(await screen.findByTestId('landed')).toHaveTextContent('login /login')
  })

  it('shows a wrong old password under its field', async () => {
    writeToken('tok-1')
    gateway.current.on('POST /org-center/account/update-password', { status: 400, ok: false, code: 40001, message: '原密码错误' })
    renderAuth(<UpdatePasswordPage />, { path: '/updatePassword', at: '/updatePassword' })
    fill('请输入原密码', 'wrong')
    fill('请设置新密码', 'Better123')
    fill('请再次输入新密码', 'Better123')
    click(/确认修改/)
    expect(await screen.findByText('原密码错误')).toBeInTheDocument()
    expect(readToken()).toBe('tok-1')
  })

  it('on success forgets the account and asks for a new sign-in', async () => {
    writeToken('tok-1')
    useAccountStore.getState().setOrg({ type: 2, typeId: 3, typeName: '一叶茶饮' }, { id: 3, name: '一叶茶饮', brandType: 2, logo: '' })
    gateway.current.on('POST /org-center/account/update-password', { data: null })
    renderAuth(<UpdatePasswordPage />, { path: '/updatePassword', at: '/updatePassword' })
    fill('请输入原密码', 'Old12345')
    fill('请设置新密码', 'Better123')
    fill('请再次输入新密码', 'Better123')
    click(/确认修改/)
    expect(await screen.findByTestId('landed')).toHaveTextContent('login /login')
    expect(await screen.findByText('密码已修改，请重新登录')).toBeInTheDocument()
    expect(gateway.current.calls('POST /org-center/account/update-password')[0]!.body).toMatchObject({ oldPassword: 'Old12345', password: 'Better123' })
    await waitFor(() => expect(readToken()).toBeNull())
    expect(useAccountStore.getState().brand).toBeNull()
  })
})
