import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MenuNodeIdBodySchema,
  MenuNodeMoveBodySchema,
  MenuNodeSaveBodySchema,
  MenuNodeRecordSchema,
  MenuPreviewNodeSchema,
  OperatingMenuDetailSchema,
  OperatingMenuQuerySchema,
  OperatingMenuRowSchema,
  RoleCodes,
  ShellCodes,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { OperatingMenuService } from './operating-menu.service.js'
import { routeDoc } from './route-access.js'

const doc = routeDoc('组织与权限')

export const operatingMenuRoutes =
  (menus: OperatingMenuService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/org-center/operating-menu/list',
      doc({ access: `code:${ShellCodes.menuView}`, summary: '菜单与权限码列表', query: OperatingMenuQuerySchema, reply: z.array(OperatingMenuRowSchema) }),
      async (request) => success(await menus.list(request.query), '获取成功'),
    )

    app.get(
      '/org-center/operating-menu/detail',
      doc({ access: `code:${ShellCodes.menuView}`, summary: '菜单权限详情（子节点与持有角色）', query: z.object({ id: z.coerce.number().int().min(1) }), reply: OperatingMenuDetailSchema }),
      async (request) => success(await menus.detail(request.query.id), '获取成功'),
    )
    app.get(
      '/org-center/operating-menu/node',
      doc({ access: `code:${ShellCodes.menuView}`, summary: '菜单节点的全部字段（编辑表单用），及声明它的接口', query: z.object({ id: z.coerce.number().int().min(1) }), reply: MenuNodeRecordSchema }),
      async (request) => success(await menus.node(request.query.id), '获取成功'),
    )

    app.get(
      '/org-center/operating-menu/preview',
      doc({ access: `code:${ShellCodes.menuView}`, summary: '预览某个角色看到的菜单', query: z.object({ roleId: z.coerce.number().int().min(1) }), reply: z.array(MenuPreviewNodeSchema) }),
      async (request) => success(await menus.preview(request.query.roleId), '获取成功'),
    )

    app.post('/org-center/operating-menu/save', doc({ access: `code:${RoleCodes.menuEdit}`, summary: '新增或修改菜单节点', body: MenuNodeSaveBodySchema, reply: z.object({ id: z.number().int() }) }), async (request) => {
      const { id, detail } = await menus.save(request.body)
      request.operationDetail = detail
      return success({ id }, '保存成功')
    })

    app.post('/org-center/operating-menu/move', doc({ access: `code:${RoleCodes.menuEdit}`, summary: '移动菜单节点（改变上级与排序）', body: MenuNodeMoveBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await menus.move(request.body)
      return success(null, '移动成功')
    })

    app.post('/org-center/operating-menu/delete', doc({ access: `code:${RoleCodes.menuDelete}`, summary: '删除菜单节点（接口声明的节点与有子节点的节点不能删除）', body: MenuNodeIdBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await menus.remove(request.body.id)
      return success(null, '删除成功')
    })
  }
