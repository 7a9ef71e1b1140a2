import { OrgType } from '@yunying/contracts'

/**
 * The roles the product needs to run, found by their stable key (never by their display name,
 * which an administrator may change). Base data creates them; `platform_admin` holds every menu node.
 */
export const SYSTEM_ROLES = {
  platformAdmin: { key: 'platform_admin', name: '运营管理员', scope: OrgType.platform },
  brandStaff: { key: 'brand_staff', name: '品牌员工', scope: OrgType.brand },
  groupOps: { key: 'group_ops', name: '集团运营', scope: OrgType.group },
} as const

