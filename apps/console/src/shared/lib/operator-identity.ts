import { useAccountStore } from './account-store.js'

/** Who is signed in, as the saves that record their author send it (spec 2 §6 and §7: `accountName`, `accountPhone`). */
export interface OperatorIdentity {
  accountName: string
  accountPhone: string
}

/** The signed-in user's name and mobile (the login name when no mobile is known). */
export const useOperatorIdentity = (): OperatorIdentity => {
  const user = useAccountStore((s) => s.user)
  return { accountName: user?.name ?? '', accountPhone: user?.mobile || user?.username || '' }
}
