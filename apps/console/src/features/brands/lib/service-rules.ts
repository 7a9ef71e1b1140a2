import {
  expiryWarning,
  labelQuota,
  memberQuotaWan,
  NEW_AUTH_SERVICE_STATUS_LABELS,
  PRODUCE_CLASS_ORDER,
  REACH_EDITIONS,
  SEAT_SERVICE_STATUS_LABELS,
  type BrandProduce,
} from '@yunying/contracts'

/**
 * The rules of the brand detail's service info (spec 2 §4): statuses per service model, the
 * seat counters, reach editions, expiry warnings and the group display order.
 */

type Produce = Omit<BrandProduce, 'subProducts'> & { subProducts?: BrandProduce['subProducts'] }

/** 1 席位, 2 批量, 3 授权, 31 新授权. */
export const ServiceModel = { seat: 1, batch: 2, authorization: 3, newAuthorization: 31 } as const

/** A count in 万 the way the detail shows it: 100000 → 10万, 12345 → 1.23万, below 1万 as is. */
export const formatWan = (value: number) => {
  if (Math.abs(value) < 10_000) return String(value)
  return `${Number((value / 10_000).toFixed(2))}万`
}

/** Seat-mode counters: membership total (totalNum × 1,000,000, in 万) and labels (totalNum × 50). */
export const seatCounters = (totalNum: number) => ({ memberWan: memberQuotaWan(totalNum), memberText: `${memberQuotaWan(totalNum)}万`, labels: labelQuota(totalNum) })

/**
 * The edition of a service: the catalogue's (the service's code that `attr.version` names, as the
 * server resolves it), or else the built-in reach editions for `attr` (`{"version": n}`); null when
 * there is none.
 */
export const reachEdition = (attr: string | null | undefined, catalogue?: { name: string; quota: number | null } | null): { name: string; quotaText: string } | null => {
  if (catalogue) return { name: catalogue.name, quotaText: catalogue.quota === null ? '不限' : formatWan(catalogue.quota) }
  if (!attr) return null
  let version: unknown
  try {
    version = (JSON.parse(attr) as { version?: unknown } | null)?.version
  } catch {
    return null
  }
  const edition = REACH_EDITIONS[Number(version)]
  if (!edition) return null
  return { name: edition.name, quotaText: edition.quota === null ? '不限' : formatWan(edition.quota) }
}

export interface ServiceStatus {
  text: string
  /** antd Tag colour. */
  color: 'success' | 'default' | 'processing' | 'error'
}

/**
 * Status of a service or sub-item. New authorization: 0 生效中, 1 已开通 (sub-items of type 101),
 * 2 已过期. Seat, batch and authorization lists: 1 生效中 (paid up to its end date when given),
 * anything else 未开通.
 */
export const serviceStatus = (produce: Pick<Produce, 'produceModel' | 'status' | 'nowEndDate' | 'expiredAt'>): ServiceStatus => {
  if (produce.produceModel === ServiceModel.newAuthorization) {
    const text = NEW_AUTH_SERVICE_STATUS_LABELS[produce.status] ?? '未开通'
    return { text, color: produce.status === 0 ? 'success' : produce.status === 1 ? 'processing' : produce.status === 2 ? 'error' : 'default' }
  }
  if (produce.status === 1) {
    const end = endDateOf(produce)
    return { text: end ? `${SEAT_SERVICE_STATUS_LABELS[1]}（至 ${end}）` : SEAT_SERVICE_STATUS_LABELS[1]!, color: 'success' }
  }
  return { text: SEAT_SERVICE_STATUS_LABELS[0]!, color: 'default' }
}

/** The date a service runs to: the current period's end, or the expiry of an authorization. */
export const endDateOf = (produce: Pick<Produce, 'nowEndDate' | 'expiredAt'>) => (produce.nowEndDate ?? produce.expiredAt ?? '').slice(0, 10) || null

export interface ExpiryHighlight {
  band: 3 | 30
  text: string
  color: 'red' | 'orange'
}

/** The 3-day (0–2 days away) and 30-day (up to 30 days) warnings of spec 2 §4; null otherwise. */
export const expiryHighlight = (endDate: string | null | undefined, today: string): ExpiryHighlight | null => {
  const band = expiryWarning(endDate, today)
  if (band === 3) return { band, text: '3天内到期', color: 'red' }
  if (band === 30) return { band, text: '30天内到期', color: 'orange' }
  return null
}

/** Whether a service is in effect, so its expiry matters (an expired or unopened one warns no more). */
const isLive = (produce: Pick<Produce, 'produceModel' | 'status'>) =>
  produce.produceModel === ServiceModel.newAuthorization ? produce.status === 0 || produce.status === 1 : produce.status === 1

/** The warning of a service: its own end date, or the nearest end date of its seats. */
export const serviceExpiry = (produce: Produce, today: string): ExpiryHighlight | null => {
  if (!isLive(produce)) return null
  const dates = [endDateOf(produce), ...produce.seatEndDateList.map((s) => s.endDate.slice(0, 10))]
  const highlights = dates.map((d) => expiryHighlight(d, today)).filter((h): h is ExpiryHighlight => h !== null)
  return highlights.sort((a, b) => a.band - b.band)[0] ?? null
}

export const OTHER_GROUP = '其他'

/**
 * Services grouped by `produceClassDesc` in the display order of spec 2 §4 (企业门店, 视觉绘图,
 * 供应链, 财务, 数据BI); unknown groups follow in the order met, as 其他 when unnamed.
 */
export const groupServices = <T extends Pick<Produce, 'produceClassDesc'>>(list: readonly T[]) => {
  const groups = new Map<string, T[]>()
  for (const item of list) {
    const key = item.produceClassDesc || OTHER_GROUP
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  const rank = (name: string) => {
    const i = PRODUCE_CLASS_ORDER.indexOf(name)
    return i === -1 ? PRODUCE_CLASS_ORDER.length : i
  }
  return [...groups.entries()].map(([name, items]) => ({ name, items })).sort((a, b) => rank(a.name) - rank(b.name))
}
