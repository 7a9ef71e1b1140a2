import { BOSS_ACCOUNT_TYPE, type CreateBossAccountBody } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP } from './brands-keys.js'
import { useBossMutation } from './operate-account.js'

/** `POST /org-center/brand/create-boss-account` (createChannel pc: added in the back office). */
export const createBossAccount = (body: Omit<CreateBossAccountBody, 'operatingUrl' | 'accountType'>) =>
  post<unknown>(BRANDS_APP, 'brand/create-boss-account', { ...body, accountType: BOSS_ACCOUNT_TYPE })

export const useCreateBossAccount = () => useBossMutation(createBossAccount)
