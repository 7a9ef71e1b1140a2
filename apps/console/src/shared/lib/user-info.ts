import type { UserInfo } from '@yunying/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useAccountStore } from './account-store.js'
import { postTo } from './request.js'

export const fetchUserInfo = () => postTo<UserInfo>('/sellers/user/info', {})

export const userInfoQuery = () => queryOptions({ queryKey: ['user-info'], queryFn: fetchUserInfo, staleTime: 60_000 })

/** The signed-in user, kept in the account store whenever the server answers. */
export const useUserInfo = (enabled: boolean) => {
  const query = useQuery({ ...userInfoQuery(), enabled })
  const setUserInfo = useAccountStore((s) => s.setUserInfo)
  useEffect(() => {
    if (query.data) setUserInfo(query.data)
  }, [query.data, setUserInfo])
  return query
}

export const logout = () => postTo<null>('/sellers/exclude/logout', {}, { silent: true })
