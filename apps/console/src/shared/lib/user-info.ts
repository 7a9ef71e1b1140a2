import type { MenuNode, UserInfo } from '@yunying/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useAccountStore } from './account-store.js'
import { postTo } from './request.js'

export const fetchUserInfo = () => postTo<UserInfo>('/sellers/user/info', {})

export const userInfoQuery = () => queryOptions({ queryKey: ['user-info'], queryFn: fetchUserInfo, staleTime: 60_000 })

const NO_MENUS: MenuNode[] = []

/** The menu tree of the signed-in user, from the user-info query (none until it answers). */
export const useMenus = () => useQuery({ ...userInfoQuery(), enabled: false, select: (info) => info.menus }).data ?? NO_MENUS

/** The signed-in user: server state here; its persisted slices (`admin.*`) copied to the account store whenever the server answers. */
export const useUserInfo = (enabled: boolean) => {
  const query = useQuery({ ...userInfoQuery(), enabled })
  const setUserInfo = useAccountStore((s) => s.setUserInfo)
  useEffect(() => {
    if (query.data) setUserInfo(query.data)
  }, [query.data, setUserInfo])
  return query
}

export const logout = () => postTo<null>('/sellers/exclude/logout', {}, { silent: true })
