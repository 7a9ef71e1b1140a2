import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HasBeenRegisteredResultSchema, LoginResultSchema, PASSWORD_POLICY_TEXT, SendSmsResultSchema, ValidateSmsResultSchema } from '@yunying/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { clearToken, readToken, writeToken } from '../../../shared/lib/cookie.js'
import { fakeApi, NoData, type FakeApi } from '../../../test/screen.js'
import { configureAuthTests, renderAuth } from '../testing/render-auth.js'
import { AccountRegistrationPage } from './account-registration-page.js'
import { ForgetPasswordPage } from './forget-password-page.js'
import { UpdatePasswordPage } from './update-password-page.js'

configureAuthTests()
let api: FakeApi
const PHONE = '13700000009'
const fill = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } })
const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }))

beforeEach(() => {
  api = fakeApi()
  api.answer('account/send-sms-v2', SendSmsResultSchema, () => ({ resendAfterSeconds: 60 }))
  api.answer('account/validate-sms-code', ValidateSmsResultSchema, () => ({ ticket: 'ticket-1', expiresInSeconds: 600 }))
})
afterEach(() => {
  clearToken()
  useAccountStore.getState().clear()
})

describe('/accountRegistration', () => {
  it('sends a register code to the phone from the query, trades it for a ticket and registers, signed in', async () => {
    api.answer('account/has-been-registered', HasBeenRegisteredResultSchema, () => ({ registered: false }))
    api.answer('account/register', LoginResultSchema, () => ({ token: 'tok-new', needSelectOrg: true }))
    renderAuth(<AccountRegistrationPage />, { path: '/accountRegistration', at: `/accountRegistration?phone=${PHONE}` })
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue(PHONE)
    // The policy is told before anything is submitted.
    expect(screen.getByText(`密码规则：${PASSWORD_POLICY_TEXT}`)).toBeInTheDocument()

    click(/获取验证码/)
    expect(await screen.findByRole('button', { name: '60s 后重新发送' })).toBeDisabled()
    expect(api.calls('account/send-sms-v2')[0]).toMatchObject({ phone: PHONE, type: 2 })

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
    expect(api.calls('account/validate-sms-code')[0]).toMatchObject({ phone: PHONE, smsCode: '246810', type: 2, from: 1 })
    expect(api.calls('account/register')[0]).toMatchObject({ phone: PHONE, ticket: 'ticket-1', name: '新店长', password: 'abcd1234' })
    expect(readToken()).toBe('tok-new')
  })

  it('offers sign-in instead when the phone already has an account', async () => {
    api.answer('account/has-been-registered', HasBeenRegisteredResultSchema, () => ({ registered: true }))
    renderAuth(<AccountRegistrationPage />, { path: '/accountRegistration', at: `/accountRegistration?phone=${PHONE}` })
    click(/获取验证码/)
    expect(await screen.findByRole('link', { name: '直接登录' })).toHaveAttribute('href', `/login?loginType=phone&toLogIn=1&phone=${PHONE}`)
    expect(api.calls('account/send-sms-v2')).toHaveLength(0)
  })
})

describe('/forgetPassword', () => {
  it('resets the password with a reset code and returns to password login', async () => {
    api.answer('account/has-been-registered', HasBeenRegisteredResultSchema, () => ({ registered: true }))
    api.answer('account/reset-password', NoData, () => (null))
    renderAuth(<ForgetPasswordPage />, { path: '/forgetPassword', at: '/forgetPassword' })
    fill('请输入手机号', PHONE)
    click(/获取验证码/)
    await screen.findByRole('button', { name: '60s 后重新发送' })
    expect(api.calls('account/send-sms-v2')[0]).toMatchObject({ phone: PHONE, type: 3 })
    fill('请输入6位验证码', '135790')
    fill('请设置新密码', 'newpass99')
    fill('请再次输入新密码', 'newpass98')
    click(/重置密码/)
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument()
    fill('请再次输入新密码', 'newpass99')
    click(/重置密码/)
    expect(await screen.findByTestId('landed')).toHaveTextContent('login /login?loginType=password')
    expect(api.calls('account/reset-password')[0]).toMatchObject({ phone: PHONE, ticket: 'ticket-1', password: 'newpass99' })
  })
})

describe('/updatePassword', () => {
  it('sends a visitor without a session to /login', async () => {
    renderAuth(<UpdatePasswordPage />, { path: '/updatePassword', at: '/updatePassword' })
    expect(await screen.findByTestId('landed')).toHaveTextContent('login /login')
  })

  it('shows a wrong old password under its field', async () => {
    writeToken('tok-1')
    api.refuse('account/update-password', '原密码错误', 40001, 400)
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
    api.answer('account/update-password', NoData, () => (null))
    renderAuth(<UpdatePasswordPage />, { path: '/updatePassword', at: '/updatePassword' })
    fill('请输入原密码', 'Old12345')
    fill('请设置新密码', 'Better123')
    fill('请再次输入新密码', 'Better123')
    click(/确认修改/)
    expect(await screen.findByTestId('landed')).toHaveTextContent('login /login')
    expect(await screen.findByText('密码已修改，请重新登录')).toBeInTheDocument()
    expect(api.calls('account/update-password')[0]).toMatchObject({ oldPassword: 'Old12345', password: 'Better123' })
    await waitFor(() => expect(readToken()).toBeNull())
    expect(useAccountStore.getState().brand).toBeNull()
  })
})
