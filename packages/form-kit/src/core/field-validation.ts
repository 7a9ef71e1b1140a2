import type { Field, Form } from '@formily/core'

/** A field's validation state as the spec names it. */
export interface FieldValidation {
  status: 'error' | 'success' | 'none'
  message?: string
}

/** Reads a field's validation state: error wins over success; no feedback is `none`. */
export function getFieldValidation(field: Field): FieldValidation {
  const [error] = field.selfErrors
  if (error !== undefined) return { status: 'error', message: error }
  const [success] = field.selfSuccesses
  if (success !== undefined) return { status: 'success', message: success }
  return { status: 'none' }
}

/**
 * Resets a form: `restore` (the default) puts the initial values back, `clear` empties every
 * field. Either way validation messages go away.
 */
export async function resetForm(form: Form, mode: 'restore' | 'clear' = 'restore'): Promise<void> {
  await form.reset('*', { forceClear: mode === 'clear', validate: false })
}

const ERROR_SELECTOR = '.ant-formily-item-error'

/**
 * Scrolls the first field showing an error into view. Runs after a frame so that the error
 * classes written by the failed validation are in the document.
 */
export function scrollToFirstError(root: ParentNode = document): Promise<Element | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const target = root.querySelector(ERROR_SELECTOR)
      target?.scrollIntoView({ behavior: 'smooth', block: 'center' })
      resolve(target)
    }, 0)
  })
}
