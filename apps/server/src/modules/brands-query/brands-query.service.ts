import type { BrandFilters, BrandListBody, BrandListResult, BrandPickerBody, BrandPickerResult } from '@yunying/contracts'
import { BRAND_LIST_COUNT_CAP } from '@yunying/contracts'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import type { TenantScope } from '../access/tenant-scope.js'
import { brandWhere } from './brand-filters.js'
import { createAnnouncedMemo } from '../../lib/announced-memo.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import { toSqlText } from '../../lib/sql-literal.js'
import { BRAND_CHANNEL, countBrandsCapped, findBrandPage, findBrandPickerPage, hasBrandAnnouncers } from './brands-query.repository.js'

/**
 * The brand list of spec 2 (`POST /org-center/brand/list-for-opt`): the filters, newest first,
 * page size 10 by default, and a count that stops at `BRAND_LIST_COUNT_CAP` so a page turn
 * costs the same on a million brands as on ten. The export of the same filters is
 * `brandExportSource`.
 */
export const createBrandsQueryService = ({ db, notifications = null }: { db: Db; notifications?: DbNotifications | null }) => {
  // A search's capped count, kept until brands change (ADR 0011): turning its pages counts once.
  const counts = createAnnouncedMemo<{ total: number; capped: boolean }>(notifications, BRAND_CHANNEL, () => hasBrandAnnouncers(db))
  const count = (where: SQL) => counts.get(toSqlText(where), () => countBrandsCapped(db, where))
  return {
    async list(body: BrandListBody, scope: TenantScope): Promise<BrandListResult> {
      const { pageNum, pageSize, ...filters } = body
      const { where } = brandWhere(filters as BrandFilters, scope)
      // Many matches (the count reached its cap): the page walks the list order (brand-filters.ts).
      const walking = () => brandWhere(filters as BrandFilters, scope, 'b', { nameIndex: false }).where
      const offset = (pageNum - 1) * pageSize
      if (offset >= BRAND_LIST_COUNT_CAP) {
        // Past the counted range a page still answers, but without a count.
        const list = await findBrandPage(db, walking(), offset, pageSize)
        return { list, total: BRAND_LIST_COUNT_CAP, totalCapped: true, pageNum, pageSize }
      }
      const { total, capped } = await count(where)
      const list = total > offset ? await findBrandPage(db, capped ? walking() : where, offset, pageSize) : []
      return { list, total, totalCapped: capped, pageNum, pageSize }
    },

    /** The pickers' lean search: the same name filter and scope, four columns, pages up to 9999. */
    async pick(body: BrandPickerBody, scope: TenantScope): Promise<BrandPickerResult> {
      const { pageNum, pageSize, name, brandId } = body
      const { where } = brandWhere({ name, brandId } as BrandFilters, scope)
      const offset = (pageNum - 1) * pageSize
      const { total, capped } = offset >= BRAND_LIST_COUNT_CAP ? { total: BRAND_LIST_COUNT_CAP, capped: true } : await count(where)
      const pageWhere = capped ? brandWhere({ name, brandId } as BrandFilters, scope, 'b', { nameIndex: false }).where : where
      const list = offset < total || capped ? await findBrandPickerPage(db, pageWhere, offset, pageSize) : []
      return { list, total, totalCapped: capped, pageNum, pageSize }
    },
  }
}

export type BrandsQueryService = ReturnType<typeof createBrandsQueryService>
