import type { LoginResult } from '@yunying/contracts'
import { useQuery } from '@tanstack/react-query'
import { Spin, Tabs } from 'antd'
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { readToken } from '../../../shared/lib/cookie.js'
import { logout } from '../../../shared/lib/user-info.js'
import type { AccountGroup } from '../api/account-groups.js'
import { fetchLoginMethods } from '../api/wecom.js'
import { AuthFrame } from '../components/auth-frame.js'
import styles from '../components/auth.module.css'
import { CodeStep } from '../components/steps/code-step.js'
import { PasswordForm } from '../components/steps/password-form.js'
import { PhoneForm } from '../components/steps/phone-form.js'
import { useCodeSender } from '../hooks/use-code-sender.js'
import { isPhone, normalizePhone } from '../lib/phone.js'
import { SmsPurpose } from '../lib/login-constants.js'
import { useAcceptSession } from '../lib/use-accept-session.js'

// What the first paint does not need loads when it is needed (the /login budget, build/login-budget.ts).
const GroupStep = lazy(async () => ({ default: (await import('../components/steps/group-step.js')).GroupStep }))
const BrandStep = lazy(async () => ({ default: (await import('../components/steps/brand-step.js')).BrandStep }))
const QrPanel = lazy(async () => ({ default: (await import('../components/steps/qr-panel.js')).QrPanel }))
const WecomPanel = lazy(async () => ({ default: (await import('../components/steps/wecom-panel.js')).WecomPanel }))

const Later = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>{children}</Suspense>
)

/** Spec 1 §4: 1 the form, 2 the code, 7 the group, 8 the brand. */
type Step = 1 | 2 | 7 | 8
const METHODS = ['password', 'phone', 'qr', 'wecom'] as const
export type LoginMethod = (typeof METHODS)[number]

const methodOf = (value: string | null, fallback: LoginMethod): LoginMethod => METHODS.find((m) => m === value) ?? fallback

/** What other screens hand to /login: where to go afterwards, or (after registration) to choose an organisation. */
export interface LoginArrival {
  from?: string
  selectOrg?: boolean
}

/** Leaves a half-open session (signed in, no organisation chosen yet) when the user goes back to step 1. */
const abandonSession = () => {
  const token = readToken()
  void logout()
    .catch(() => null)
    .finally(() => {
      if (token && readToken() === token) useAccountStore.getState().clear()
    })
}

/**
 * /login (spec 1 §2.1, §4): `loginType` picks the method, `toLogIn` with `phone` opens the code step,
 * and a signed-in visitor is sent on to the home page.
 */
export const LoginPage = () => {
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const arrival = location.state as LoginArrival | null
  const from = arrival?.from
  const [signedInOnArrival] = useState(() => Boolean(readToken()) && !arrival?.selectOrg)
  const toLogIn = params.has('toLogIn')
  const requested = methodOf(params.get('loginType'), toLogIn ? 'phone' : 'password')
  const methods = useQuery({ queryKey: ['login-methods'], queryFn: fetchLoginMethods, staleTime: 300_000, retry: false })
  // 企业微信 only where it is configured; a provider's callback (with its code) is always handled.
  const wecomShown = methods.data?.wecom === true || (requested === 'wecom' && params.has('code'))
  const method = requested === 'wecom' && !wecomShown && !methods.isPending ? 'password' : requested
  const [phone, setPhone] = useState(() => normalizePhone(params.get('phone')))
  const [history, setHistory] = useState<Step[]>(() =>
    arrival?.selectOrg && readToken() ? [1, 7] : toLogIn && isPhone(normalizePhone(params.get('phone'))) ? [1, 2] : [1],
  )
  const [group, setGroup] = useState<AccountGroup | null>(null)
  // Ticked once for the phone that got a code; coming back to step 1 keeps it ticked.
  const [agreed, setAgreed] = useState(false)
  const sender = useCodeSender(SmsPurpose.login)
  const accept = useAcceptSession()
  const step = history[history.length - 1]!

  const finish = useCallback(() => navigate(from && !from.startsWith('/login') ? from : '/', { replace: true }), [navigate, from])

  const onSignedIn = useCallback(
    (result: LoginResult) => {
      accept(result)
      // A one-time password from an administrator: a new password before anything else.
      if (result.mustChangePassword) navigate('/updatePassword', { replace: true, state: { forced: true } })
      else if (result.needSelectOrg) setHistory((h) => [...h, 7])
      else finish()
    },
    [accept, finish, navigate],
  )

  const skipGroups = useCallback((only: AccountGroup | null) => {
    setGroup(only)
    setHistory((h) => [...h.filter((s) => s !== 7), 8])
  }, [])

  const back = () => {
    if (step === 8 && history.includes(7)) return setHistory((h) => h.slice(0, h.indexOf(7) + 1))
    if (step === 7 || step === 8) {
      abandonSession()
      setGroup(null)
    }
    setHistory([1])
  }

  const chooseMethod = (next: string) => setParams({ loginType: next }, { replace: true })

  if (signedInOnArrival) return <Navigate to="/homePage" replace />

  if (step === 2) {
    return (
      <AuthFrame>
        <CodeStep phone={phone} sender={sender} onBack={back} onSignedIn={onSignedIn} />
      </AuthFrame>
    )
  }
  if (step === 7) {
    return (
      <AuthFrame>
        <Later>
          <GroupStep onBack={back} onSkip={skipGroups} onChoose={(g) => (setGroup(g), setHistory((h) => [...h, 8]))} />
        </Later>
      </AuthFrame>
    )
  }
  if (step === 8) {
    return (
      <AuthFrame>
        <Later>
          <BrandStep group={group} onBack={back} onChosen={finish} onNone={finish} />
        </Later>
      </AuthFrame>
    )
  }

  const codeSent = (sentTo: string) => {
    setPhone(sentTo)
    setAgreed(true)
    setHistory([1, 2])
  }
  return (
    <AuthFrame>
      <Tabs
        activeKey={method}
        onChange={chooseMethod}
        centered
        destroyOnHidden
        tabBarGutter={28}
        items={[
          { key: 'password', label: '账号密码登录', children: <PasswordForm onSignedIn={onSignedIn} onUsePhone={() => chooseMethod('phone')} /> },
          { key: 'phone', label: '验证码登录', children: <PhoneForm initialPhone={phone} initialAgreed={agreed} sender={sender} onCodeSent={codeSent} /> },
          {
            key: 'qr',
            label: '扫码登录',
            children: (
              <Later>
                <QrPanel onSignedIn={onSignedIn} />
              </Later>
            ),
          },
          ...(wecomShown
            ? [
                {
                  key: 'wecom',
                  label: '企业微信',
                  children: (
                    <Later>
                      <WecomPanel code={method === 'wecom' ? params.get('code') : null} state={params.get('state')} onSignedIn={onSignedIn} />
                    </Later>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className={styles.footer}>
        <Link to="/accountRegistration">注册账号</Link>
        <Link to="/forgetPassword">忘记密码？</Link>
      </div>
    </AuthFrame>
  )
}

// The router loads the page as the module's default until it takes `authPublicRoutes` (routes.tsx).
export default LoginPage
