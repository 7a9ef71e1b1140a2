/** The gateway app of the roles' and accounts' calls. */
export const ADMIN_APP = 'org-center'

/** The query keys of the feature: a change to roles or accounts refreshes `all`, every admin list. */
export const adminKeys = {
  all: ['admin'] as const,
  roles: ['admin', 'roles'] as const,
  role: (id: number) => ['admin', 'role', id] as const,
  tree: ['admin', 'role-tree'] as const,
  operators: ['admin', 'operators'] as const,
  operator: (id: number) => ['admin', 'operator', id] as const,
  sessions: (id: number) => ['admin', 'sessions', id] as const,
}
