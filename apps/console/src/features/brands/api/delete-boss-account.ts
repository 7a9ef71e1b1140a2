import { BOSS_ACCOUNT_TYPE } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP } from './brands-keys.js'
import { useBossMutation } from './operate-account.js'

/** `POST /org-center/brand/delete-boss-account`. */
export const deleteBossAccount = (body: { id: number; brandId: number; groupId: number }) =>
  post<unknown>(BRANDS_APP, 'brand/delete-boss-account', { ...body, accountType: BOSS_ACCOUNT_TYPE })

export const useDeleteBossAccount = () => useBossMutation(deleteBossAccount)
