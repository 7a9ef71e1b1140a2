import type { FastifyInstance } from 'fastify'
import type { BrandFilters } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import type { DbNotifications } from '../../lib/db-notifications.js'
import { brandExportSource } from './brand-export-source.js'
import { brandsQueryRoutes } from './brands-query.routes.js'
import { createBrandsQueryService } from './brands-query.service.js'

/**
 * The brand list and picker, and the brand list's export source. Registered after the task
 * centre, whose export engine it uses. `notifications` keeps the list's counts (ADR 0011); without
 * them every count is read from the database.
 */
export const registerBrandsQuery = async (app: FastifyInstance, { db, notifications }: { db: Db; notifications: DbNotifications | null }) => {
  app.tasks.exports.registerSource('brands', (params, scope) => brandExportSource(params as BrandFilters, scope))
  await app.register(brandsQueryRoutes(createBrandsQueryService({ db, notifications })))
}
