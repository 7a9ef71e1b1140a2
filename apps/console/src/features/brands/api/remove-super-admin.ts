import type { RemoveAdminBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ACCOUNTS_BASE, BRANDS_APP } from './brands-keys.js'
import { useSuperAdminMutation } from './operate-account.js'

/** `POST …/hq-account-remove-admin`, with who clicked as `operateAccount`. */
export const removeSuperAdmin = (body: Omit<RemoveAdminBody, 'operatingUrl'>) => post<unknown>(BRANDS_APP, `${ACCOUNTS_BASE}/hq-account-remove-admin`, { ...body })

export const useRemoveSuperAdmin = () => useSuperAdminMutation<Omit<RemoveAdminBody, 'operatingUrl' | 'operateAccount'>>(removeSuperAdmin)
