import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify'
import { envelopeOf, type LoginMethod } from '@yunying/contracts'
import type { z } from 'zod'

/**
 * Who may call a route, declared once in its options (`config.access`) and checked in one place
 * (the auth hook):
 * - `public`: anyone, no session;
 * - `signed:<family>`: another machine, no session: an HMAC-SHA256 signature with a key of that family
 *   (`signed-access.ts`), a fresh timestamp and no replay;
 * - `session`: a signed-in account, with or without a chosen organisation;
 * - `page:<menu path>`: the session's role holds that menu page (the screen and its calls share one grant);
 * - `code:<permission code>`: the session's role holds that button code.
 * A route without a declaration stops the server at start-up (deny by default). The declaration is
 * also the route's OpenAPI extension `x-access`, so `/docs` and `docs/api.md` show every guard.
 */
export type Access = 'public' | `signed:${string}` | 'session' | `page:${string}` | `code:${string}`

export type ParsedAccess =
  | { kind: 'public' }
  | { kind: 'signed'; family: string }
  | { kind: 'session' }
  | { kind: 'page'; path: string }
  | { kind: 'code'; code: string }

const PAGE = /^page:(\/[A-Za-z0-9/_-]+)$/
const CODE = /^code:([A-Za-z0-9._-]+)$/
const SIGNED = /^signed:([a-z0-9-]+)$/

/** The declaration as data, or null when it is not one of the five forms. */
export const parseAccess = (value: unknown): ParsedAccess | null => {
  if (value === 'public' || value === 'session') return { kind: value }
  if (typeof value !== 'string') return null
  const signed = SIGNED.exec(value)
  if (signed) return { kind: 'signed', family: signed[1]! }
  const page = PAGE.exec(value)
  if (page) return { kind: 'page', path: page[1]! }
  const code = CODE.exec(value)
  if (code) return { kind: 'code', code: code[1]! }
  return null
}

export class MissingAccessError extends Error {}

/** One row of the route table: what `docs/api.md` and the access matrix test walk. */
export interface RouteEntry {
  method: string
  url: string
  access: Access
  /** The request fields that name another tenant's rows, and what they name (see `TenantIdKind`). */
  tenantIds: Readonly<Record<string, TenantIdKind>>
  /** A GET that changes data, or a POST that only reads (lists, details): decides the operation log. */
  operation: 'read' | 'write'
  /** Open to a session that must first change its password (changing it, signing out, user info). */
  beforePasswordChange: boolean
}

/**
 * What a request field that carries an id refers to, so the access matrix can fill it with another
 * tenant's id. A module with a new kind of per-tenant row adds its kind here and a fixture for it
 * in the matrix test (which fails for a kind it cannot fill). A kind ending in `:filter`
 * (`brand:filter`) only narrows a search. The kernel itself refuses (403, 40301) a `brand`, `group`,
 * `brand:filter` or `group:filter` id outside the session's scope before the handler runs
 * (`tenant-ids.ts`), so a foreign brand answers the same everywhere. `accountOrg` is an organisation
 * the account itself may choose (checked against its grants, not the scope); `personMobile` is the
 * mobile of a person, which must not reveal people outside the scope.
 */
export type TenantIdKind =
  | 'brand'
  | 'group'
  | 'account'
  | 'accountOrg'
  | 'personMobile'
  | 'mapConfig'
  | 'plan'
  | 'feedback'
  | 'bossAccount'
  | 'superAdmin'
  | 'store'
  | (string & {})

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[]
  }
  interface FastifyContextConfig {
    /** Who may call the route: `public`, `signed:<family>`, `session`, `page:<menu path>` or `code:<permission code>`. */
    access?: Access
    /**
     * Open to a session whose password an administrator reset, before it is changed: only changing the
     * password, signing out and user info declare it; every other route answers 10004 to such a session.
     */
    beforePasswordChange?: boolean
    /** Request fields (body, query or params) that carry a tenant's ids, keyed by field name. */
    tenantIds?: Readonly<Record<string, TenantIdKind>>
    /** A GET that changes data (the specification fixes some as GET): logged like a POST. */
    mutating?: boolean
    /** A POST that only reads (a list, a detail): not an operation, so not in the operation log. */
    readOnly?: boolean
    /** Leave this mutating call out of the operation log (it logs itself). */
    skipOperationLog?: boolean
    /** A sign-in route: every failed attempt is written to the login log (a success is written with its session). */
    loginMethod?: LoginMethod
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Whether a call of this route is an operation (a change or a sign-in) for the operation log. */
export const isOperation = (method: string, config: { mutating?: boolean | undefined; readOnly?: boolean | undefined }) =>
  config.readOnly ? false : MUTATING_METHODS.has(method) || Boolean(config.mutating)

/**
 * Checks every route's declaration as it is registered, writes it into the OpenAPI operation as
 * `x-access`, and fills `app.routeTable`. Register before any route.
 */
export const registerAccessDeclarations = (app: FastifyInstance) => {
  const table: RouteEntry[] = []
  app.decorate('routeTable', table)
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { access?: unknown; tenantIds?: Record<string, TenantIdKind>; mutating?: boolean; readOnly?: boolean; beforePasswordChange?: boolean }
    const methods = [route.method].flat().filter((m) => m !== 'HEAD')
    // The OpenAPI UI's own routes (registered by @fastify/swagger-ui) are public documentation.
    if (route.url.startsWith('/docs') && config.access === undefined) {
      config.access = 'public'
      route.config = config as RouteOptions['config']
    }
    if (parseAccess(config.access) === null) {
      throw new MissingAccessError(
        `route ${methods.join(',')} ${route.url} declares no access: add config.access ('public', 'signed:<family>', 'session', 'page:<menu path>' or 'code:<permission code>')` +
          (config.access === undefined ? '' : `; got ${JSON.stringify(config.access)}`),
      )
    }
    const access = config.access as Access
    route.schema = { ...(route.schema ?? {}), 'x-access': access } as RouteOptions['schema']
    const hidden = (route.schema as { hide?: boolean }).hide || route.url.startsWith('/docs')
    if (hidden) return
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        access,
        tenantIds: config.tenantIds ?? {},
        operation: isOperation(method, config) ? 'write' : 'read',
        beforePasswordChange: config.beforePasswordChange === true,
      })
    }
  })
}

/** One route's declaration for {@link routeDoc}: its `config` (the guard first) and its OpenAPI entry. */
export type RouteDoc<R extends z.ZodType, Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = FastifyContextConfig & {
  access: Access
  /** The entry's one line in `/docs` and `docs/api.md`. */
  summary: string
  /** The query string (a GET's filters). */
  query?: Q
  /** The body. */
  body?: B
  /** The answer's `data`: the route answers the envelope `{ status, code, message, data }` around it. */
  reply: R
}

/** The schema {@link routeDoc} makes, typed so that the handler's `request.query` and `request.body` are the declared ones. */
type DocSchema<R extends z.ZodType, Q, B> = { tags: string[]; summary: string; response: { 200: ReturnType<typeof envelopeOf<R>> } } & (Q extends z.ZodType ? { querystring: Q } : unknown) &
  (B extends z.ZodType ? { body: B } : unknown)

/**
 * A module's route declarations under its `tag` in the API docs: `doc({ access, summary, query, reply })`
 * is a route's options, `{ config: { access, … }, schema: { tags: [tag], summary, querystring, response: { 200: envelopeOf(reply) } } }`.
 * Everything but `summary`, `query`, `body` and `reply` is the route's `config` (`tenantIds`, `readOnly`, `rateLimit`, …).
 * A route with more in its schema (another status, `consumes`) writes its options out.
 */
export const routeDoc =
  (tag: string) =>
  <R extends z.ZodType, Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>({ summary, query, body, reply, ...config }: RouteDoc<R, Q, B>) => ({
    config,
    schema: { tags: [tag], summary, ...(query ? { querystring: query } : {}), ...(body ? { body } : {}), response: { 200: envelopeOf(reply) } } as DocSchema<R, Q, B>,
  })
