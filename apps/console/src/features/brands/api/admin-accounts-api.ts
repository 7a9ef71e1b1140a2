import type { CreateHqAccountBody, RemoveAdminBody, SuperAdminRow } from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { post } from '../../../shared/lib/request.js'
import { useOperateAccount, type BrandRef } from './operate-account.js'

const BASE = 'operating/cfg/accounts'
export const ADMIN_PAGE_SIZE = 10

export const adminKeys = {
  all: ['brand-admins'] as const,
  list: (brandId: number, pageNum: number) => ['brand-admins', brandId, pageNum] as const,
}

/** `POST …/list-admin-account-by-brand`: a brand's super admins, 10 a page. */
export const useSuperAdmins = (brand: BrandRef | null, pageNum: number) => {
  const operateAccount = useOperateAccount()
  return useQuery({
    queryKey: adminKeys.list(brand?.id ?? 0, pageNum),
    queryFn: () =>
      post<{ list: SuperAdminRow[]; total: number }>('org-center', `${BASE}/list-admin-account-by-brand`, {
        brandId: brand!.id,
        groupId: brand!.groupId,
        pageNum,
        pageSize: ADMIN_PAGE_SIZE,
        operateAccount,
      }),
    enabled: brand !== null,
    placeholderData: keepPreviousData,
  })
}

const useAdminCall = <B extends Record<string, unknown>>(url: string) => {
  const client = useQueryClient()
  const operateAccount = useOperateAccount()
  return useMutation({
    mutationFn: (body: B) => post<unknown>('org-center', `${BASE}/${url}`, { ...body, operateAccount }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** `POST …/create-hq-account`. */
export const useCreateSuperAdmin = () => useAdminCall<Omit<CreateHqAccountBody, 'operatingUrl' | 'operateAccount'>>('create-hq-account')
/** `POST …/hq-account-remove-admin`. */
export const useRemoveSuperAdmin = () => useAdminCall<Omit<RemoveAdminBody, 'operatingUrl' | 'operateAccount'>>('hq-account-remove-admin')
