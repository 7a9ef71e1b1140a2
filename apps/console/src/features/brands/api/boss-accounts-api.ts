import { BOSS_ACCOUNT_TYPE, type BossAccountRow, type CreateBossAccountBody } from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { brandKeys } from './brands-api.js'
import type { BrandRef } from './operate-account.js'

export const BOSS_PAGE_SIZE = 20

export const bossKeys = {
  all: ['boss-accounts'] as const,
  list: (brandId: number, keyword: string, pageNum: number) => ['boss-accounts', brandId, keyword, pageNum] as const,
}

/** `POST /org-center/brand/list-boss-account`: 20 a page, `keyword` matches name or mobile. */
export const useBossAccounts = (brand: BrandRef | null, keyword: string, pageNum: number) =>
  useQuery({
    queryKey: bossKeys.list(brand?.id ?? 0, keyword, pageNum),
    queryFn: () =>
      post<{ list: BossAccountRow[]; total: number }>('org-center', 'brand/list-boss-account', {
        brandId: brand!.id,
        groupId: brand!.groupId,
        keyword: keyword || undefined,
        accountType: BOSS_ACCOUNT_TYPE,
        pageNum,
        pageSize: BOSS_PAGE_SIZE,
      }),
    enabled: brand !== null,
    placeholderData: keepPreviousData,
  })

const useBossCall = <B extends Record<string, unknown>>(url: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: B) => post<unknown>('org-center', url, { ...body, accountType: BOSS_ACCOUNT_TYPE }),
    // The first account opens the brand's boss cockpit: the list's column changes too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: bossKeys.all }), client.invalidateQueries({ queryKey: brandKeys.all })]),
  })
}

/** `POST /org-center/brand/create-boss-account` (createChannel pc: added in the back office). */
export const useCreateBossAccount = () => useBossCall<Omit<CreateBossAccountBody, 'operatingUrl' | 'accountType'>>('brand/create-boss-account')
/** `POST /org-center/brand/delete-boss-account`. */
export const useDeleteBossAccount = () => useBossCall<{ id: number; brandId: number; groupId: number }>('brand/delete-boss-account')

/** `POST /org-center/brand/hq-account-by-mobile`: the name of the account with that mobile, or null. Silent: a miss is normal. */
export const findAccountByMobile = (body: { mobile: string; brandId: number; groupId: number }) =>
  post<{ name: string; accountId: number } | null>('org-center', 'brand/hq-account-by-mobile', body, { silent: true })
