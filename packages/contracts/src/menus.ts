import { z } from 'zod'
import { withOperatingUrl } from './common.js'
import { AdminCodes } from './roles.js'

/** Codes of the menu-tree editor (/system/operatingMenu/list). */
export const RoleCodes = { ...AdminCodes, menuDelete: 'menu.delete.btn' } as const

/** A menu node as the menu-tree editor writes it (spec 1 §3). */
export const MenuNodeSaveBodySchema = withOperatingUrl({
  id: z.number().int().min(1).optional(),
  pid: z.number().int().min(0),
  name: z.string().trim().min(1, '请输入名称').max(50, '名称最多 50 个字'),
  path: z.string().trim().max(200).default(''),
  description: z.string().trim().max(200).default(''),
  sort: z.number().int().min(0).max(1_000_000).default(0),
  type: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  clientType: z.number().int().min(0).max(9).default(1),
  menuStatus: z.number().int().min(0).max(1).default(1),
  icon: z.string().trim().max(100).default(''),
  url: z.string().trim().max(300).default(''),
  serviceId: z.number().int().min(0).nullable().optional(),
  code: z.string().trim().max(100).default(''),
  keepAlive: z.boolean().default(false),
})
export type MenuNodeSaveBody = z.infer<typeof MenuNodeSaveBodySchema>

export const MenuNodeMoveBodySchema = withOperatingUrl({
  id: z.number().int().min(1),
  pid: z.number().int().min(0),
  /** The node's position among its new siblings (0 first); the siblings are renumbered 10, 20, ... */
  index: z.number().int().min(0),
})
export const MenuNodeIdBodySchema = withOperatingUrl({ id: z.number().int().min(1) })

export const MenuPreviewNodeSchema: z.ZodType<MenuPreviewNode> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), path: z.string(), type: z.number().int(), icon: z.string(), codes: z.array(z.string()), children: z.array(MenuPreviewNodeSchema) }),
)
export interface MenuPreviewNode {
  id: number
  name: string
  path: string
  type: number
  icon: string
  codes: string[]
  children: MenuPreviewNode[]
}

/** One node with every field (spec 1 §3), as `GET /org-center/operating-menu/node` answers it for the tree editor. */
export const MenuNodeRecordSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  path: z.string(),
  description: z.string(),
  sort: z.number().int(),
  type: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  clientType: z.number().int(),
  menuStatus: z.number().int(),
  icon: z.string(),
  url: z.string(),
  serviceId: z.number().int().nullable(),
  code: z.string(),
  keepAlive: z.boolean(),
  key: z.string().nullable(),
  /** `page:<path>` or `code:<code>` when a server route checks this node; such a node cannot be deleted. */
  declaredBy: z.string().nullable(),
  /** The roles that hold the node. */
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type MenuNodeRecord = z.infer<typeof MenuNodeRecordSchema>
