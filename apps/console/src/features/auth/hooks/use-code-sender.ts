import { useCallback, useState } from 'react'
import { sendCode, type CodeChannel, type SmsPurposeValue } from '../api/send-code.js'
import { SMS_RESEND_SECONDS } from '../lib/login-constants.js'
import { readSendLimit } from '../lib/send-limit.js'
import { useSecondsLeft } from './use-seconds-left.js'

/** `sent` and `wait` mean a code is on its way or recently went out; the countdown is running. */
export type SendOutcome = 'sent' | 'wait' | 'blocked' | 'failed'

export interface SendNotice {
  message: string
  retryAt: string | null
}

/**
 * Sends codes for one purpose and keeps the resend countdown of the phone it last sent to
 * (60 s, spec 1 §4), turning code 30012 into a countdown or a notice as spec 1 §8 says.
 */
export const useCodeSender = (type: SmsPurposeValue) => {
  const [countdown, setCountdown] = useState<{ phone: string; endsAt: number } | null>(null)
  const [sending, setSending] = useState<CodeChannel | null>(null)
  const [notice, setNotice] = useState<SendNotice | null>(null)
  const seconds = useSecondsLeft(countdown?.endsAt ?? null)

  const secondsLeft = useCallback((phone: string) => (countdown?.phone === phone ? seconds : 0), [countdown, seconds])

  const send = useCallback(
    async (phone: string, channel: CodeChannel = 'sms'): Promise<SendOutcome> => {
      setSending(channel)
      setNotice(null)
      try {
        const { resendAfterSeconds } = await sendCode(phone, type, channel)
        setCountdown({ phone, endsAt: Date.now() + (resendAfterSeconds > 0 ? resendAfterSeconds : SMS_RESEND_SECONDS) * 1000 })
        return 'sent'
      } catch (error) {
        const limit = readSendLimit(error)
        if (!limit) return 'failed'
        if (limit.kind === 'wait') {
          setCountdown({ phone, endsAt: Date.now() + limit.seconds * 1000 })
          return 'wait'
        }
        setNotice({ message: limit.message, retryAt: limit.retryAt })
        return 'blocked'
      } finally {
        setSending(null)
      }
    },
    [type],
  )

  /** Whether a code went (or was refused as too soon, so went earlier) to this phone from this screen. */
  const hasSentTo = useCallback((phone: string) => countdown?.phone === phone, [countdown])

  return { send, secondsLeft, hasSentTo, sending, notice, clearNotice: useCallback(() => setNotice(null), []) }
}

export type CodeSender = ReturnType<typeof useCodeSender>
