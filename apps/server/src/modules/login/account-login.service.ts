import { SmsPurpose, type LoginResult } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import { createAccount, findAccountById, findAccountByUsername, hashPassword, setOwnPassword, verifyPassword } from '../accounts/accounts.service.js'
import type { AuthService } from '../auth/auth.service.js'
import type { SessionContext } from '../auth/session-context.js'
import { isLockedOut, recordLoginFailure, revokeSessions, type LockoutPolicy } from '../auth/sessions.service.js'
import type { SmsCodesService } from './sms-codes.service.js'

interface Client {
  ip: string
  userAgent: string
}

/** Signing in by phone and code, registering, recovering and changing a password (spec 1 §4, §7). */
export const createAccountLoginService = (deps: { db: Db; clock: Clock; auth: AuthService; codes: SmsCodesService; lockout: LockoutPolicy }) => {
  const { db, clock, auth, codes, lockout } = deps
  return {
    isRegistered: async (phone: string) => ({ registered: (await findAccountByUsername(db, phone)) !== null }),

    async loginByCode(phone: string, smsCode: string, client: Client): Promise<LoginResult> {
      const account = await findAccountByUsername(db, phone)
      // Checked before the code is spent, so the user can still register with it.
      if (!account) throw new AppError('ACCOUNT_NOT_REGISTERED')
      await codes.consume(phone, SmsPurpose.login, smsCode)
      if (account.status !== 1) throw new AppError('ACCOUNT_DISABLED')
      return auth.openSession(account, client, 'code')
    },

    /** The enterprise-WeChat provider vouched for this mobile: sign in the account that has it. */
    async loginWithVerifiedMobile(mobile: string, client: Client): Promise<LoginResult> {
      const account = await findAccountByUsername(db, mobile)
      if (!account) throw new AppError('BAD_REQUEST', '该企业微信成员未开通运营平台账号，请联系管理员')
      if (account.status !== 1) throw new AppError('ACCOUNT_DISABLED')
      return auth.openSession(account, client, 'wecom')
    },

    async register(input: { phone: string; ticket: string; name: string; password: string }, client: Client): Promise<LoginResult> {
      const passwordHash = await hashPassword(input.password)
      const account = await db.transaction(async (tx) => {
        if (await findAccountByUsername(tx, input.phone)) throw new AppError('CONFLICT', '该手机号已注册，请直接登录')
        await codes.spendTicket(input.phone, SmsPurpose.register, input.ticket, tx)
        return createAccount(tx, { username: input.phone, name: input.name, passwordHash })
      })
      return auth.openSession(account, client, 'register')
    },

    async resetPassword(input: { phone: string; ticket: string; password: string }) {
      const account = await findAccountByUsername(db, input.phone)
      if (!account) throw new AppError('ACCOUNT_NOT_REGISTERED')
      const passwordHash = await hashPassword(input.password)
      const now = clock.now()
      await db.transaction(async (tx) => {
        await codes.spendTicket(input.phone, SmsPurpose.resetPassword, input.ticket, tx)
        await setOwnPassword(tx, account.id, passwordHash, now)
        await revokeSessions(tx, { accountId: account.id }, now)
      })
    },

    /** Changing the password ends every session of the account, this one included. */
    async updatePassword(session: SessionContext, oldPassword: string, password: string, ip: string) {
      const now = clock.now()
      if (await isLockedOut(db, session.username, ip, now, lockout)) throw new AppError('ACCOUNT_LOCKED')
      const account = await findAccountById(db, session.accountId)
      if (!account || !(await verifyPassword(account.passwordHash, oldPassword))) {
        await recordLoginFailure(db, session.username, ip, now)
        throw new AppError('BAD_REQUEST', '原密码不正确')
      }
      if (oldPassword === password) throw new AppError('BAD_REQUEST', '新密码不能与原密码相同')
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        await setOwnPassword(tx, account.id, passwordHash, now)
        await revokeSessions(tx, { accountId: account.id }, now)
      })
    },
  }
}

export type AccountLoginService = ReturnType<typeof createAccountLoginService>
