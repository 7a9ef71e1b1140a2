import type { LoginResult, PasswordLoginBody } from '@yunying/contracts'
import { useMutation } from '@tanstack/react-query'
import { postTo } from '../../../shared/lib/request.js'

export const loginByPassword = (body: Pick<PasswordLoginBody, 'username' | 'password'>) =>
  // Silent: the form shows the server's message under the password field instead of a toast.
  postTo<LoginResult>('/sellers/exclude/login', { ...body, version: 2 }, { silent: true })

export const useLoginByPassword = () => useMutation({ mutationFn: loginByPassword })
