import { AppError } from '../../lib/app-error.js'

/**
 * A body's `groupId` must be the brand's own: the console sends both, and a mismatch means the
 * caller is confused about which brand it acts on. (Which brands a session may touch at all is the
 * tenant scope's question, in `access/tenant-scope.ts`.)
 */
export const assertSameGroup = (brand: { groupId: number }, groupId: number | undefined) => {
  if (groupId !== undefined && groupId !== brand.groupId) throw new AppError('BAD_REQUEST', '品牌不属于该集团')
}
