/**
 * The contract constants /login needs at first paint. They are the values of @yunying/contracts
 * (login.ts, common.ts, auth.ts), repeated here because those modules build zod schemas when they
 * load, which would put zod into /login's initial JavaScript (budget: apps/console/build/login-budget.ts).
 * login-constants.test.ts fails the moment the two differ.
 */
export const SmsPurpose = { login: 1, register: 2, resetPassword: 3 } as const
export const QrState = { expired: -1, waiting: 0, scanned: 1, confirmed: 2 } as const
export const SMS_CODE_LENGTH = 6
export const SMS_RESEND_SECONDS = 60
export const QR_POLL_MS = 1000
export const CN_MOBILE = /^1\d{10}$/
export const OrgType = { platform: 0, group: 1, brand: 2 } as const
