import { useMutation, useQueryClient } from '@tanstack/react-query'

/** The gateway app of the groups' calls. */
export const GROUPS_APP = 'org-center'

/**
 * The query keys of the feature. A saved group refreshes `all` (its list row and its detail); a bound or
 * unbound account refreshes that group's `accounts` and its `detail` (which names the bound account); a
 * boss-cockpit account added or removed refreshes that group's `bossAccounts`.
 */
export const groupKeys = {
  all: ['groups'] as const,
  list: (params: object) => ['groups', 'list', params] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  accounts: (groupId: number) => ['groups', 'accounts', groupId] as const,
  accountsPage: (groupId: number, params: object) => ['groups', 'accounts', groupId, params] as const,
  bossAccounts: (groupId: number) => ['groups', 'boss-accounts', groupId] as const,
  bossAccountsPage: (groupId: number, params: object) => ['groups', 'boss-accounts', groupId, params] as const,
}

/**
 * The mutation of a call that binds or unbinds an account of a group (`{ groupId, username }`): on success
 * it refreshes that group's account list and its detail (which names the bound account).
 */
export const useGroupAccountMutation = (call: (input: { groupId: number; username: string }) => Promise<unknown>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (_, { groupId }) =>
      Promise.all([client.invalidateQueries({ queryKey: groupKeys.accounts(groupId) }), client.invalidateQueries({ queryKey: groupKeys.detail(groupId) })]),
  })
}
