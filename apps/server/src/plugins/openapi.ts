import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { BUILD_INFO } from '../build-info.js'

/** OpenAPI generated from each route's zod schemas: every route documents itself. UI at /docs. */
export const registerOpenApi = async (app: FastifyInstance) => {
  // The documentation UI's own routes: public (see route-access.ts), and its inline scripts need no CSP.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/docs')) (route as { helmet?: unknown }).helmet = { contentSecurityPolicy: false }
  })
  await app.register(swagger, {
    openapi: {
      info: { title: '运营平台 API', version: BUILD_INFO.version, description: '响应均为 { status, code, message, data } 信封；令牌放在 operating-token 请求头。' },
      components: { securitySchemes: { operatingToken: { type: 'apiKey', in: 'header', name: 'operating-token' } } },
      security: [{ operatingToken: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
}
