import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminCodes,
  CopyRoleBodySchema,
  ListRolesBodySchema,
  ROLE_LIST_PAGE,
  RoleDetailSchema,
  RoleIdBodySchema,
  RolePageSchema,
  RoleStatusBodySchema,
  RoleTreeNodeSchema,
  SaveRoleBodySchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { RolesService } from './roles.service.js'
import { routeDoc } from './route-access.js'

const doc = routeDoc('角色管理')
const BASE = '/org-center/role'

export const rolesRoutes =
  (roles: RolesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(`${BASE}/list`, doc({ access: `page:${ROLE_LIST_PAGE}`, readOnly: true, summary: '角色列表', body: ListRolesBodySchema, reply: RolePageSchema }), async (request) => success(await roles.list(request.session!, request.body), '获取成功'))

    app.get(
      `${BASE}/detail`,
      doc({ access: `page:${ROLE_LIST_PAGE}`, summary: '角色详情（含归一化后的菜单节点）', query: z.object({ id: z.coerce.number().int().min(1) }), reply: RoleDetailSchema }),
      async (request) => success(await roles.detail(request.session!, request.query.id), '获取成功'),
    )

    app.get(`${BASE}/menu-tree`, doc({ access: `page:${ROLE_LIST_PAGE}`, summary: '角色编辑用的菜单树（可授予与持有角色）', reply: z.array(RoleTreeNodeSchema) }), async (request) => success(await roles.tree(request.session!), '获取成功'))

    app.post(`${BASE}/save`, doc({ access: `code:${AdminCodes.roleEdit}`, summary: '新建或修改角色（不能授予编辑者没有的权限）', body: SaveRoleBodySchema, reply: RoleDetailSchema }), async (request) => {
      const { role, detail } = await roles.save(request.session!, request.body)
      request.operationDetail = detail
      return success(role, request.body.id ? '修改成功' : '新建成功')
    })

    app.post(`${BASE}/copy`, doc({ access: `code:${AdminCodes.roleEdit}`, summary: '复制角色', body: CopyRoleBodySchema, reply: RoleDetailSchema }), async (request) => {
      const { role, detail } = await roles.copy(request.session!, request.body.id, request.body.name)
      request.operationDetail = detail
      return success(role, '复制成功')
    })

    app.post(`${BASE}/status`, doc({ access: `code:${AdminCodes.roleEdit}`, summary: '启用或停用角色', body: RoleStatusBodySchema, reply: RoleDetailSchema }), async (request) => {
      const { role, detail } = await roles.setStatus(request.session!, request.body.id, request.body.status)
      request.operationDetail = detail
      return success(role, request.body.status === 1 ? '已启用' : '已停用')
    })

    app.post(`${BASE}/delete`, doc({ access: `code:${AdminCodes.roleDelete}`, summary: '删除角色（仍有账号持有时拒绝）', body: RoleIdBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await roles.remove(request.session!, request.body.id)
      return success(null, '删除成功')
    })
  }
