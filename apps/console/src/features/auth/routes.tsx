import type { RouteObject } from 'react-router-dom'
import type { RouteHandle } from '../../shared/lib/routes.js'

const publicHandle = (title: string): RouteHandle => ({ title, public: true })

/** Login, registration, passwords and the legal pages: no token needed (spec 1 §2.1, §2.2). */
export const authPublicRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: publicHandle('登录'),
    lazy: async () => ({ Component: (await import('./pages/login-page.js')).LoginPage }),
  },
  {
    path: '/accountRegistration',
    handle: publicHandle('注册账号'),
    lazy: async () => ({ Component: (await import('./pages/account-registration-page.js')).AccountRegistrationPage }),
  },
  {
    path: '/forgetPassword',
    handle: publicHandle('忘记密码'),
    lazy: async () => ({ Component: (await import('./pages/forget-password-page.js')).ForgetPasswordPage }),
  },
  {
    // Public by the guard, but the page itself sends a visitor without a session to /login.
    path: '/updatePassword',
    handle: publicHandle('修改密码'),
    lazy: async () => ({ Component: (await import('./pages/update-password-page.js')).UpdatePasswordPage }),
  },
  {
    path: '/agreement',
    handle: publicHandle('服务协议'),
    lazy: async () => ({ Component: (await import('./pages/legal-page.js')).AgreementPage }),
  },
  {
    path: '/privacyPolicy',
    handle: publicHandle('隐私政策'),
    lazy: async () => ({ Component: (await import('./pages/legal-page.js')).PrivacyPolicyPage }),
  },
]

/** Pages that need a session but no console frame: the phone's side of QR login. */
export const authSignedInRoutes: RouteObject[] = [
  {
    path: '/qrLogin/confirm',
    handle: { title: '扫码登录确认', always: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/qr-confirm-page.js')).QrConfirmPage }),
  },
]
