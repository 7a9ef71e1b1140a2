import { CN_MOBILE, isValidMobile, MOBILE_INVALID_MESSAGE } from '@yunying/contracts'

/**
 * The phone rules of the brand and group screens (spec 2 §5), the same the server applies. Each returns
 * the message to show, or `undefined` when the number passes.
 */
export const PHONE_REQUIRED = '请输入手机号'
export const PHONE_INVALID = MOBILE_INVALID_MESSAGE

/** Digits only, as typed or pasted. */
export const digitsOnly = (value: unknown) => String(value ?? '').replace(/\D/g, '')

/**
 * Brand contact phone and super-admin mobile: required; with +86 it is 1 followed by 10 digits,
 * with any other country code 8 or more digits.
 */
export const checkPhoneByCountry = (countryCode: string | undefined, phone: string | undefined): string | undefined => {
  const value = (phone ?? '').trim()
  if (!value) return PHONE_REQUIRED
  return isValidMobile(countryCode, value) ? undefined : PHONE_INVALID
}

/** Boss-cockpit account mobile: empty, then exactly 11 characters. */
export const checkBossMobile = (mobile: string | undefined): string | undefined => {
  const value = (mobile ?? '').trim()
  if (!value) return PHONE_REQUIRED
  return value.length === 11 ? undefined : PHONE_INVALID
}

/** Open-service application: required, then the mainland mobile check. */
export const checkApplyPhone = (phone: string | undefined): string | undefined => {
  const value = (phone ?? '').trim()
  if (!value) return PHONE_REQUIRED
  return CN_MOBILE.test(value) ? undefined : PHONE_INVALID
}

/** The lookup by mobile runs once the boss-cockpit mobile has its 11 characters. */
export const isLookupReady = (mobile: string | undefined) => (mobile ?? '').length === 11

/** antd `Form.Item` rule from one of the checks above. */
export const ruleOf = (check: (value: string | undefined) => string | undefined) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const problem = check(value)
    if (problem) throw new Error(problem)
  },
})
