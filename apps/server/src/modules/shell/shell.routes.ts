import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppletVersionSchema, ShellConfigSchema, UpdateNoticeQuerySchema, UpdateNoticeSchema, envelopeOf, success } from '@yunying/contracts'
import { z } from 'zod'
import type { ShellService } from './shell.service.js'

const TAG = '控制台框架'

export const shellRoutes =
  (shell: ShellService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/common-center/shell/config',
      { config: { access: 'public' }, schema: { tags: [TAG], summary: '控制台配置（帮助中心、回跳白名单、地图）', response: { 200: envelopeOf(ShellConfigSchema) } } },
      async () => success(shell.config(), '获取成功'),
    )

    app.get(
      '/coroutine/applet/versions/update-notice',
      {
        config: { access: 'session' },
        schema: { tags: [TAG], summary: '最新更新公告（按服务类型）', querystring: UpdateNoticeQuerySchema, response: { 200: envelopeOf(UpdateNoticeSchema.nullable()) } },
      },
      async (request) => success(await shell.latestNotice(request.query.service_type), '获取成功'),
    )

    app.get(
      '/coroutine/applet/versions/versions-info',
      { config: { access: 'session' }, schema: { tags: [TAG], summary: '各服务类型的最新版本', response: { 200: envelopeOf(z.array(AppletVersionSchema)) } } },
      async () => success(await shell.versionsInfo(), '获取成功'),
    )
  }
