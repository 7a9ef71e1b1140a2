import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { EmptyBodySchema, LoginResultSchema, PasswordLoginBodySchema, UserInfoSchema, success } from '@yunying/contracts'
import { z } from 'zod'
import type { AuthService } from './auth.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('登录与会话')

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/sellers/exclude/login', doc({ access: 'public', loginMethod: 'password', rateLimit: { max: 30, timeWindow: '1 minute' }, summary: '账号密码登录', body: PasswordLoginBodySchema, reply: LoginResultSchema }), async (request) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }
      const result = await auth.loginByPassword(request.body.username, request.body.password, client)
      return success(result, '登录成功')
    })

    app.post('/sellers/exclude/logout', doc({ access: 'session', beforePasswordChange: true, summary: '退出登录', body: EmptyBodySchema, reply: z.null() }), async (request) => {
      await auth.logout(request.session!)
      return success(null, '已退出登录')
    })

    app.post(
      '/sellers/user/info',
      doc({ access: 'session', readOnly: true, beforePasswordChange: true, summary: '当前用户、菜单与权限码', body: EmptyBodySchema, reply: UserInfoSchema }),
      async (request) => success(await auth.userInfo(request.session!), '获取成功'),
    )
  }
