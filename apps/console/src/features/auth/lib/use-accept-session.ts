import type { LoginResult } from '@yunying/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { writeToken } from '../../../shared/lib/cookie.js'

/**
 * Takes a new session: nothing of an earlier account (its store slices, its cached answers) stays,
 * and the token goes to the operating-token cookie (spec 1 §7).
 */
export const useAcceptSession = () => {
  const queryClient = useQueryClient()
  return useCallback(
    (result: LoginResult) => {
      useAccountStore.getState().clear()
      queryClient.removeQueries()
      writeToken(result.token)
    },
    [queryClient],
  )
}
