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
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null
  }
  interface FastifyContextConfig {
    /** No token needed (login, health, docs). */
    public?: boolean
    /** A session is needed but no organisation yet (user info, organisation choice, logout). */
    withoutOrg?: boolean
    /** The permission code the session's role must hold (spec 2 §6, spec 3 §6). */
    permission?: string
    /** The menu page(s) whose holders may call this route (`/businessCenter/group`): any one suffices. */
    page?: string | readonly string[]
    /** A GET that changes data (the specification fixes some as GET): logged like a POST. */
    mutating?: boolean
    /** Leave this mutating call out of the operation log (it logs itself). */
    skipOperationLog?: boolean
  }
}
