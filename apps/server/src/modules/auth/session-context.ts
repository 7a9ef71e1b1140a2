import type { TenantScope } from '../access/tenant-scope.js'

/** What a route knows about the caller once the token checks out. */
export interface SessionContext {
  id: number
  accountId: number
  username: string
  name: string
  adminType: number
  orgType: number | null
  orgId: number | null
  roleId: number | null
  /** Whether the session's role is enabled: a disabled role grants no page and no code. */
  roleEnabled: boolean
  /** An administrator reset the password: nothing but changing it, signing out and user info until it is changed (`beforePasswordChange` routes). */
  mustChangePassword: boolean
  /** Which organisations' rows the session may read or change (the one tenant scope). */
  scope: TenantScope
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null
  }
}
