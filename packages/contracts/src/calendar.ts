import { z } from 'zod'

/**
 * Calendar dates and times as the console sends them (China time, no zone): the one rule every
 * route's date fields share, so a date that does not exist (2026-02-30, 0000-00-00, 25:61) is a 400
 * naming the field on every route rather than a database fault on some.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** The years an operator may name: a store opened in 1900 or a service paid up to 9999. */
const FIRST_YEAR = 1900

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

const existsOn = (year: number, month: number, day: number) => year >= FIRST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month)

/** Whether `value` is YYYY-MM-DD and that day exists. */
export const isCalendarDate = (value: string): boolean => {
  const m = DATE.exec(value)
  return m !== null && existsOn(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** Whether `value` is YYYY-MM-DD, optionally with HH:mm or HH:mm:ss, and that moment exists. */
export const isCalendarDateTime = (value: string): boolean => {
  const m = DATE_TIME.exec(value)
  if (!m || !existsOn(Number(m[1]), Number(m[2]), Number(m[3]))) return false
  if (m[4] === undefined) return true
  return Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6] ?? 0) <= 59
}

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDateSchema = (message = '请选择正确的日期') =>
  z.string({ error: message }).trim().regex(DATE, message).refine(isCalendarDate, { message, abort: true }).meta({ examples: ['2026-01-01'] })

/** A day or a moment of one (YYYY-MM-DD[ HH:mm[:ss]]) that exists. */
export const calendarDateTimeSchema = (message = '请选择正确的时间') =>
  z.string({ error: message }).trim().regex(DATE_TIME, message).refine(isCalendarDateTime, { message, abort: true }).meta({ examples: ['2026-01-01 00:00:00'] })
