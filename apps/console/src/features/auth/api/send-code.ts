import type { SmsPurpose } from '../lib/login-constants.js'
import { post } from '../../../shared/lib/request.js'

export type SmsPurposeValue = (typeof SmsPurpose)[keyof typeof SmsPurpose]
export type CodeChannel = 'sms' | 'voice'

/**
 * Sends a code by text message or by a call that reads it out. Code 30012 (too frequent) is silent in
 * the request layer; the caller turns it into a countdown or a message (spec 1 §8).
 */
export const sendCode = (phone: string, type: SmsPurposeValue, channel: CodeChannel = 'sms') =>
  post<{ resendAfterSeconds: number }>('org-center', channel === 'sms' ? 'account/send-sms-v2' : 'account/send-voice-msg', { phone, type })
