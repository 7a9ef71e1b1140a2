import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { createMetadataDictService } from './metadata-dict.service.js'
import { metadataRoutes } from './metadata.routes.js'
import { createMetadataService } from './metadata.service.js'

/** The data standards (issue 27): the metadata registry, its review and log. */
export const registerMetadata = async (app: FastifyInstance, deps: { db: Db; clock: Clock; selfReview: boolean }) => {
  const definitions = createMetadataService(deps)
  await app.register(metadataRoutes(createMetadataDictService({ db: deps.db }), definitions))
  return { definitions }
}
