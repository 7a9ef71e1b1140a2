import { z } from 'zod'
import { CN_MOBILE, withOperatingUrl } from './common.js'

/**
 * Sign-in, registration and password calls of spec 1 §7 (org-center account app and the
 * sellers/exclude app). Codes are 6 digits, valid 5 minutes, single use, void after 5 wrong tries.
 */
export const SMS_CODE_LENGTH = 6
export const SMS_CODE_TTL_SECONDS = 300
export const SMS_RESEND_SECONDS = 60
export const QR_POLL_MS = 1000

const phone = z
  .string()
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().regex(CN_MOBILE, '请输入正确的手机号'))
const smsCode = z.string().regex(/^\d{6}$/, '请输入6位验证码')

/** What a code is for. The same phone's codes for different purposes never stand in for each other. */
export const SmsPurpose = { login: 1, register: 2, resetPassword: 3 } as const
export const SmsPurposeSchema = z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))

/** Password policy: told to the user before submitting (spec: "a policy a user is told about"). */
export const PASSWORD_POLICY_TEXT = '8–32 位，须同时包含字母和数字'
export const PasswordSchema = z
  .string()
  .min(8, '密码至少 8 位')
  .max(32, '密码最多 32 位')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), '密码须同时包含字母和数字')

/** GET /org-center/account/has-been-registered?username= */
export const HasBeenRegisteredQuerySchema = z.object({ username: phone })
export const HasBeenRegisteredResultSchema = z.object({ registered: z.boolean() })

/** POST /org-center/account/send-sms-v2 and (without type: login) /org-center/account/send-voice-msg */
export const SendSmsBodySchema = withOperatingUrl({ phone, type: SmsPurposeSchema.default(1) })
export const SendVoiceBodySchema = withOperatingUrl({ phone, type: SmsPurposeSchema.default(1) })
/** Seconds until the next send is allowed (the console's countdown). */
export const SendSmsResultSchema = z.object({ resendAfterSeconds: z.number().int() })

/**
 * `data` of code 30012 (spec 1 §8): `minutes` comes with `seconds` left (a countdown);
 * `hours` and `days` with `nextSendTime` (YYYY-MM-DD HH:mm:ss) to show as 请于 {nextSendTime} 后重试.
 */
export const SmsLimitDataSchema = z.object({
  errorType: z.enum(['minutes', 'hours', 'days', 'ip']),
  seconds: z.number().int(),
  nextSendTime: z.string(),
})
export type SmsLimitData = z.infer<typeof SmsLimitDataSchema>

/** POST /org-center/account/validate-sms-code: phone, smsCode, type, from=1. Consumes the code. */
export const ValidateSmsBodySchema = withOperatingUrl({ phone, smsCode, type: SmsPurposeSchema, from: z.coerce.number().int().default(1) })
/** A short-lived proof that the phone was verified, for the registration or reset that follows. */
export const ValidateSmsResultSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() })

/** POST /org-center/account/login-by-verify-code-v2 */
export const CodeLoginBodySchema = withOperatingUrl({ phone, smsCode })

/** POST /org-center/account/register (the /accountRegistration screen) */
export const RegisterBodySchema = withOperatingUrl({
  phone,
  ticket: z.string().min(1),
  name: z.string().trim().min(1, '请输入姓名').max(20, '姓名最多 20 个字'),
  password: PasswordSchema,
})

/** POST /org-center/account/reset-password (the /forgetPassword screen) */
export const ResetPasswordBodySchema = withOperatingUrl({ phone, ticket: z.string().min(1), password: PasswordSchema })

/** POST /org-center/account/update-password (the /updatePassword screen, signed in) */
export const UpdatePasswordBodySchema = withOperatingUrl({
  oldPassword: z.string().min(1, '请输入原密码'),
  password: PasswordSchema,
})

/** QR login states (spec 1 §4): -1 expired, 0 waiting, 1 scanned, 2 confirmed. */
export const QrState = { expired: -1, waiting: 0, scanned: 1, confirmed: 2 } as const

/** GET /org-center/account/get-qrcode */
export const QrCodeResultSchema = z.object({ imgSrc: z.string(), key: z.string(), expiresInSeconds: z.number().int() })
/** GET /org-center/account/get-qrcode-status?key= ; `authToken` only with state 2, for login-by-app-scanner. */
export const QrStatusResultSchema = z.object({ state: z.number().int(), authToken: z.string().nullable() })
/** POST /org-center/account/login-by-app-scanner: authToken and id (the key). */
export const QrLoginBodySchema = withOperatingUrl({ authToken: z.string().min(1), id: z.string().min(1) })
/** POST /org-center/account/qrcode-scan and /qrcode-confirm and /qrcode-cancel: the signed-in phone's side. */
export const QrKeyBodySchema = withOperatingUrl({ key: z.string().min(1).max(100) })
export const QrScanResultSchema = z.object({ state: z.number().int() })

/** GET /sellers/exclude/getScanCode → the enterprise-WeChat authorisation URL. */
/** `GET /sellers/exclude/login-methods`: the sign-in methods this deployment offers beyond password, code and QR. */
export const LoginMethodsSchema = z.object({ wecom: z.boolean() })
export type LoginMethods = z.infer<typeof LoginMethodsSchema>

export const ScanCodeResultSchema = z.object({ url: z.string() })
/** GET /sellers/exclude/codeLogin?code= (&state=) */
export const WecomCodeQuerySchema = z.object({ code: z.string().min(1).max(512), state: z.string().max(128).optional() })

/** GET /sellers/exclude/legal/:doc → the service agreement or privacy policy as Markdown. */
export const LegalDocSchema = z.object({ title: z.string(), markdown: z.string(), updatedAt: z.string() })
