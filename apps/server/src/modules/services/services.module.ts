import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { BrandsService } from '../brands/brands.service.js'
import type { FilesService } from '../files/files.service.js'
import { createMarketingChannelsService } from './marketing-channels.service.js'
import { createServiceCodesService } from './service-codes.service.js'
import { createServiceMoldsService } from './service-molds.service.js'
import { servicesRoutes } from './services.routes.js'
import { createServicesService } from './services.service.js'

/** Service management (spec 2 §7 "Services"): the catalogue, its categories and codes, and the brands' marketing channels. */
export const registerServices = async (app: FastifyInstance, { db, clock, brands, files }: { db: Db; clock: Clock; brands: BrandsService; files: FilesService }) => {
  await app.register(
    servicesRoutes({
      services: createServicesService({ db, clock, brands, files }),
      molds: createServiceMoldsService({ db, clock }),
      codes: createServiceCodesService({ db, clock }),
      channels: createMarketingChannelsService({ db, clock }),
      brands,
    }),
  )
}
