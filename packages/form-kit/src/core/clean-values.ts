import { toJS } from '@formily/reactive'

/** The key ArrayTable writes into each row so that it can find the row again. */
export const ARRAY_INDEX_KEY = '__DO_NOT_USE_THIS_PROPERTY_index__'

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) if (key !== ARRAY_INDEX_KEY) out[key] = strip(item)
    return out
  }
  return value
}

/**
 * Returns a deep, plain copy of form values without Formily's internal row index, ready to send.
 * Changing the copy never changes the form.
 */
export function cleanValues<T>(values: T): T {
  return strip(toJS(values)) as T
}
