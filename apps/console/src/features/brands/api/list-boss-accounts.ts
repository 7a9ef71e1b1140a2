import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { BOSS_ACCOUNT_TYPE, type BossAccountRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP, bossKeys } from './brands-keys.js'
import type { BrandRef } from './operate-account.js'

export const BOSS_PAGE_SIZE = 20

/** `POST /org-center/brand/list-boss-account`: 20 a page, `keyword` matches name or mobile. */
export const fetchBossAccounts = (brand: BrandRef, keyword: string, pageNum: number) =>
  post<{ list: BossAccountRow[]; total: number }>(BRANDS_APP, 'brand/list-boss-account', {
    brandId: brand.id,
    groupId: brand.groupId,
    keyword: keyword || undefined,
    accountType: BOSS_ACCOUNT_TYPE,
    pageNum,
    pageSize: BOSS_PAGE_SIZE,
  })

export const bossAccountsOptions = (brand: BrandRef | null, keyword: string, pageNum: number) =>
  queryOptions({
    queryKey: bossKeys.list(brand?.id ?? 0, keyword, pageNum),
    queryFn: () => fetchBossAccounts(brand!, keyword, pageNum),
    enabled: brand !== null,
    placeholderData: keepPreviousData,
  })

export const useBossAccounts = (brand: BrandRef | null, keyword: string, pageNum: number) => useQuery(bossAccountsOptions(brand, keyword, pageNum))
