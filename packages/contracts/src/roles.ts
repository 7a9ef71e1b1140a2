import { z } from 'zod'
import { pageOf, withOperatingUrl } from './common.js'

/**
 * Role management (spec 3 §2.9: /businessCenter/roleManagement/index and edit). The specification
 * names the screens only; the calls, fields and rules are ours (issue 12).
 */
export const ROLE_LIST_PAGE = '/businessCenter/roleManagement/index'

/** Button codes of role and menu management, declared on the routes and held through the menu tree. */
export const AdminCodes = {
  roleEdit: 'role.edit.btn',
  roleDelete: 'role.delete.btn',
  menuEdit: 'menu.edit.btn',
} as const

/** Which kind of organisation a role is held in: 0 platform, 1 group, 2 brand. */
export const RoleOrgTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择角色所属的组织类型' })
export const ROLE_ORG_TYPE_LABELS: Record<number, string> = { 0: '平台', 1: '集团', 2: '品牌' }
/** At most this many menu nodes in one role (the whole tree has a few hundred). */
export const ROLE_MAX_MENUS = 5000

export const ListRolesBodySchema = withOperatingUrl({
  name: z.string().trim().max(50).optional(),
  orgType: z.coerce.number().int().min(0).max(3).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export type ListRolesBody = z.input<typeof ListRolesBodySchema>

export const RoleRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orgType: z.number().int(),
  status: z.number().int(),
  remark: z.string(),
  /** A role the product needs to run (operator, brand staff, group operations): never deleted, its type fixed. */
  system: z.boolean(),
  /** Accounts that hold the role in some organisation. */
  accountCount: z.number().int(),
  /** Why the role cannot be switched off by the one asking (运营管理员, or the role they act with); null when it can. */
  disableRefusal: z.string().nullable(),
  /** Pages and buttons it grants (directories not counted). */
  grantCount: z.number().int(),
  /** Groups a platform role is limited to; null for no limit. */
  dataScopeGroupIds: z.array(z.number().int()).nullable(),
  /** YYYY-MM-DD HH:mm:ss, China time. */
  updatedAt: z.string(),
  version: z.number().int(),
})
export type RoleRow = z.infer<typeof RoleRowSchema>
export const RolePageSchema = pageOf(RoleRowSchema)

export const RoleDetailSchema = RoleRowSchema.extend({
  /** Every node the role holds after normalisation: buttons with their page, pages with their directories. */
  menuIds: z.array(z.number().int()),
})
export type RoleDetail = z.infer<typeof RoleDetailSchema>

export const SaveRoleBodySchema = withOperatingUrl({
  id: z.number().int().min(1).optional(),
  name: z.string({ error: '请输入角色名称' }).trim().min(1, '请输入角色名称').max(50, '角色名称最多 50 个字'),
  orgType: RoleOrgTypeSchema,
  menuIds: z.array(z.number().int().min(1)).max(ROLE_MAX_MENUS, `一个角色最多 ${ROLE_MAX_MENUS} 个菜单节点`).default([]),
  remark: z.string().trim().max(200, '备注最多 200 个字').default(''),
  /** Platform roles only: limit the role to these groups; null or absent for no limit. */
  dataScopeGroupIds: z.array(z.number().int().min(1)).max(500).nullable().optional(),
  /** The version read with the detail: a save over someone else's newer change is refused. */
  version: z.number().int().min(1).optional(),
})
export type SaveRoleBody = z.input<typeof SaveRoleBodySchema>

export const RoleIdBodySchema = withOperatingUrl({ id: z.number({ error: '请选择角色' }).int().min(1) })
export const RoleStatusBodySchema = withOperatingUrl({ id: z.number().int().min(1), status: z.union([z.literal(0), z.literal(1)]) })
export const CopyRoleBodySchema = withOperatingUrl({
  id: z.number().int().min(1),
  name: z.string().trim().min(1, '请输入角色名称').max(50, '角色名称最多 50 个字').optional(),
})

/** One node of the role editor's tree, with the other roles that hold it. */
export const RoleTreeNodeSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  path: z.string(),
  code: z.string(),
  type: z.number().int(),
  /** Whether the editor may grant it (an editor never grants what it does not hold). */
  grantable: z.boolean(),
  heldBy: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type RoleTreeNode = z.infer<typeof RoleTreeNodeSchema>
