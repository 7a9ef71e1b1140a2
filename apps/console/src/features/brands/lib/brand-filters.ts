import type { BrandFilters } from '@yunying/contracts'
import dayjs, { type Dayjs } from 'dayjs'

/** What the search form holds: the spec's filters, with the created-time range as two dates. */
export interface BrandSearchValues {
  name?: string
  brandId?: string | number | null
  brandType?: number | null
  isAllowUpgrade?: number | null
  accountVersion?: number | null
  isTest?: number | null
  produceVersion?: number | null
  produceModel?: number | null
  abandonFlag?: number | null
  statusList?: number[] | null
  bossCockpitOpen?: number | null
  createdAt?: [Dayjs | null, Dayjs | null] | null
}

const NUMBER_KEYS = [
  'brandType',
  'isAllowUpgrade',
  'accountVersion',
  'isTest',
  'produceVersion',
  'produceModel',
  'abandonFlag',
  'bossCockpitOpen',
] as const

/**
 * Turns the search form into the filters of `brand/list-for-opt` and of the export (spec 2 §7):
 * empty choices are left out, the name is trimmed, a brand id that is not a positive whole
 * number is left out, and the created-time range covers whole days (China time) as
 * `createdAtBegin` / `createdAtEnd`.
 */
export const toBrandFilters = (values: BrandSearchValues): BrandFilters => {
  const filters: BrandFilters = {}
  const name = values.name?.trim()
  if (name) filters.name = name
  const brandId = Number(String(values.brandId ?? '').trim())
  if (String(values.brandId ?? '').trim() !== '' && Number.isInteger(brandId) && brandId > 0) filters.brandId = brandId
  for (const key of NUMBER_KEYS) {
    const value = values[key]
    if (value !== undefined && value !== null && !Number.isNaN(Number(value))) filters[key] = Number(value)
  }
  if (values.statusList?.length) filters.statusList = [...values.statusList].sort((a, b) => a - b)
  const [begin, end] = values.createdAt ?? []
  if (begin) filters.createdAtBegin = begin.format('YYYY-MM-DD 00:00:00')
  if (end) filters.createdAtEnd = end.format('YYYY-MM-DD 23:59:59')
  return filters
}

/** The brand id field accepts digits only (the rest is dropped as it is typed). */
export const normalizeBrandId = (value: unknown) => String(value ?? '').replace(/\D/g, '').slice(0, 10)

/** The filters back to the form (a search read from the URL): the range's days as dates. */
export const fromBrandFilters = ({ createdAtBegin, createdAtEnd, ...rest }: BrandFilters): BrandSearchValues => ({
  ...rest,
  ...(createdAtBegin || createdAtEnd ? { createdAt: [createdAtBegin ? dayjs(createdAtBegin.slice(0, 10)) : null, createdAtEnd ? dayjs(createdAtEnd.slice(0, 10)) : null] } : {}),
})
