import dayjs from 'dayjs'
import { DEFAULTS } from '../../core/constants.js'

/** Formats a date for display: default `YYYY-MM-DD HH:mm:ss`, two dashes when empty or invalid. */
export function formatDate(value: unknown, format: string = DEFAULTS.dateFormat): string {
  if (value === undefined || value === null || value === '') return DEFAULTS.emptyText
  const date = dayjs(value as string | number | Date)
  return date.isValid() ? date.format(format) : DEFAULTS.emptyText
}
