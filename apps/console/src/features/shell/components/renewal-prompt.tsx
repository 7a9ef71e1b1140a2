import { ShellCodes } from '@yunying/contracts'
import { Alert, Button } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'

/** Pages that show the store renewal prompt (spec 1 §2.3). */
export const RENEWAL_PATHS = new Set(['/orgCenter/store/list', '/homePage'])
const DISMISSED_KEY = 'admin.renewalDismissed'

/** The store renewal prompt for holders of `mendianxuqi`; dismissed for the rest of the browser session. */
export const RenewalPrompt = ({ pathname }: { pathname: string }) => {
  const navigate = useNavigate()
  const permitted = useAccountStore((s) => hasPermission(s.permission, ShellCodes.storeRenewal))
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1')
  if (!permitted || dismissed || !RENEWAL_PATHS.has(pathname)) return null
  return (
    <Alert
      data-testid="renewal-prompt"
      type="warning"
      showIcon
      banner
      closable
      message="部分门店的服务即将到期，请及时续期，以免影响门店正常营业。"
      action={
        pathname === '/orgCenter/store/list' ? null : (
          <Button size="small" type="link" onClick={() => navigate('/orgCenter/store/list')}>
            查看门店
          </Button>
        )
      }
      onClose={() => {
        sessionStorage.setItem(DISMISSED_KEY, '1')
        setDismissed(true)
      }}
    />
  )
}
