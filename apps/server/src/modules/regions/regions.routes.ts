import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GeocodeQuerySchema,
  GeocodeResultSchema,
  RegionNodeSchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeResultSchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { RegionsService } from './regions.service.js'
import { routeDoc } from '../access/route-access.js'

const TAG = '行政区划与地理编码'
const doc = routeDoc(TAG)

/**
 * The area picker's regions (spec 1 §2.11), served by us instead of a CDN, and the offline geocoder
 * of the map picker (spec 1 §2.10). Any signed-in user may read them, before choosing an organisation too.
 */
export const regionsRoutes =
  (regions: RegionsService): FastifyPluginAsyncZod =>
  async (app) => {
    const etag = `"${createHash('sha256').update(JSON.stringify(regions.tree())).digest('base64url').slice(0, 20)}"`

    app.get(
      '/common-center/region/tree',
      { config: { access: 'session' }, schema: { tags: [TAG], summary: '省市行政区划（含中心点坐标）', response: { 200: envelopeOf(z.array(RegionNodeSchema)), 304: z.null() } } },
      async (request, reply) => {
        reply.header('etag', etag).header('cache-control', 'private, max-age=86400')
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null)
        return success(regions.tree(), '获取成功')
      },
    )

    app.get(
      '/common-center/geo/geocode',
      doc({ access: 'session', summary: '地址转坐标（离线，按行政区划名称）', query: GeocodeQuerySchema, reply: GeocodeResultSchema.nullable() }),
      async (request) => success(regions.geocode(request.query.address), '获取成功'),
    )

    app.get(
      '/common-center/geo/regeocode',
      doc({ access: 'session', summary: '坐标转地址（离线，最近的城市）', query: ReverseGeocodeQuerySchema, reply: ReverseGeocodeResultSchema }),
      async (request) => success(regions.reverseGeocode(request.query), '获取成功'),
    )
  }
