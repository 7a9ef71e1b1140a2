import { ErrorCodes, type SmsLimitData } from '@yunying/contracts'
import { RequestError } from '../../../shared/lib/request.js'

/** What a refused send (code 30012) means for the screen (spec 1 §8). */
export type SendLimit =
  /** `minutes`: a code went out recently; count down the seconds left before the next one. */
  | { kind: 'wait'; seconds: number; message: string }
  /** `hours`, `days`: show the message and when to retry; `ip` and anything else: the message alone. */
  | { kind: 'blocked'; message: string; retryAt: string | null }

const isLimitData = (data: unknown): data is Partial<SmsLimitData> => typeof data === 'object' && data !== null

/** Reads a send failure; `null` when it is not a 30012 (the request layer has shown those). */
export const readSendLimit = (error: unknown): SendLimit | null => {
  if (!(error instanceof RequestError) || error.code !== ErrorCodes.SMS_SEND_LIMITED.code) return null
  const data = isLimitData(error.data) ? error.data : {}
  const message = error.message || ErrorCodes.SMS_SEND_LIMITED.message
  if (data.errorType === 'minutes' && typeof data.seconds === 'number' && data.seconds > 0) return { kind: 'wait', seconds: data.seconds, message }
  if ((data.errorType === 'hours' || data.errorType === 'days') && data.nextSendTime) return { kind: 'blocked', message, retryAt: data.nextSendTime }
  return { kind: 'blocked', message, retryAt: null }
}

export const retryLine = (retryAt: string) => `请于 ${retryAt} 后重试`
