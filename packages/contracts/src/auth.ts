import { z } from 'zod'
import { withOperatingUrl, tenantField } from './common.js'

/** `POST /sellers/exclude/login`: account and password, `version` 2 (spec 1 §7). */
export const PasswordLoginBodySchema = withOperatingUrl({
  username: z.string().trim().min(1, '请输入账号').max(64),
  password: z.string().min(1, '请输入密码').max(128),
  version: z.literal(2).default(2),
})
export type PasswordLoginBody = z.infer<typeof PasswordLoginBodySchema>

export const LoginResultSchema = z.object({
  token: z.string(),
  /** True when the account must still choose the platform, a group or a brand. */
  needSelectOrg: z.boolean(),
  /** An administrator reset the password: the account must choose a new one before anything else. */
  mustChangePassword: z.boolean().optional(),
})
export type LoginResult = z.infer<typeof LoginResultSchema>

/** Kinds of organisation a session can act for. `0` is the provider itself (operators). */
export const OrgType = { platform: 0, group: 1, brand: 2 } as const
export type OrgTypeValue = (typeof OrgType)[keyof typeof OrgType]

/** A brand or org option (spec 1 §3): type, typeId, typeName. */
export const OrgOptionSchema = z.object({
  type: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  /** For brand options (the login brand item): logo, industry and the group it belongs to. */
  brand: z.object({ logo: z.string(), industry: z.object({ name: z.string() }), groupId: z.number().int() }).optional(),
})
export type OrgOption = z.infer<typeof OrgOptionSchema>

/** Admin permission type (spec 1 §6): 1 and 2 see the update notice, 3 skips the special sub-menu click handling. */
export const AdminType = { platformAdmin: 1, brandAdmin: 2, staff: 3 } as const

export interface MenuNode {
  id: number
  name: string
  path: string
  pid: number
  sort: number
  /** 1 directory, 2 page, 4 button (a permission code). */
  type: number
  clientType: number
  menuStatus: number
  attrAlias: { url: string; icon: string }
  serviceId: number | null
  /** The permission code of a button node (`brand.create.btn`); empty for pages. */
  code: string
  items: MenuNode[]
}

export const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string(),
    pid: z.number().int(),
    sort: z.number().int(),
    type: z.number().int(),
    clientType: z.number().int(),
    menuStatus: z.number().int(),
    attrAlias: z.object({ url: z.string(), icon: z.string() }),
    serviceId: z.number().int().nullable(),
    code: z.string(),
    items: z.array(MenuNodeSchema),
  }),
)

export const UserInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  contactPhone: z.string(),
  adminType: z.number().int(),
  org: OrgOptionSchema.nullable(),
  menus: z.array(MenuNodeSchema),
  authCodeList: z.array(z.string()),
})
export type UserInfo = z.infer<typeof UserInfoSchema>

/** `select-role-org` body: one of the options `list-role-org` gave. */
export const SelectRoleOrgBodySchema = z.object({
  type: z.coerce.number().int().min(0),
  typeId: tenantField(z.coerce.number().int().min(0), 'accountOrg'),
  operatingUrl: z.string().max(500).optional(),
})

/** Login brand item (spec 1 §3): typeName, brand.logo, brand.industry.name; plus the current-brand fields. */
export const BrandSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brandType: z.number().int(),
  logo: z.string(),
  industry: z.object({ name: z.string() }),
})

export const RoleOrgChoiceSchema = z.object({ roles: OrgOptionSchema, brand: BrandSummarySchema.nullable() })
export type RoleOrgChoice = z.infer<typeof RoleOrgChoiceSchema>

/** Login group item (spec 1 §3): name and image. */
export const GroupSummarySchema = z.object({ id: z.number().int(), name: z.string(), img: z.string() })

export const UserPowerSchema = z.object({ menus: z.array(MenuNodeSchema), authCodeList: z.array(z.string()) })
