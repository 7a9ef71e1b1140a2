import type {
  AccountSession,
  ListOperatorsBody,
  ListRolesBody,
  OperatorDetail,
  OperatorRow,
  Page,
  RoleDetail,
  RoleRow,
  RoleTreeNode,
  SaveOperatorBody,
  SaveRoleBody,
} from '@yunying/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { get, post } from '../../../shared/lib/request.js'


type Query<T> = Omit<T, 'operatingUrl'>

export const adminKeys = {
  roles: ['admin', 'roles'] as const,
  role: (id: number) => ['admin', 'role', id] as const,
  tree: ['admin', 'role-tree'] as const,
  operators: ['admin', 'operators'] as const,
  operator: (id: number) => ['admin', 'operator', id] as const,
  sessions: (id: number) => ['admin', 'sessions', id] as const,
}

export const useRoles = (query: Query<ListRolesBody>) =>
  useQuery({ queryKey: [...adminKeys.roles, query], queryFn: () => post<Page<RoleRow>>('org-center', 'role/list', { ...query }), placeholderData: keepPreviousData })

/** Every role, for pickers (a few dozen at most). */
export const useAllRoles = (orgType?: number) =>
  useQuery({ queryKey: [...adminKeys.roles, 'all', orgType], queryFn: () => post<Page<RoleRow>>('org-center', 'role/list', { orgType, pageNum: 1, pageSize: 100 }) })

export const useRole = (id: number | null) =>
  useQuery({ queryKey: adminKeys.role(id ?? 0), queryFn: () => get<RoleDetail>('org-center', 'role/detail', { id }), enabled: id !== null })

export const useRoleTree = () => useQuery({ queryKey: adminKeys.tree, queryFn: () => get<RoleTreeNode[]>('org-center', 'role/menu-tree') })

/** A change to roles or accounts refreshes every admin list. */
const useAdminMutation = <A, R>(fn: (args: A) => Promise<R>) => {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) })
}

export const useSaveRole = () => useAdminMutation((body: SaveRoleBody) => post<RoleDetail>('org-center', 'role/save', { ...body }))
export const useCopyRole = () => useAdminMutation((id: number) => post<RoleDetail>('org-center', 'role/copy', { id }))
export const useRoleStatus = () => useAdminMutation((args: { id: number; status: 0 | 1 }) => post<RoleDetail>('org-center', 'role/status', { ...args }))
export const useDeleteRole = () => useAdminMutation((id: number) => post<null>('org-center', 'role/delete', { id }))

export const useOperators = (query: Query<ListOperatorsBody>) =>
  useQuery({ queryKey: [...adminKeys.operators, query], queryFn: () => post<Page<OperatorRow>>('org-center', 'operator/list', { ...query }), placeholderData: keepPreviousData })
export const useOperator = (id: number | null) =>
  useQuery({ queryKey: adminKeys.operator(id ?? 0), queryFn: () => get<OperatorDetail>('org-center', 'operator/detail', { id }), enabled: id !== null })
export const useOperatorSessions = (id: number | null) =>
  useQuery({ queryKey: adminKeys.sessions(id ?? 0), queryFn: () => get<AccountSession[]>('org-center', 'operator/sessions', { id }), enabled: id !== null })

export const useSaveOperator = () => useAdminMutation((body: SaveOperatorBody) => post<{ id: number; oneTimePassword: string | null }>('org-center', 'operator/save', { ...body }))
export const useOperatorStatus = () => useAdminMutation((args: { id: number; status: 0 | 1 }) => post<null>('org-center', 'operator/status', { ...args }))
export const useResetPassword = () => useAdminMutation((id: number) => post<{ id: number; password: string }>('org-center', 'operator/reset-password', { id }))
export const useKick = () => useAdminMutation((args: { id: number; sessionId?: number }) => post<{ endedSessions: number }>('org-center', 'operator/kick', { ...args }))
