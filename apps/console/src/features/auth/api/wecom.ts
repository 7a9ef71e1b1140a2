import type { LoginMethods, LoginResult } from '@yunying/contracts'
import { get } from '../../../shared/lib/request.js'

/** The enterprise-WeChat authorisation URL; the provider redirects back to /login?loginType=wecom&code=&state=. */
export const fetchWecomUrl = () => get<{ url: string }>('sellers', 'exclude/getScanCode')

/** Exchanges the provider's code for a session. Silent: the login screen shows the failure, then reloads. */
export const loginByWecomCode = (code: string, state: string | null) =>
  get<LoginResult>('sellers', 'exclude/codeLogin', { code, state: state ?? undefined }, { silent: true })

/** Which extra sign-in methods this deployment offers: the 企业微信 tab shows only when it works. */
export const fetchLoginMethods = () => get<LoginMethods>('sellers', 'exclude/login-methods', undefined, { silent: true })
