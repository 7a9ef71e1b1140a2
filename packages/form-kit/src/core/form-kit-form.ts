import { createForm, type Form, type IFormProps } from '@formily/core'
import { useMemo } from 'react'
import { fieldStateEffects } from './field-flags.js'
import type { FormKitLocale } from './locale.js'
import { useFormKit } from './provider.js'
import { validateLocaleEffects } from './validate-locale.js'

const EFFECTS_ID = '@yunying/form-kit'
const localeByForm = new WeakMap<Form, FormKitLocale>()

/**
 * Adds the toolkit's effects (flag resolution, validation language) to any Formily form.
 * Idempotent: Formily keeps one set of effects per id.
 */
export function installFormKitEffects(form: Form, locale?: FormKitLocale): Form {
  if (locale) localeByForm.set(form, locale)
  form.addEffects(EFFECTS_ID, () => {
    fieldStateEffects()
    validateLocaleEffects(() => localeByForm.get(form) ?? 'zh-CN')
  })
  return form
}

/** Creates a Formily form with the toolkit's effects installed. */
export function createFormKitForm<T extends object = Record<string, unknown>>(
  options: IFormProps<T> & { locale?: FormKitLocale } = {},
): Form<T> {
  const { locale, ...formOptions } = options
  const form = createForm<T>({ validateFirst: false, ...formOptions })
  return installFormKitEffects(form as unknown as Form, locale) as unknown as Form<T>
}

/**
 * Creates the form once per component (Formily forms must not be re-created on render) and keeps
 * its validation language in step with `FormKitProvider`.
 */
export function useFormKitForm<T extends object = Record<string, unknown>>(options: IFormProps<T> = {}): Form<T> {
  const { locale } = useFormKit()
  // The options are read on the first render only, like useState's initial value.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const form = useMemo(() => createFormKitForm<T>({ ...options, locale }), [])
  localeByForm.set(form as unknown as Form, locale)
  return form
}

/** Records the language a form validates in (used by `SchemaForm` for forms made elsewhere). */
export function setFormLocale(form: Form, locale: FormKitLocale): void {
  localeByForm.set(form, locale)
}
