import { KeyOutlined, LogoutOutlined, QuestionCircleOutlined, SwapOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { Avatar, Divider, Popover, Tag, Typography, theme } from 'antd'
import { useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { t } from '../../../shared/i18n/messages.js'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { useShellConfig } from '../../../shared/lib/shell-config.js'
import { logout } from '../../../shared/lib/user-info.js'
import { useRoleOrgs } from '../../../shared/lib/role-orgs.js'
import { SwitchOrgDialog } from './switch-org-dialog.js'
import styles from './user-menu.module.css'

/** Avatar role labels by admin permission type (spec 1 §2.9: labels only). */
export const ROLE_LABELS: Record<number, string> = { 1: '管理员', 2: '主管', 3: '门店' }

/** The last two characters of the display name, as the avatar shows them. */
export const avatarText = (name: string | undefined) => (name ?? '').slice(-2)

const Entry = ({ icon, children, onClick, href }: { icon: ReactNode; children: ReactNode; onClick?: () => void; href?: string }) =>
  href ? (
    <a className={styles.entry} href={href} target="_blank" rel="noreferrer">
      {icon}
      <span>{children}</span>
    </a>
  ) : (
    <button type="button" className={styles.entry} onClick={onClick}>
      {icon}
      <span>{children}</span>
    </button>
  )

/** The account menu (spec 1 §2.9): a hover popover with help, password, switch and log out. */
export const UserMenu = () => {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { token } = theme.useToken()
  const user = useAccountStore((s) => s.user)
  const org = useAccountStore((s) => s.user?.org ?? s.roles)
  const config = useShellConfig()
  const [open, setOpen] = useState(false)
  const [switching, setSwitching] = useState(false)
  const options = useRoleOrgs(open)
  const canSwitch = (options.data?.length ?? 0) > 1

  const signOut = async () => {
    await logout().catch(() => {})
    useAccountStore.getState().clear()
    queryClient.clear()
    // Spec 1 §4: logging out clears the account and reloads the page.
    window.location.assign('/login')
  }

  const content = (
    <div className={styles.panel}>
      <div className={styles.who}>
        <Avatar size={40} style={{ background: token.colorPrimary }}>
          {avatarText(user?.name)}
        </Avatar>
        <div>
          <div className={styles.name}>
            {user?.name} {user ? <Tag color="blue">{ROLE_LABELS[user.adminType] ?? '成员'}</Tag> : null}
          </div>
          <Typography.Text type="secondary">{user?.username}</Typography.Text>
        </div>
      </div>
      {org ? (
        <Typography.Paragraph type="secondary" className={styles.org}>
          当前：{org.typeName}
        </Typography.Paragraph>
      ) : null}
      <Divider style={{ margin: '8px 0' }} />
      {config.data?.helpCenterUrl ? (
        <Entry icon={<QuestionCircleOutlined />} href={config.data.helpCenterUrl}>
          帮助中心
        </Entry>
      ) : null}
      <Entry icon={<KeyOutlined />} onClick={() => navigate('/updatePassword')}>
        修改密码
      </Entry>
      <Entry icon={<LogoutOutlined />} onClick={() => void signOut()}>
        {t('logout')}
      </Entry>
      {/* Last, as spec 1 §2.9 lists it: it appears when the organisations answer, which moves nothing above it. */}
      {canSwitch ? (
        <Entry
          icon={<SwapOutlined />}
          onClick={() => {
            setOpen(false)
            setSwitching(true)
          }}
        >
          切换品牌 / 组织
        </Entry>
      ) : null}
    </div>
  )

  return (
    <>
      <Popover
        content={content}
        trigger="hover"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
        // A fade, not a zoom: the entries are where they stay from the first frame, so a click during the motion lands.
        transitionName="ant-fade"
      >
        <span className={styles.trigger} data-testid="account-menu" tabIndex={0} onFocus={() => setOpen(true)}>
          <Avatar size="small" style={{ background: token.colorPrimary, fontSize: 12 }}>
            {avatarText(user?.name)}
          </Avatar>
          <span>{user?.username}</span>
        </span>
      </Popover>
      <SwitchOrgDialog open={switching} onClose={() => setSwitching(false)} />
    </>
  )
}
