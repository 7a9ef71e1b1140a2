import { DEFAULTS } from '../../core/constants.js'

/** The limits of number mode: min default 1, max default 999999999, optional precision. */
export interface NumberRules {
  min?: number
  max?: number
  /** Decimal places; a non-negative integer (other values are truncated and floored at 0). */
  precision?: number
}

/** Drops every decimal after the third without rounding: 1.23456 gives "1.234". */
function truncateToThreeDecimals(value: number): number {
  const text = value.toFixed(10)
  const dot = text.indexOf('.')
  return Number(dot === -1 ? text : text.slice(0, dot + 4))
}

/**
 * Normalises a number-mode value (spec 3 §5.4): a non-numeric value becomes empty, the value is
 * clamped to [min, max], then with a precision it is truncated to 3 decimals and fixed to the
 * precision. So 1.23456 with precision 2 is 1.23, not 1.24.
 */
export function normalizeNumber(input: unknown, rules: NumberRules = {}): number | undefined {
  if (input === undefined || input === null) return undefined
  const text = typeof input === 'number' ? String(input) : String(input).trim()
  if (text === '') return undefined
  const parsed = Number(text)
  if (!Number.isFinite(parsed)) return undefined
  const min = rules.min ?? DEFAULTS.numberMin
  const max = rules.max ?? DEFAULTS.numberMax
  const clamped = Math.min(Math.max(parsed, min), max)
  if (rules.precision === undefined || !Number.isFinite(rules.precision)) return clamped
  const precision = Math.max(0, Math.trunc(rules.precision))
  return Number(truncateToThreeDecimals(clamped).toFixed(precision))
}

/** Formats a number for display with its precision, or an empty string. */
export function formatNumber(value: number | undefined, precision?: number): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return ''
  return precision === undefined ? String(value) : value.toFixed(Math.max(0, Math.trunc(precision)))
}
