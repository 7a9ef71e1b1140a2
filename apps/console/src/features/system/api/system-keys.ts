/** The gateway app of the system pages' calls. */
export const SYSTEM_APP = 'org-center'

/** The query keys of the operating menus: every change to a node refreshes `all` (the detail page reads afresh on entry). */
export const menuKeys = {
  all: ['operating-menu'] as const,
  list: (filter: object) => ['operating-menu', filter] as const,
  detail: (id: number) => ['operating-menu-detail', id] as const,
  node: (id: number | undefined) => ['operating-menu', 'node', id] as const,
  roleOptions: (name: string) => ['operating-menu', 'role-options', name] as const,
  preview: (roleId: number | undefined) => ['operating-menu', 'preview', roleId] as const,
}
