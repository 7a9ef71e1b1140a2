import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.js'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { Housekeeping } from '../../lib/housekeeping.js'
import type { AuthService } from '../auth/auth.service.js'
import type { LockoutPolicy } from '../auth/login-failures.repository.js'
import { createAccountLoginService } from './account-login.service.js'
import { createLegalDocs } from './legal-docs.js'
import { loginRoutes } from './login.routes.js'
import { createQrLoginService } from './qr-login.service.js'
import { createSmsCodesService } from './sms-codes.service.js'
import { createHttpSmsProvider, createLogSmsProvider } from './sms-provider.js'
import { createWecomProvider } from './wecom-provider.js'

/** Every sign-in method besides the password: codes, registration, recovery, QR and enterprise WeChat. */
export const registerLogin = async (
  app: FastifyInstance,
  { config, db, clock, auth, lockout, housekeeping }: { config: Config; db: Db; clock: Clock; auth: AuthService; lockout: LockoutPolicy; housekeeping: Housekeeping },
) => {
  const logProvider = config.SMS_PROVIDER === 'log' ? createLogSmsProvider((line) => app.log.info(line)) : null
  const provider = logProvider ?? createHttpSmsProvider({ url: config.SMS_HTTP_URL!, secret: config.SMS_HTTP_SECRET!, now: () => clock.now() })
  const codes = createSmsCodesService({
    db,
    clock,
    provider,
    policy: { hourlyCap: config.SMS_HOURLY_CAP, dailyCap: config.SMS_DAILY_CAP, ipHourlyCap: config.SMS_IP_HOURLY_CAP },
  })
  const qr = createQrLoginService({ db, clock, auth, ttlMs: config.QR_TTL_SECONDS * 1000 })
  housekeeping.add('smsCodes', codes.prune)
  housekeeping.add('qrLogins', qr.prune)
  const wecomReady = config.WECOM_CORP_ID && config.WECOM_AGENT_ID && config.WECOM_SECRET
  const redirectUri = config.WECOM_REDIRECT_URI ?? (config.PUBLIC_ORIGIN ? new URL('/login?loginType=wecom', config.PUBLIC_ORIGIN).toString() : undefined)
  await app.register(
    loginRoutes({
      auth,
      codes,
      accounts: createAccountLoginService({ db, clock, auth, codes, lockout }),
      qr,
      wecom:
        wecomReady && redirectUri
          ? createWecomProvider({
              corpId: config.WECOM_CORP_ID!,
              agentId: config.WECOM_AGENT_ID!,
              secret: config.WECOM_SECRET!,
              redirectUri,
              apiBase: config.WECOM_API_BASE,
              authorizeUrl: config.WECOM_AUTHORIZE_URL,
            })
          : null,
      legal: createLegalDocs(config.LEGAL_DIR),
      // Off unless asked for: anyone who reaches the loopback address (a reverse proxy on the host) would read every code.
      outbox: config.SMS_OUTBOX ? (logProvider?.outbox ?? null) : null,
      publicOrigin: config.PUBLIC_ORIGIN,
      secureCookies: config.NODE_ENV === 'production',
    }),
  )
}
