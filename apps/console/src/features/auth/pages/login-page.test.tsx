import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  GroupSummarySchema,
  HasBeenRegisteredResultSchema,
  LoginMethodsSchema,
  LoginResultSchema,
  OrgOptionSchema,
  RoleOrgChoiceSchema,
  SendSmsResultSchema,
  UserInfoSchema,
} from '@yunying/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { clearToken, readToken, writeToken } from '../../../shared/lib/cookie.js'
import { fakeApi, listOf, NoData, type FakeApi } from '../../../test/screen.js'
import { configureAuthTests, renderAuth } from '../testing/render-auth.js'
import { LoginPage } from './login-page.js'

configureAuthTests()

let api: FakeApi
const PHONE = '13800000000'
const REGISTERED = 'account/has-been-registered'
const SEND = 'account/send-sms-v2'
const CODE_LOGIN = 'account/login-by-verify-code-v2'

beforeEach(() => {
  api = fakeApi()
  api.answer(REGISTERED, HasBeenRegisteredResultSchema, () => ({ registered: true }))
  api.answer(SEND, SendSmsResultSchema, () => ({ resendAfterSeconds: 60 }))
})
afterEach(() => {
  vi.useRealTimers()
  clearToken()
  useAccountStore.getState().clear()
  localStorage.clear()
})

const openLogin = (at = '/login?loginType=phone', state?: unknown) => renderAuth(<LoginPage />, { path: '/login', at, state })
const phoneInput = () => screen.getByPlaceholderText('请输入手机号')
const submitPhone = () => click(screen.getByRole('button', { name: /获取验证码/ }))
/** One change event, as a paste or an autofill gives. */
const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const click = (element: HTMLElement) => fireEvent.click(element)
/** A paste as Chromium dispatches it, carrying the text in a real DataTransfer. */
const pasteOf = (text: string) => {
  const clipboardData = new DataTransfer()
  clipboardData.setData('text/plain', text)
  return new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData })
}
const boxes = () => within(screen.getByRole('group', { name: '验证码' })).getAllByRole('textbox')

/** Step 1 by phone, through to the code step. */
const reachCodeStep = async () => {
  openLogin()
  fill(phoneInput(), PHONE)
  click(screen.getByRole('checkbox'))
  submitPhone()
  await screen.findByText('输入验证码')
}

describe('login by phone, step 1', () => {
  it('strips what is not a digit and says 请输入正确的手机号 for a number that is not 1 and 10 digits', async () => {
    openLogin()
    fill(phoneInput(), '138-0000 0000')
    expect(phoneInput()).toHaveValue('13800000000')
        fill(phoneInput(), '2380000000a')
    expect(phoneInput()).toHaveValue('2380000000')
    click(screen.getByRole('checkbox'))
    submitPhone()
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument()
    expect(api.all().filter((c) => c.url !== 'exclude/login-methods')).toHaveLength(0)
  })

  it('asks for the service agreement and privacy policy before anything is sent', async () => {
    openLogin()
    fill(phoneInput(), PHONE)
    submitPhone()
    expect(await screen.findByText('请先阅读并同意《服务协议》和《隐私政策》')).toBeInTheDocument()
    expect(api.all().filter((c) => c.url !== 'exclude/login-methods')).toHaveLength(0)
    expect(screen.getByRole('link', { name: '《服务协议》' })).toHaveAttribute('href', '/agreement')
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacyPolicy')
  })

  it('sends a registered phone a login code and opens step 2 with the 60 s countdown', async () => {
    await reachCodeStep()
    expect(api.calls(REGISTERED)[0]!.username).toBe(PHONE)
    expect(api.calls(SEND)[0]).toMatchObject({ phone: PHONE, type: 1 })
    expect(screen.getByText('验证码已发送至 +86 138****0000，5 分钟内有效')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '60s 后重新发送' })).toBeDisabled()
  })

  it('sends an unregistered phone to registration, with the phone', async () => {
    api.answer(REGISTERED, HasBeenRegisteredResultSchema, () => ({ registered: false }))
    openLogin()
    fill(phoneInput(), PHONE)
    click(screen.getByRole('checkbox'))
    submitPhone()
    expect(await screen.findByTestId('landed')).toHaveTextContent(`registration /accountRegistration?phone=${PHONE}`)
    expect(api.calls(SEND)).toHaveLength(0)
  })
})

describe('code 30012 when sending (spec 1 §8)', () => {
  it('minutes: starts the countdown at the seconds the server gives', async () => {
    api.refuse(SEND, '验证码发送过于频繁', 30012, 429, { errorType: 'minutes', seconds: 42, nextSendTime: '' })
    await reachCodeStep()
    expect(screen.getByRole('button', { name: '42s 后重新发送' })).toBeDisabled()
  })

  it.each([
    ['hours', '该手机号本小时发送次数已达上限', '2026-03-01 11:00:00'],
    ['days', '该手机号今日发送次数已达上限', '2026-03-02 00:00:00'],
  ])('%s: shows the message and 请于 {nextSendTime} 后重试, and stays on step 1', async (errorType, message, nextSendTime) => {
    api.refuse(SEND, message, 30012, 429, { errorType, seconds: 0, nextSendTime })
    openLogin()
    fill(phoneInput(), PHONE)
    click(screen.getByRole('checkbox'))
    submitPhone()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert).toHaveTextContent(`请于 ${nextSendTime} 后重试`)
    expect(screen.queryByText('输入验证码')).toBeNull()
  })

  it('by client address: shows the message alone', async () => {
    api.refuse(SEND, '当前网络请求过于频繁', 30012, 429, { errorType: 'ip', seconds: 0, nextSendTime: '' })
    openLogin()
    fill(phoneInput(), PHONE)
    click(screen.getByRole('checkbox'))
    submitPhone()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('当前网络请求过于频繁')
    expect(alert).not.toHaveTextContent('后重试')
  })

  it('on the password screen: shows the message and returns to phone login', async () => {
    api.refuse('exclude/login', '请使用验证码登录', 30012, 429, { errorType: 'ip', seconds: 0, nextSendTime: '' })
    openLogin('/login')
    fill(screen.getByPlaceholderText('请输入账号（手机号）'), PHONE)
    fill(screen.getByPlaceholderText('请输入密码'), 'whatever1')
    click(screen.getByRole('button', { name: /登\s*录/ }))
    expect(await screen.findByText('请使用验证码登录')).toBeInTheDocument()
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true')
  })
})

describe('step 2: the code', () => {
  it('a pasted code fills every box and signs in; a wrong one shows the message and empties the boxes in red', async () => {
    api.refuse(CODE_LOGIN, '验证码错误，还可尝试 4 次', 30020)
    await reachCodeStep()
    fireEvent(boxes()[0]!, pasteOf('12 34 56'))
    await waitFor(() => expect(api.calls(CODE_LOGIN)).toHaveLength(1))
    expect(api.calls(CODE_LOGIN)[0]).toMatchObject({ phone: PHONE, smsCode: '123456' })
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，还可尝试 4 次')
    for (const box of boxes()) {
      expect(box).toHaveValue('')
      expect(box).toHaveClass('ant-input-status-error')
    }
    fill(boxes()[0]!, '7')
    expect(boxes()[0]).not.toHaveClass('ant-input-status-error')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('takes digits only, moves on as they are typed, and Backspace on an empty box goes back', async () => {
    await reachCodeStep()
    await userEvent.type(boxes()[0]!, '1a2')
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', ''])
    expect(boxes()[2]).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    expect(boxes()[1]).toHaveFocus()
    expect(boxes()[1]).toHaveValue('')
  })

  it('signs in with the code and goes to the root when no organisation needs choosing', async () => {
    api.answer(CODE_LOGIN, LoginResultSchema, () => ({ token: 'tok-code', needSelectOrg: false }))
    await reachCodeStep()
    fill(boxes()[0]!, '654321')
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^home \/$/)
    expect(readToken()).toBe('tok-code')
  })

  it('counts the 60 s down and offers the code again at the end', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    await reachCodeStep()
    expect(screen.getByRole('button', { name: '60s 后重新发送' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: '59s 后重新发送' })).toBeDisabled()
    act(() => vi.advanceTimersByTime(59_000))
    const again = screen.getByRole('button', { name: '获取验证码' })
    expect(again).toBeEnabled()
    click(again)
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(2))
    expect(await screen.findByRole('button', { name: '60s 后重新发送' })).toBeDisabled()
  })

  it('the voice code goes through send-voice-msg and starts the same countdown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    api.answer('account/send-voice-msg', SendSmsResultSchema, () => ({ resendAfterSeconds: 60 }))
    await reachCodeStep()
    const voice = screen.getByRole('button', { name: /语音验证码/ })
    expect(voice).toBeDisabled()
    act(() => vi.advanceTimersByTime(60_000))
    click(voice)
    await waitFor(() => expect(api.calls('account/send-voice-msg')).toHaveLength(1))
    expect(api.calls('account/send-voice-msg')[0]).toMatchObject({ phone: PHONE, type: 1 })
    expect(await screen.findByRole('button', { name: '60s 后重新发送' })).toBeDisabled()
  })

  it('返回 goes back to step 1 with the phone kept', async () => {
    await reachCodeStep()
    click(screen.getByRole('button', { name: /返\s*回/ }))
    expect(await screen.findByPlaceholderText('请输入手机号')).toHaveValue(PHONE)
    expect(screen.getByRole('checkbox')).toBeChecked()
  })

  it('toLogIn with phone opens the code step directly', async () => {
    openLogin(`/login?toLogIn=1&phone=${PHONE}`)
    expect(await screen.findByText('输入验证码')).toBeInTheDocument()
    expect(screen.getByText('验证码将发送至 +86 138****0000，请点击获取验证码')).toBeInTheDocument()
    expect(api.calls(SEND)).toHaveLength(0)
  })
})

describe('steps 7 and 8: group and brand', () => {
  const groups = [
    { id: 1, name: '一叶集团', img: '' },
    { id: 2, name: '麦香集团', img: '' },
  ]
  const options = [
    { type: 2, typeId: 11, typeName: '一叶茶饮', brand: { logo: '', industry: { name: '茶饮' }, groupId: 1 } },
    { type: 2, typeId: 12, typeName: '一叶烘焙', brand: { logo: '', industry: { name: '烘焙' }, groupId: 1 } },
    { type: 2, typeId: 21, typeName: '麦香面包', brand: { logo: '', industry: { name: '烘焙' }, groupId: 2 } },
  ]
  beforeEach(() => {
    api.answer('exclude/login', LoginResultSchema, () => ({ token: 'tok-pw', needSelectOrg: true }))
    api.answer('not-group/list-account-group-v2', listOf(GroupSummarySchema), () => (groups))
    api.answer('not-power/list-role-org', listOf(OrgOptionSchema), () => (options))
    api.answer('exclude/logout', NoData, () => (null))
  })

  const signIn = async () => {
    const view = openLogin('/login?loginType=password')
    fill(screen.getByPlaceholderText('请输入账号（手机号）'), '13900000001')
    fill(screen.getByPlaceholderText('请输入密码'), 'Secret123')
    click(screen.getByRole('button', { name: /登\s*录/ }))
    return view
  }

  it('goes to the group, then the brands of that group; 返回 moves back one step at a time', async () => {
    await signIn()
    expect(await screen.findByText('选择集团')).toBeInTheDocument()
    click(await screen.findByRole('button', { name: /一叶集团/ }))
    expect(await screen.findByText('选择品牌')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /一叶茶饮\s*茶饮/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /一叶烘焙\s*烘焙/ })).toBeInTheDocument()
    expect(screen.queryByText('麦香面包')).toBeNull()

    click(screen.getByRole('button', { name: /返\s*回/ }))
    expect(await screen.findByText('选择集团')).toBeInTheDocument()
    click(screen.getByRole('button', { name: /返\s*回/ }))
    expect(await screen.findByPlaceholderText('请输入账号（手机号）')).toBeInTheDocument()
    await waitFor(() => expect(api.calls('exclude/logout')).toHaveLength(1))
    await waitFor(() => expect(readToken()).toBeNull())
  })

  it('goes straight to the brands when the account has one group, and the choice is stored', async () => {
    api.answer('not-group/list-account-group-v2', listOf(GroupSummarySchema), () => ([groups[0]]))
    api.answer('not-power/select-role-org', RoleOrgChoiceSchema, (sent) => ({
      roles: { type: 2, typeId: Number(sent.typeId), typeName: '一叶烘焙' },
      brand: { id: 12, name: '一叶烘焙', brandType: 2, logo: '/l.png', industry: { name: '烘焙' } },
    }))
    const info = { id: 7, username: '13800000000', name: '王店长', mobile: '13800000000', contactPhone: '', adminType: 0, org: { type: 2, typeId: 12, typeName: '一叶烘焙' }, menus: [], authCodeList: ['brand.view'] }
    api.answer('user/info', UserInfoSchema, () => (info))
    await signIn()
    expect(await screen.findByText('选择品牌')).toBeInTheDocument()
    expect(screen.queryByText('选择集团')).toBeNull()
    click(await screen.findByRole('button', { name: /一叶烘焙/ }))
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^home \/$/)
    expect(api.calls('not-power/select-role-org')[0]).toMatchObject({ type: 2, typeId: 12 })
    const account = useAccountStore.getState()
    expect(account.roles).toMatchObject({ type: 2, typeId: 12 })
    expect(account.brand).toEqual({ id: 12, name: '一叶烘焙', brandType: 2, logo: '/l.png' })
    expect(account.group).toEqual(groups[0])
    // The chosen organisation's menus and codes are asked for before the home page shows.
    expect(api.calls('user/info').length).toBeGreaterThan(0)
    expect(account.permission).toContain('brand.view')
  })
})

describe('arrival', () => {
  it('sends a signed-in visitor on to the home page', async () => {
    writeToken('tok-already')
    openLogin('/login')
    expect(await screen.findByTestId('landed')).toHaveTextContent('home /homePage')
  })
})

describe('the 企业微信 tab', () => {
  it('shows only when the deployment has enterprise-WeChat sign-in configured', async () => {
    api.answer('exclude/login-methods', LoginMethodsSchema, () => ({ wecom: false }))
    const first = openLogin('/login')
    await waitFor(() => expect(api.calls('exclude/login-methods')).toHaveLength(1))
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: '企业微信' })).not.toBeInTheDocument()
    first.unmount()

    // Asked for by the address but not configured: the password tab, not a tab that only refuses.
    api.answer('exclude/login-methods', LoginMethodsSchema, () => ({ wecom: false }))
    const second = openLogin('/login?loginType=wecom')
    await waitFor(() => expect(screen.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute('aria-selected', 'true'))
    second.unmount()

    api.answer('exclude/login-methods', LoginMethodsSchema, () => ({ wecom: true }))
    openLogin('/login')
    expect(await screen.findByRole('tab', { name: '企业微信' })).toBeInTheDocument()
  })
})
