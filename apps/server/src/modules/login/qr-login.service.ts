import { findAccountById } from '../accounts/accounts.service.js'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { QrState, type LoginResult } from '@yunying/contracts'
import QRCode from 'qrcode'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AuthService } from '../auth/auth.service.js'
import { findQrLogin, insertQrLogin, moveQrLogin, pruneQrLogins, type QrLoginRow } from './qr-logins.repository.js'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const sameHash = (hash: string | null, value: string) =>
  hash !== null && timingSafeEqual(Buffer.from(hash), Buffer.from(sha256(value)))

// A confirmed sign-in must be spent soon after; the browser polls every second.
const CONFIRMED_GRACE_MS = 60_000

/**
 * QR sign-in as a state machine: 0 waiting → 1 scanned → 2 confirmed → spent, or −1 expired or
 * cancelled from any state before that. Each key binds to the browser that asked for it (a
 * cookie whose hash is stored), expires, and can be spent once.
 */
export const createQrLoginService = ({ db, clock, auth, ttlMs }: { db: Db; clock: Clock; auth: AuthService; ttlMs: number }) => {
  const live = (row: QrLoginRow | null, now: Date): row is QrLoginRow => row !== null && row.state !== QrState.expired && row.expiresAt > now

  return {
    /** Housekeeping: QR sign-ins an hour past their expiry. */
    prune: (now: Date) => pruneQrLogins(db, new Date(now.getTime() - 3_600_000)),

    /** A new key, its browser binding (set as a cookie by the route) and the QR image of the confirm URL. */
    async create(confirmBaseUrl: string) {
      const now = clock.now()
      const key = randomBytes(24).toString('base64url')
      const binding = randomBytes(32).toString('base64url')
      await insertQrLogin(db, { key, bindingHash: sha256(binding), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
      const url = `${confirmBaseUrl.replace(/\/$/, '')}/qrLogin/confirm?key=${key}`
      const imgSrc = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      return { key, binding, imgSrc, expiresInSeconds: Math.round(ttlMs / 1000) }
    },

    /** The asking browser polls this; on state 2 it receives, once, the token to finish with. */
    async status(key: string, binding: string | undefined) {
      const now = clock.now()
      const row = await findQrLogin(db, key)
      if (!row || !binding || !sameHash(row.bindingHash, binding)) return { state: QrState.expired, authToken: null }
      if (row.state === QrState.confirmed && !row.usedAt && row.expiresAt.getTime() + CONFIRMED_GRACE_MS > now.getTime()) {
        if (row.authTokenHash) return { state: QrState.confirmed, authToken: null }
        const authToken = randomBytes(32).toString('base64url')
        const issued = await moveQrLogin(db, key, QrState.confirmed, { authTokenHash: sha256(authToken) })
        return { state: QrState.confirmed, authToken: issued ? authToken : null }
      }
      return { state: live(row, now) ? row.state : QrState.expired, authToken: null }
    },

    /** The browser that asked spends the confirmed key: a session for the account that confirmed. */
    async complete(key: string, authToken: string, binding: string | undefined, client: { ip: string; userAgent: string }): Promise<LoginResult> {
      const now = clock.now()
      const row = await findQrLogin(db, key)
      const valid =
        row !== null &&
        binding !== undefined &&
        sameHash(row.bindingHash, binding) &&
        row.state === QrState.confirmed &&
        !row.usedAt &&
        row.accountId !== null &&
        sameHash(row.authTokenHash, authToken) &&
        row.expiresAt.getTime() + CONFIRMED_GRACE_MS > now.getTime()
      if (!valid) throw new AppError('BAD_REQUEST', '二维码已失效，请刷新后重新扫码')
      // Spent exactly once, even if two requests race.
      if (!(await moveQrLogin(db, key, QrState.confirmed, { usedAt: now, state: QrState.expired }))) {
        throw new AppError('BAD_REQUEST', '二维码已失效，请刷新后重新扫码')
      }
      const account = await findAccountById(db, row.accountId!)
      if (!account || account.status !== 1) throw new AppError('ACCOUNT_DISABLED')
      return auth.openSession(account, client, 'qr')
    },

    /** The signed-in phone opened the confirm page. */
    async scan(key: string, accountId: number) {
      const row = await findQrLogin(db, key)
      if (!live(row, clock.now())) throw new AppError('BAD_REQUEST', '二维码已失效，请在电脑上刷新二维码')
      if (row.state === QrState.scanned && row.accountId === accountId) return { state: QrState.scanned }
      if (row.state !== QrState.waiting || !(await moveQrLogin(db, key, QrState.waiting, { state: QrState.scanned, accountId }))) {
        throw new AppError('CONFLICT', '该二维码已被其他账号扫描')
      }
      return { state: QrState.scanned }
    },

    async confirm(key: string, accountId: number) {
      const row = await findQrLogin(db, key)
      if (!live(row, clock.now())) throw new AppError('BAD_REQUEST', '二维码已失效，请在电脑上刷新二维码')
      if (row.accountId !== accountId || !(await moveQrLogin(db, key, QrState.scanned, { state: QrState.confirmed }))) {
        throw new AppError('CONFLICT', '请先扫描二维码')
      }
      return { state: QrState.confirmed }
    },

    async cancel(key: string, accountId: number) {
      const row = await findQrLogin(db, key)
      if (row && row.accountId === accountId && row.state === QrState.scanned) {
        await moveQrLogin(db, key, QrState.scanned, { state: QrState.expired })
      }
      return { state: QrState.expired }
    },
  }
}

export type QrLoginService = ReturnType<typeof createQrLoginService>
