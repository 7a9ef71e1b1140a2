import { ShellCodes } from '@yunying/contracts'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { get } from '../../../shared/lib/request.js'
import { listPath } from '../../../shared/ui/list-page/index.js'

/** Pages that show the store renewal prompt (spec 1 §2.3). */
export const RENEWAL_PATHS = new Set(['/orgCenter/store/list', '/homePage'])
/** The store list filtered to what the prompt counts. */
export const EXPIRING_STORES_PATH = listPath('/orgCenter/store/list', { expireWithinDays: 30 })
const DISMISSED_KEY = 'admin.renewalDismissed'

/**
 * The store renewal prompt for holders of `mendianxuqi`: shown only when open stores in the
 * session's scope expire within 30 days (or already have), saying how many; 查看门店 opens the store
 * list filtered to them. Dismissed for the rest of the browser session.
 */
export const RenewalPrompt = ({ pathname }: { pathname: string }) => {
  const navigate = useNavigate()
  const permitted = useAccountStore((s) => hasPermission(s.permission, ShellCodes.storeRenewal))
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1')
  const active = permitted && !dismissed && RENEWAL_PATHS.has(pathname)
  const expiring = useQuery({
    queryKey: ['stores', 'expiring-count'],
    queryFn: () => get<{ count: number }>('org-center', 'shop/expiring-count', undefined, { silent: true }),
    enabled: active,
    staleTime: 60_000,
  })
  const count = expiring.data?.count ?? 0
  if (!active || count === 0) return null
  return (
    <Alert
      data-testid="renewal-prompt"
      type="warning"
      showIcon
      banner
      closable
      message={`有 ${count} 家门店的服务将在 30 天内到期或已到期，请及时续期，以免影响门店正常营业。`}
      action={
        <Button size="small" type="link" onClick={() => navigate(EXPIRING_STORES_PATH)}>
          查看门店
        </Button>
      }
      onClose={() => {
        sessionStorage.setItem(DISMISSED_KEY, '1')
        setDismissed(true)
      }}
    />
  )
}
