import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { metadataBizRoutes } from './metadata-biz.routes.js'
import { createBasicFieldsService, createBizRulesService } from './metadata-biz.service.js'
import { createMetadataDictService } from './metadata-dict.service.js'
import { createMetadataTransferService } from './metadata-transfer.service.js'
import { metadataRoutes } from './metadata.routes.js'
import { createMetadataService } from './metadata.service.js'

/** The data standards (issue 27): the metadata registry, its review and log, business rules and basic attributes. */
export const registerMetadata = async (app: FastifyInstance, deps: { db: Db; clock: Clock; selfReview: boolean }) => {
  const definitions = createMetadataService(deps)
  await app.register(metadataRoutes(createMetadataDictService({ db: deps.db }), definitions))
  await app.register(
    metadataBizRoutes(
      createBizRulesService(deps),
      createBasicFieldsService(deps),
      createMetadataTransferService({ db: deps.db, clock: deps.clock, definitions }),
    ),
  )
  return { definitions }
}
