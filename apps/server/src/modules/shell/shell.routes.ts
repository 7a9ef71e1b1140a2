import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppletVersionSchema, ShellConfigSchema, UpdateNoticeQuerySchema, UpdateNoticeSchema, success } from '@yunying/contracts'
import { z } from 'zod'
import type { ShellService } from './shell.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('控制台框架')

export const shellRoutes =
  (shell: ShellService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/common-center/shell/config', doc({ access: 'public', summary: '控制台配置（帮助中心、回跳白名单、地图）', reply: ShellConfigSchema }), async () => success(shell.config(), '获取成功'))

    app.get(
      '/coroutine/applet/versions/update-notice',
      doc({ access: 'session', summary: '最新更新公告（按服务类型）', query: UpdateNoticeQuerySchema, reply: UpdateNoticeSchema.nullable() }),
      async (request) => success(await shell.latestNotice(request.query.service_type), '获取成功'),
    )

    app.get('/coroutine/applet/versions/versions-info', doc({ access: 'session', summary: '各服务类型的最新版本', reply: z.array(AppletVersionSchema) }), async () => success(await shell.versionsInfo(), '获取成功'))
  }
