import type { OrgOption, RoleOrgChoice } from '@yunying/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useAccountStore, type AccountState } from './account-store.js'
import { selectRoleOrg } from './role-orgs.js'
import { userInfoQuery } from './user-info.js'

/** Queries that do not depend on the organisation survive a switch; everything else belonged to the old one. */
const ORG_FREE = new Set(['shell-config', 'regions', 'role-orgs', 'user-info', 'auth'])

export const optionKey = (option: Pick<OrgOption, 'type' | 'typeId'>) => `${option.type}:${option.typeId}`

const brandOf = (choice: RoleOrgChoice): AccountState['brand'] =>
  choice.brand ? { id: choice.brand.id, brandType: choice.brand.brandType, logo: choice.brand.logo, name: choice.brand.name } : null

export interface OrgSwitch {
  /**
   * Acts for `option` from now on: the server's choice, the persisted org slices (`admin.roles`,
   * `admin.brand`, and `admin.group` when `group` is given), the old organisation's queries dropped
   * and the user info (menus and codes) asked afresh. Rejects when the server refuses (the request
   * layer has shown its message).
   */
  switchTo(option: OrgOption, group?: AccountState['group']): Promise<RoleOrgChoice>
  /** The option being switched to (`type:typeId`), null when none. */
  pending: string | null
}

/**
 * The one organisation switch (spec 1 §2.9, §4 'Session', §5 step 8): the login's brand step and the
 * header's 切换品牌 both go through it, so both leave the session, the stored slices and the cache alike.
 */
export const useOrgSwitch = (): OrgSwitch => {
  const client = useQueryClient()
  const [pending, setPending] = useState<string | null>(null)
  const switchTo = useCallback(
    async (option: OrgOption, group?: AccountState['group']) => {
      setPending(optionKey(option))
      try {
        const choice = await selectRoleOrg(option)
        const { setOrg, setUserInfo } = useAccountStore.getState()
        setOrg(choice.roles, brandOf(choice), group)
        client.removeQueries({ predicate: (q) => !ORG_FREE.has(String(q.queryKey[0])) })
        setUserInfo(await client.fetchQuery({ ...userInfoQuery(), staleTime: 0 }))
        return choice
      } finally {
        setPending(null)
      }
    },
    [client],
  )
  return { switchTo, pending }
}
