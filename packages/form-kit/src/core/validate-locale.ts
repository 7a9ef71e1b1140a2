import {
  onFieldValidateStart,
  onFormValidateStart,
  registerValidateLocale,
  setValidateLanguage,
} from '@formily/core'
import { MESSAGES, type FormKitLocale } from './locale.js'

let registered = false

/** Formily's validator words some rules differently from the spec; ours replace them once. */
function registerMessages(): void {
  if (registered) return
  registered = true
  const toFormily = (locale: FormKitLocale) => {
    const m = MESSAGES[locale]
    const max = m.maxItems.replace('{max}', '{{max}}')
    const min = m.minItems.replace('{min}', '{{min}}')
    return {
      required: m.required,
      max,
      maxLength: m.maxItems.replace('{max}', '{{maxLength}}'),
      maxItems: m.maxItems.replace('{max}', '{{maxItems}}'),
      min,
      minLength: m.minItems.replace('{min}', '{{minLength}}'),
      minItems: m.minItems.replace('{min}', '{{minItems}}'),
    }
  }
  registerValidateLocale({ 'zh-CN': toFormily('zh-CN'), 'en-US': toFormily('en-US') })
}

/**
 * A Formily effect that validates in the form's locale. Formily keeps one global validator
 * language, so it is set again whenever this form starts validating; two forms in different
 * languages on one page therefore still get their own messages.
 */
export function validateLocaleEffects(getLocale: () => FormKitLocale): void {
  registerMessages()
  const apply = () => setValidateLanguage(getLocale())
  apply()
  onFormValidateStart(apply)
  onFieldValidateStart('*', apply)
}
