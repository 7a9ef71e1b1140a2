import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OperatingMenuDetailSchema, OperatingMenuQuerySchema, OperatingMenuRowSchema, ShellCodes, envelopeOf, success } from '@yunying/contracts'
import { z } from 'zod'
import type { OperatingMenuService } from './operating-menu.service.js'

const TAG = '组织与权限'

export const operatingMenuRoutes =
  (menus: OperatingMenuService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/org-center/operating-menu/list',
      {
        config: { access: `code:${ShellCodes.menuView}` },
        schema: { tags: [TAG], summary: '菜单与权限码列表', querystring: OperatingMenuQuerySchema, response: { 200: envelopeOf(z.array(OperatingMenuRowSchema)) } },
      },
      async (request) => success(await menus.list(request.query), '获取成功'),
    )

    app.get(
      '/org-center/operating-menu/detail',
      {
        config: { access: `code:${ShellCodes.menuView}` },
        schema: { tags: [TAG], summary: '菜单权限详情（子节点与持有角色）', querystring: z.object({ id: z.coerce.number().int().min(1) }), response: { 200: envelopeOf(OperatingMenuDetailSchema) } },
      },
      async (request) => success(await menus.detail(request.query.id), '获取成功'),
    )
  }
