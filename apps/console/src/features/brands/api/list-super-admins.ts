import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { OperateAccount, SuperAdminRow } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP, ACCOUNTS_BASE, superAdminKeys } from './brands-keys.js'
import { useOperateAccount, type BrandRef } from './operate-account.js'

export const ADMIN_PAGE_SIZE = 10

/** `POST …/list-admin-account-by-brand`: a brand's super admins, 10 a page. */
export const fetchSuperAdmins = (brand: BrandRef, pageNum: number, operateAccount: OperateAccount) =>
  post<{ list: SuperAdminRow[]; total: number }>(BRANDS_APP, `${ACCOUNTS_BASE}/list-admin-account-by-brand`, {
    brandId: brand.id,
    groupId: brand.groupId,
    pageNum,
    pageSize: ADMIN_PAGE_SIZE,
    operateAccount,
  })

export const useSuperAdmins = (brand: BrandRef | null, pageNum: number) => {
  const operateAccount = useOperateAccount()
  return useQuery({
    queryKey: superAdminKeys.list(brand?.id ?? 0, pageNum),
    queryFn: () => fetchSuperAdmins(brand!, pageNum, operateAccount),
    enabled: brand !== null,
    placeholderData: keepPreviousData,
  })
}
