import type { CreateHqAccountBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { ACCOUNTS_BASE, BRANDS_APP } from './brands-keys.js'
import { useSuperAdminMutation } from './operate-account.js'

/** `POST …/create-hq-account`: a super admin for the brand, with who clicked as `operateAccount`. */
export const createSuperAdmin = (body: Omit<CreateHqAccountBody, 'operatingUrl'>) => post<unknown>(BRANDS_APP, `${ACCOUNTS_BASE}/create-hq-account`, { ...body })

export const useCreateSuperAdmin = () => useSuperAdminMutation<Omit<CreateHqAccountBody, 'operatingUrl' | 'operateAccount'>>(createSuperAdmin)
