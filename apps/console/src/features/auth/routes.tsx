import type { RouteObject } from 'react-router-dom'
import { lazyPage, type RouteHandle } from '../../shared/lib/routes.js'

const publicHandle = (title: string): RouteHandle => ({ title, public: true })

/** Login, registration, passwords and the legal pages: no token needed (spec 1 §2.1, §2.2). */
export const authPublicRoutes: RouteObject[] = [
  lazyPage('/login', publicHandle('登录'), async () => (await import('./pages/login-page.js')).LoginPage),
  lazyPage('/accountRegistration', publicHandle('注册账号'), async () => (await import('./pages/account-registration-page.js')).AccountRegistrationPage),
  lazyPage('/forgetPassword', publicHandle('忘记密码'), async () => (await import('./pages/forget-password-page.js')).ForgetPasswordPage),
  // Public by the guard, but the page itself sends a visitor without a session to /login.
  lazyPage('/updatePassword', publicHandle('修改密码'), async () => (await import('./pages/update-password-page.js')).UpdatePasswordPage),
  lazyPage('/agreement', publicHandle('服务协议'), async () => (await import('./pages/legal-page.js')).AgreementPage),
  lazyPage('/privacyPolicy', publicHandle('隐私政策'), async () => (await import('./pages/legal-page.js')).PrivacyPolicyPage),
]

/** Pages that need a session but no console frame: the phone's side of QR login. */
export const authSignedInRoutes: RouteObject[] = [
  lazyPage('/qrLogin/confirm', { title: '扫码登录确认', always: true }, async () => (await import('./pages/qr-confirm-page.js')).QrConfirmPage),
]
