import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type SmsLimitData } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { SmsProvider } from './sms-provider.js'
import { deleteSmsCode, findLatestCode, pruneSmsCodes, insertSmsCode, lockPhone, sendTimes, spendTicket, updateSmsCode } from './sms-codes.repository.js'
import { toChinaTime } from '../../lib/china-time.js'

export interface SmsPolicy {
  hourlyCap: number
  dailyCap: number
  ipHourlyCap: number
}

const MAX_WRONG = 5
const TICKET_TTL_MS = 10 * 60_000
const HOUR = 3_600_000
const DAY = 24 * HOUR

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const codeHash = (phone: string, purpose: number, code: string) => sha256(`${phone}:${purpose}:${code}`)

const limited = (data: SmsLimitData, message: string) => new AppError('SMS_SEND_LIMITED', message, data)

/**
 * Verification codes (spec 1 §4, §8, §9): 6 digits, valid 5 minutes, single use, void after
 * 5 wrong tries; 60 s between sends to a phone, hourly and daily caps per phone, an hourly cap per
 * client address. Limits answer 30012 with `errorType` and the time the next send is allowed.
 */
export const createSmsCodesService = ({ db, clock, provider, policy }: { db: Db; clock: Clock; provider: SmsProvider; policy: SmsPolicy }) => ({
  async send(phone: string, purpose: number, channel: 'sms' | 'voice', ip: string) {
    const now = clock.now()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    // The checks and the code row in one short transaction; the gateway is called after it commits, so a
    // slow gateway holds no lock and, on the embedded database, stalls no other request.
    const id = await db.transaction(async (tx) => {
      await lockPhone(tx, phone)
      const sent = await sendTimes(tx, { phone }, channel, new Date(now.getTime() - DAY))
      const last = sent.at(-1)
      if (last && now.getTime() - last.getTime() < SMS_RESEND_SECONDS * 1000) {
        const seconds = Math.ceil((last.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime()) / 1000)
        throw limited({ errorType: 'minutes', seconds, nextSendTime: toChinaTime(new Date(now.getTime() + seconds * 1000)) }, `验证码已发送，请 ${seconds} 秒后再试`)
      }
      const inHour = sent.filter((t) => now.getTime() - t.getTime() < HOUR)
      if (inHour.length >= policy.hourlyCap) {
        const next = new Date(inHour[inHour.length - policy.hourlyCap]!.getTime() + HOUR)
        throw limited({ errorType: 'hours', seconds: Math.ceil((next.getTime() - now.getTime()) / 1000), nextSendTime: toChinaTime(next) }, '该手机号 1 小时内获取验证码次数已达上限')
      }
      if (sent.length >= policy.dailyCap) {
        const next = new Date(sent[sent.length - policy.dailyCap]!.getTime() + DAY)
        throw limited({ errorType: 'days', seconds: Math.ceil((next.getTime() - now.getTime()) / 1000), nextSendTime: toChinaTime(next) }, '该手机号今日获取验证码次数已达上限')
      }
      const fromIp = await sendTimes(tx, { ip }, channel, new Date(now.getTime() - HOUR))
      if (fromIp.length >= policy.ipHourlyCap) {
        const next = new Date(fromIp[fromIp.length - policy.ipHourlyCap]!.getTime() + HOUR)
        throw limited({ errorType: 'ip', seconds: Math.ceil((next.getTime() - now.getTime()) / 1000), nextSendTime: toChinaTime(next) }, '当前网络获取验证码过于频繁，请稍后再试')
      }
      return insertSmsCode(tx, {
        phone,
        purpose,
        channel,
        codeHash: codeHash(phone, purpose, code),
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      })
    })
    try {
      await provider.send({ phone, code, purpose, channel })
    } catch (error) {
      // Not sent: the code goes, so it cannot be used and costs no quota; the user is told to retry.
      await deleteSmsCode(db, id)
      throw new AppError('UNAVAILABLE', '验证码发送失败，请稍后再试', null, error)
    }
    return { resendAfterSeconds: SMS_RESEND_SECONDS }
  },

  /** Housekeeping: codes older than two days, past every rule that reads them. */
  prune: (now: Date) => pruneSmsCodes(db, new Date(now.getTime() - 2 * DAY)),

  /** Checks and spends the newest code; a wrong one counts toward the 5 that void it. */
  async consume(phone: string, purpose: number, code: string) {
    const now = clock.now()
    // The refusal is thrown after the transaction commits: the wrong-try count must survive it.
    const outcome = await db.transaction(async (tx) => {
      await lockPhone(tx, phone)
      const row = await findLatestCode(tx, phone, purpose)
      if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= MAX_WRONG) return { refused: '验证码已失效，请重新获取' } as const
      const expected = Buffer.from(row.codeHash)
      const given = Buffer.from(codeHash(phone, purpose, code))
      if (!timingSafeEqual(expected, given)) {
        const attempts = row.attempts + 1
        await updateSmsCode(tx, row.id, { attempts, ...(attempts >= MAX_WRONG ? { consumedAt: now } : {}) })
        return { refused: attempts >= MAX_WRONG ? '验证码错误次数过多，请重新获取' : '验证码错误，请重新输入' } as const
      }
      const ticket = randomBytes(24).toString('base64url')
      await updateSmsCode(tx, row.id, { consumedAt: now, ticketHash: sha256(ticket) })
      return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 }
    })
    if ('refused' in outcome) throw new AppError('BAD_REQUEST', outcome.refused)
    return outcome
  },

  /** Spends a ticket from `consume` for the same phone and purpose, once, within 10 minutes. */
  async spendTicket(phone: string, purpose: number, ticket: string, tx: DbOrTx = db) {
    const now = clock.now()
    const ok = await spendTicket(tx, sha256(ticket), phone, purpose, new Date(now.getTime() - TICKET_TTL_MS), now)
    if (!ok) throw new AppError('BAD_REQUEST', '验证已过期，请重新获取验证码')
  },
})

export type SmsCodesService = ReturnType<typeof createSmsCodesService>
