import { parseChinaTime } from '../../../shared/lib/china-time.js'
import { UPDATE_NOTICE_DAYS, type UpdateNotice } from '@yunying/contracts'
import { readStored, writeStored } from '../../../shared/lib/storage.js'

const READ_KEY = 'admin.noticeRead'
const DAY_MS = 86_400_000

/** Where the read version is kept: per brand, the platform counting as one. */
export const noticeBrandKey = (brandId: number | null | undefined) => (brandId ? String(brandId) : 'platform')

export const readNoticeVersion = (brandKey: string) => readStored<Record<string, string>>(READ_KEY, {})[brandKey] ?? null

export const markNoticeRead = (brandKey: string, version: string) =>
  writeStored(READ_KEY, { ...readStored<Record<string, string>>(READ_KEY, {}), [brandKey]: version })

/**
 * Spec 1 §4: shown on /homePage when it has content, is at most 15 days old and the read version
 * stored for the brand differs; only for admin permission type 1 or 2.
 */
export const shouldShowNotice = (
  notice: UpdateNotice | null | undefined,
  { now, readVersion, adminType }: { now: number; readVersion: string | null; adminType: number | undefined },
) => {
  if (!notice || !notice.content.trim()) return false
  if (adminType !== 1 && adminType !== 2) return false
  const age = now - parseChinaTime(notice.created_at)
  if (!(age <= UPDATE_NOTICE_DAYS * DAY_MS)) return false
  return readVersion !== notice.versions_num
}
