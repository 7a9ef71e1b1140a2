import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { brandAccountsRoutes } from './brand-accounts.routes.js'
import { createBrandAccountsService } from './brand-accounts.service.js'
import { brandServicesRoutes } from './brand-services.routes.js'
import { createBrandServicesService } from './brand-services.service.js'
import { SHOP_EXP_SOURCE, brandShopExpSource } from './brand-shop-exp-source.js'
import { brandShopExpRoutes } from './brand-shop-exp.routes.js'
import { brandsRoutes } from './brands.routes.js'
import { createBrandsService } from './brands.service.js'

/**
 * Brand management of spec 2 beyond the list: detail, create/edit, tag, services, accounts,
 * open-service application and the service-expiry export. Registered after the task centre,
 * whose export engine it uses.
 */
export const registerBrands = async (app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) => {
  const brands = createBrandsService({ db, clock })
  app.tasks.exports.registerSource(SHOP_EXP_SOURCE, (params, scope) => brandShopExpSource({ brandId: Number(params.brandId) }, scope))
  await app.register(brandsRoutes(brands))
  await app.register(brandServicesRoutes(createBrandServicesService({ db, clock, brands })))
  await app.register(brandAccountsRoutes(createBrandAccountsService({ db, clock, brands })))
  await app.register(brandShopExpRoutes(app.tasks.exports, brands))
  return { brands }
}
