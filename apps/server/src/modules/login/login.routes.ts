import { randomBytes } from 'node:crypto'
import cookie from '@fastify/cookie'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CodeLoginBodySchema,
  HasBeenRegisteredQuerySchema,
  HasBeenRegisteredResultSchema,
  LegalDocSchema,
  LoginResultSchema,
  QrCodeResultSchema,
  QrKeyBodySchema,
  QrLoginBodySchema,
  QrScanResultSchema,
  QrStatusResultSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  LoginMethodsSchema,
  ScanCodeResultSchema,
  SendSmsBodySchema,
  SendSmsResultSchema,
  SendVoiceBodySchema,
  UpdatePasswordBodySchema,
  ValidateSmsBodySchema,
  ValidateSmsResultSchema,
  WecomCodeQuerySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import type { AuthService } from '../auth/auth.service.js'
import type { AccountLoginService } from './account-login.service.js'
import type { LegalDocs } from './legal-docs.js'
import type { QrLoginService } from './qr-login.service.js'
import type { SmsCodesService } from './sms-codes.service.js'
import type { OutboxEntry } from './sms-provider.js'
import { WecomError, type WecomProvider } from './wecom-provider.js'
import { routeDoc } from '../access/route-access.js'

export interface LoginRouteDeps {
  auth: AuthService
  accounts: AccountLoginService
  codes: SmsCodesService
  qr: QrLoginService
  wecom: WecomProvider | null
  legal: LegalDocs
  /** The offline SMS provider's outbox, readable from this machine only; null with a real gateway. */
  outbox: OutboxEntry[] | null
  /** The console's public origin for the QR URL; the request's own origin when unset. */
  publicOrigin: string | undefined
  secureCookies: boolean
}

const TAG = '登录与会话'
const doc = routeDoc(TAG)
const QR_COOKIE = 'qr-binding'
const WECOM_COOKIE = 'wecom-state'
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' })
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export const loginRoutes =
  (deps: LoginRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(cookie)
    const cookieOptions = (maxAge: number) => ({ httpOnly: true, sameSite: 'strict' as const, path: '/', secure: deps.secureCookies, maxAge })

    app.get(
      '/org-center/account/has-been-registered',
      doc({ access: 'public', ...perMinute(30), summary: '手机号是否已注册', query: HasBeenRegisteredQuerySchema, reply: HasBeenRegisteredResultSchema }),
      async (request) => success(await deps.accounts.isRegistered(request.query.username), '查询成功'),
    )

    app.post(
      '/org-center/account/send-sms-v2',
      doc({ access: 'public', ...perMinute(20), summary: '发送短信验证码（30012 频率限制）', body: SendSmsBodySchema, reply: SendSmsResultSchema }),
      async (request) => success(await deps.codes.send(request.body.phone, request.body.type, 'sms', request.ip), '验证码已发送'),
    )

    app.post(
      '/org-center/account/send-voice-msg',
      doc({ access: 'public', ...perMinute(20), summary: '发送语音验证码（固定号码来电播报）', body: SendVoiceBodySchema, reply: SendSmsResultSchema }),
      async (request) => success(await deps.codes.send(request.body.phone, request.body.type, 'voice', request.ip), '请注意接听来电'),
    )

    app.post(
      '/org-center/account/validate-sms-code',
      doc({ access: 'public', ...perMinute(30), summary: '校验验证码，换取注册或找回密码凭证', body: ValidateSmsBodySchema, reply: ValidateSmsResultSchema }),
      async (request) => success(await deps.codes.consume(request.body.phone, request.body.type, request.body.smsCode), '验证成功'),
    )

    app.post(
      '/org-center/account/login-by-verify-code-v2',
      doc({ access: 'public', loginMethod: 'code', ...perMinute(30), summary: '验证码登录', body: CodeLoginBodySchema, reply: LoginResultSchema }),
      async (request) => success(await deps.accounts.loginByCode(request.body.phone, request.body.smsCode, client(request)), '登录成功'),
    )

    app.post(
      '/org-center/account/register',
      doc({ access: 'public', loginMethod: 'register', ...perMinute(10), summary: '注册账号并登录', body: RegisterBodySchema, reply: LoginResultSchema }),
      async (request) => success(await deps.accounts.register(request.body, client(request)), '注册成功'),
    )

    app.post('/org-center/account/reset-password', doc({ access: 'public', ...perMinute(10), summary: '找回密码（凭验证码凭证重设）', body: ResetPasswordBodySchema, reply: z.null() }), async (request) => {
      await deps.accounts.resetPassword(request.body)
      return success(null, '密码已重置，请使用新密码登录')
    })

    app.post('/org-center/account/update-password', doc({ access: 'session', beforePasswordChange: true, ...perMinute(10), summary: '修改密码（结束该账号全部会话）', body: UpdatePasswordBodySchema, reply: z.null() }), async (request) => {
      await deps.accounts.updatePassword(request.session!, request.body.oldPassword, request.body.password, request.ip)
      return success(null, '密码已修改，请重新登录')
    })

    app.get('/org-center/account/get-qrcode', doc({ access: 'public', ...perMinute(30), summary: '获取登录二维码（绑定本浏览器）', reply: QrCodeResultSchema }), async (request, reply) => {
      const origin = deps.publicOrigin ?? `${request.protocol}://${request.host}`
      const { binding, ...qr } = await deps.qr.create(origin)
      reply.setCookie(QR_COOKIE, binding, cookieOptions(qr.expiresInSeconds + 120))
      return success(qr, '获取成功')
    })

    app.get(
      '/org-center/account/get-qrcode-status',
      doc({ access: 'public', ...perMinute(300), summary: '二维码状态：-1 过期，0 待扫码，1 已扫码，2 已确认', query: z.object({ key: z.string().min(1).max(100) }), reply: QrStatusResultSchema }),
      async (request) => success(await deps.qr.status(request.query.key, request.cookies[QR_COOKIE]), '获取成功'),
    )

    app.post('/org-center/account/login-by-app-scanner', doc({ access: 'public', loginMethod: 'qr', ...perMinute(30), summary: '扫码确认后完成登录', body: QrLoginBodySchema, reply: LoginResultSchema }), async (request, reply) => {
      const result = await deps.qr.complete(request.body.id, request.body.authToken, request.cookies[QR_COOKIE], client(request))
      reply.clearCookie(QR_COOKIE, { path: '/' })
      return success(result, '登录成功')
    })

    for (const [action, summary] of [['scan', '手机端扫码'], ['confirm', '手机端确认登录'], ['cancel', '手机端取消登录']] as const) {
      app.post(
        `/org-center/account/qrcode-${action}`,
        doc({ access: 'session', summary: summary, body: QrKeyBodySchema, reply: QrScanResultSchema }),
        async (request) => success(await deps.qr[action](request.body.key, request.session!.accountId), '操作成功'),
      )
    }

    app.get('/sellers/exclude/login-methods', doc({ access: 'public', summary: '本部署提供的登录方式（企业微信是否已配置）', reply: LoginMethodsSchema }), async () => success({ wecom: deps.wecom !== null }, '获取成功'))

    app.get('/sellers/exclude/getScanCode', doc({ access: 'public', ...perMinute(30), summary: '企业微信扫码登录地址', reply: ScanCodeResultSchema }), async (_request, reply) => {
      if (!deps.wecom) throw new AppError('BAD_REQUEST', '未配置企业微信登录')
      const state = randomBytes(16).toString('base64url')
      reply.setCookie(WECOM_COOKIE, state, cookieOptions(600))
      return success({ url: deps.wecom.authorizationUrl(state) }, '获取成功')
    })

    app.get('/sellers/exclude/codeLogin', doc({ access: 'public', loginMethod: 'wecom', ...perMinute(30), summary: '企业微信授权码登录', query: WecomCodeQuerySchema, reply: LoginResultSchema }), async (request, reply) => {
      if (!deps.wecom) throw new AppError('BAD_REQUEST', '未配置企业微信登录')
      const expected = request.cookies[WECOM_COOKIE]
      // The state ties the answer to the browser that started: no one else's code signs this browser in.
      if (!expected || request.query.state !== expected) throw new AppError('BAD_REQUEST', '登录状态已失效，请重新扫码')
      reply.clearCookie(WECOM_COOKIE, { path: '/' })
      let mobile: string
      try {
        mobile = await deps.wecom.mobileForCode(request.query.code)
      } catch (error) {
        if (error instanceof WecomError) throw new AppError('BAD_REQUEST', error.message)
        throw new AppError('UNAVAILABLE', '企业微信服务暂不可用，请稍后再试', null, error)
      }
      request.loginAttempt = { username: mobile }
      return success(await deps.accounts.loginWithVerifiedMobile(mobile, client(request)), '登录成功')
    })

    app.get(
      '/sellers/exclude/legal/:doc',
      { config: { access: 'public' }, schema: { tags: [TAG], summary: '服务协议与隐私政策', params: z.object({ doc: z.enum(['agreement', 'privacy']) }), response: { 200: envelopeOf(LegalDocSchema) } } },
      async (request) => success(await deps.legal.read(request.params.doc), '获取成功'),
    )

    if (deps.outbox) {
      const outbox = deps.outbox
      app.get(
        '/sellers/exclude/dev/sms-outbox',
        { config: { access: 'public' }, schema: { tags: [TAG], summary: '离线短信发件箱（仅本机、仅 log 短信通道）', querystring: z.object({ phone: z.string().optional() }) } },
        async (request) => {
          if (!LOOPBACK.has(request.ip)) throw new AppError('NOT_FOUND')
          return success(outbox.filter((m) => !request.query.phone || m.phone === request.query.phone))
        },
      )
    }
  }
