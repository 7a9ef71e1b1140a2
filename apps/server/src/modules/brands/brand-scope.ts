import { OrgType } from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'
import type { SessionContext } from '../auth/session-context.js'

/** The part of a brand the tenant boundary looks at. */
export interface ScopedBrand {
  id: number
  groupId: number
}

/** Whether the session may see the brand: operators all, a group its brands, a brand itself. */
export const isBrandInScope = (session: SessionContext, brand: ScopedBrand): boolean => {
  if (session.orgType === OrgType.platform) return true
  if (session.orgType === OrgType.brand) return session.orgId === brand.id
  if (session.orgType === OrgType.group) return session.orgId === brand.groupId
  return false
}

/** 403 (40301) for a brand outside the session's organisation. */
export const assertBrandInScope = (session: SessionContext, brand: ScopedBrand) => {
  if (!isBrandInScope(session, brand)) throw new AppError('FOREIGN_TENANT')
}

/**
 * A body's `groupId` must be the brand's own: the console sends both, and a mismatch means the
 * caller is confused about which brand it acts on.
 */
export const assertSameGroup = (brand: ScopedBrand, groupId: number | undefined) => {
  if (groupId !== undefined && groupId !== brand.groupId) throw new AppError('BAD_REQUEST', '品牌不属于该集团')
}
