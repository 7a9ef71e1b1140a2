import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { findBrandSummaries } from './orgs.repository.js'
import type { TenantIdKind } from './route-access.js'
import { canSeeBrand, canSeeGroup } from './tenant-scope.js'

/** The value at a dotted path (`requestBody.id`) of a request part, or undefined. */
const valueAt = (source: unknown, path: string): unknown => {
  let node = source
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** The ids a declared field carries: one id or a list of them (validated numbers, or numeric text). */
const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value])
    .map((v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)

const fieldIds = (request: FastifyRequest, field: string) =>
  idsOf(valueAt(request.body, field) ?? valueAt(request.query, field) ?? valueAt(request.params, field))

type Check = 'brand' | 'group'

/** The declared kinds the kernel checks itself: a brand or a group, whether it targets a row or narrows a search. */
const checkOf = (kind: TenantIdKind): Check | null => {
  const base = kind.replace(/:filter$/, '')
  return base === 'brand' || base === 'group' ? base : null
}

/**
 * One answer for a foreign tenant id, decided here rather than route by route: after validation, every
 * declared `brand`/`group` field (`config.tenantIds`, with or without `:filter`) that names a brand or
 * group outside the session's scope is refused with 403 (40301) before the handler runs, whether the
 * route would change it, show it or only filter by it. An id that names nothing is left to the route
 * (404, or a search that finds nothing). Sessions with no organisation yet have no scope: any id is
 * foreign to them. Public and signed routes carry no session and no tenant ids.
 */
export const registerTenantIdCheck = (app: FastifyInstance, db: DbOrTx) => {
  app.addHook('preHandler', async (request) => {
    const session = request.session
    const declared = request.routeOptions.config.tenantIds
    if (!session || !declared) return
    const brandIds: number[] = []
    for (const [field, kind] of Object.entries(declared)) {
      const check = checkOf(kind)
      if (!check) continue
      const ids = fieldIds(request, field)
      if (check === 'group') {
        if (ids.some((id) => !canSeeGroup(session.scope, id))) throw new AppError('FOREIGN_TENANT', '无权访问其他集团的数据')
      } else brandIds.push(...ids)
    }
    if (brandIds.length === 0 || session.scope.kind === 'platform') return
    const brands = await findBrandSummaries(db, [...new Set(brandIds)])
    if (brands.some((b) => !canSeeBrand(session.scope, b))) throw new AppError('FOREIGN_TENANT')
  })
}
