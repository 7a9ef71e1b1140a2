import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'

/**
 * Which organisations' rows a session may read or change: the one answer to that question.
 * - `platform`: the provider's operators, every tenant;
 * - `groups`: the listed groups and all their brands (a group session; a platform role whose data
 *   scope is limited to chosen groups);
 * - `brand`: one brand (a brand session);
 * - `none`: nothing (no organisation chosen yet, or an organisation type this kernel does not know).
 * Plain data, so a job can carry the scope its owner had when it was queued.
 */
export type TenantScope =
  | { kind: 'platform' }
  | { kind: 'groups'; groupIds: readonly number[] }
  | { kind: 'brand'; brandId: number; groupId: number }
  | { kind: 'none' }

/** What the scope is built from: the session's organisation and its role's data scope. */
export interface ScopeSource {
  orgType: number | null
  orgId: number | null
  /** The group of a brand organisation (looked up with the session). */
  orgGroupId?: number | null
  /** The groups a role is limited to; null for no limit. */
  roleGroupIds?: readonly number[] | null
}

export const NO_SCOPE: TenantScope = { kind: 'none' }

export const scopeOf = (s: ScopeSource): TenantScope => {
  if (s.orgType === null || s.orgId === null) return NO_SCOPE
  switch (s.orgType) {
    case OrgType.platform:
      return s.roleGroupIds ? { kind: 'groups', groupIds: s.roleGroupIds } : { kind: 'platform' }
    case OrgType.group:
      return { kind: 'groups', groupIds: [s.orgId] }
    case OrgType.brand:
      return s.orgGroupId == null ? NO_SCOPE : { kind: 'brand', brandId: s.orgId, groupId: s.orgGroupId }
    default:
      return NO_SCOPE
  }
}

/** The provider's operators, with no limit on tenants: the only scope that may change platform-wide data. */
export const isPlatformWide = (scope: TenantScope) => scope.kind === 'platform'

/** A brand (its id and group) is inside the scope. */
export const canSeeBrand = (scope: TenantScope, brand: { id: number; groupId: number }): boolean => {
  switch (scope.kind) {
    case 'platform':
      return true
    case 'groups':
      return scope.groupIds.includes(brand.groupId)
    case 'brand':
      return scope.brandId === brand.id
    default:
      return false
  }
}

/**
 * A group is inside the scope: its whole self for platform and group scopes; for a brand session
 * its own group is visible (its name, as the brand detail shows it) but nothing else.
 */
export const canSeeGroup = (scope: TenantScope, groupId: number): boolean => {
  switch (scope.kind) {
    case 'platform':
      return true
    case 'groups':
      return scope.groupIds.includes(groupId)
    case 'brand':
      return scope.groupId === groupId
    default:
      return false
  }
}

/** A group the scope may manage (its accounts, its configuration): a brand session manages no group. */
export const canManageGroup = (scope: TenantScope, groupId: number): boolean =>
  scope.kind === 'platform' || (scope.kind === 'groups' && scope.groupIds.includes(groupId))

/** 403 (40301) for a brand outside the scope. */
export const assertBrandInScope = (scope: TenantScope, brand: { id: number; groupId: number }) => {
  if (!canSeeBrand(scope, brand)) throw new AppError('FOREIGN_TENANT')
}

/** 403 (40301) for a group the scope may not manage. */
export const assertGroupManageable = (scope: TenantScope, groupId: number) => {
  if (!canManageGroup(scope, groupId)) throw new AppError('FOREIGN_TENANT', '无权访问其他集团的数据')
}

/** 403 unless the scope is the whole platform (platform-wide data: the catalogue, the dictionary, menus). */
export const assertPlatformWide = (scope: TenantScope) => {
  if (!isPlatformWide(scope)) throw new AppError('FORBIDDEN')
}

type Column = SQLWrapper

const inList = (column: Column, ids: readonly number[]): SQL =>
  ids.length === 0 ? sql`false` : sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`

/**
 * The WHERE condition for rows that belong to a brand: `brandId` and `groupId` are the row's brand
 * and that brand's group (a column or an expression). Undefined for no restriction.
 */
export const brandRowsCondition = (scope: TenantScope, cols: { brandId: Column; groupId: Column }): SQL | undefined => {
  switch (scope.kind) {
    case 'platform':
      return undefined
    case 'groups':
      return inList(cols.groupId, scope.groupIds)
    case 'brand':
      return sql`${cols.brandId} = ${scope.brandId}`
    default:
      return sql`false`
  }
}

/** The WHERE condition for group rows (a group's own record): a brand session sees its own group. */
export const groupRowsCondition = (scope: TenantScope, groupId: Column): SQL | undefined => {
  switch (scope.kind) {
    case 'platform':
      return undefined
    case 'groups':
      return inList(groupId, scope.groupIds)
    case 'brand':
      return sql`${groupId} = ${scope.groupId}`
    default:
      return sql`false`
  }
}

/** The WHERE condition for groups the scope may manage (see `canManageGroup`): none for a brand session. */
export const managedGroupsCondition = (scope: TenantScope, groupId: Column): SQL | undefined => {
  switch (scope.kind) {
    case 'platform':
      return undefined
    case 'groups':
      return inList(groupId, scope.groupIds)
    default:
      return sql`false`
  }
}

/**
 * The WHERE condition for rows stamped with the organisation they were made for (`org_type`,
 * `org_id`: the operation log, plans): a group sees its own and its brands', a brand its own.
 * `brandGroupId` is the group of the row's brand when the row was made for a brand.
 */
export const orgRowsCondition = (scope: TenantScope, cols: { orgType: Column; orgId: Column; brandGroupId: Column }): SQL | undefined => {
  switch (scope.kind) {
    case 'platform':
      return undefined
    case 'groups':
      return scope.groupIds.length === 0
        ? sql`false`
        : sql`((${cols.orgType} = ${OrgType.group} and ${inList(cols.orgId, scope.groupIds)}) or (${cols.orgType} = ${OrgType.brand} and ${inList(cols.brandGroupId, scope.groupIds)}))`
    case 'brand':
      return sql`(${cols.orgType} = ${OrgType.brand} and ${cols.orgId} = ${scope.brandId})`
    default:
      return sql`false`
  }
}
