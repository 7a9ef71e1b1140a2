import { post } from '../../../shared/lib/request.js'
import { BRANDS_APP } from './brands-keys.js'

/** `POST /org-center/brand/hq-account-by-mobile`: the name of the account with that mobile, or null. Silent: a miss is normal. */
export const findAccountByMobile = (body: { mobile: string; brandId: number; groupId: number }) =>
  post<{ name: string; accountId: number } | null>(BRANDS_APP, 'brand/hq-account-by-mobile', body, { silent: true })
