import type { FormRule } from 'antd'
import { CN_MOBILE } from './login-constants.js'

export const PHONE_INVALID = '请输入正确的手机号'

/**
 * Keeps the digits of what was typed or pasted (spec 1 §5: non-digits are stripped). A pasted
 * `+86 138 0000 0000` loses its country code, the default one (spec 1 §9).
 */
export const normalizePhone = (value: unknown): string => {
  const digits = String(value ?? '').replace(/\D/g, '')
  return digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits
}

export const isPhone = (value: string) => CN_MOBILE.test(value)

/** 1 followed by 10 digits. */
export const phoneRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: CN_MOBILE, message: PHONE_INVALID },
]

/** As the code step shows it: 138****0000. */
export const maskedPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone)
