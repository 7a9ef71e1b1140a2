import dayjs, { type Dayjs } from 'dayjs'
import { chinaToday } from './china-time.js'

/** Spec 2 §5: a list's date range spans at most 30 days (both ends included) and never passes tomorrow. */
export const RANGE_MAX_DAYS = 30
const MAX_SPAN = RANGE_MAX_DAYS - 1

const unitOfPanel = (panel: string) => (panel === 'year' || panel === 'decade' ? 'year' : panel === 'month' || panel === 'quarter' ? 'month' : 'day')

/**
 * The range picker's rule (spec 2 §5): nothing after tomorrow, and once a first date is picked,
 * nothing more than 30 days (both ends included) either side of it. `panel` is the picker's panel
 * (its `disabledDate` info.type): a month or a year is disabled only when all of it is out of bounds.
 */
export const isOutsideRange = (current: Dayjs, from: Dayjs | undefined, today: Dayjs = chinaToday(), panel = 'date') => {
  const unit = unitOfPanel(panel)
  if (current.isAfter(today.add(1, 'day'), unit)) return true
  if (!from) return false
  return current.isBefore(from.subtract(MAX_SPAN, 'day'), unit) || current.isAfter(from.add(MAX_SPAN, 'day'), unit)
}

/** A range picker's value: either end may be empty. */
export type PickedRange = [Dayjs | null, Dayjs | null] | null

/** A list filter's two ends back as the range picker's value; null when neither is set. */
export const pickedRange = (from?: string, to?: string): PickedRange => (from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null)

/**
 * The picked range as a list filter's two ends, `fromKey` and `toKey`, each left out while not picked:
 * days (`YYYY-MM-DD`), or with `times` the first day's start and the last day's end (`YYYY-MM-DD HH:mm:ss`).
 */
export const rangeFilter = <F extends string, T extends string>(range: PickedRange | undefined, fromKey: F, toKey: T, times = false) =>
  ({
    ...(range?.[0] ? { [fromKey]: times ? range[0].startOf('day').format('YYYY-MM-DD HH:mm:ss') : range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { [toKey]: times ? range[1].endOf('day').format('YYYY-MM-DD HH:mm:ss') : range[1].format('YYYY-MM-DD') } : {}),
  }) as Partial<Record<F | T, string>>
