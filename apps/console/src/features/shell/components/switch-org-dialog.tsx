import { CheckCircleFilled } from '@ant-design/icons'
import { OrgType, type OrgOption } from '@yunying/contracts'
import { App, List, Tag, theme } from 'antd'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { optionKey, useOrgSwitch } from '../../../shared/lib/org-switch.js'
import { useRoleOrgs } from '../../../shared/lib/role-orgs.js'
import { Modal } from '../../../shared/ui/dialog.js'

const TYPE_LABELS: Record<number, string> = { [OrgType.platform]: '平台', [OrgType.group]: '集团', [OrgType.brand]: '品牌' }

/**
 * Switch brand or role organisation (spec 1 §2.9, §4 'Session'): sets roles and brand, reloads the
 * menus and codes from the server and rebuilds the menu and routes in place, then says 操作成功.
 */
export const SwitchOrgDialog = ({ open, onClose }: { open: boolean; onClose(): void }) => {
  const { message } = App.useApp()
  const { token } = theme.useToken()
  const options = useRoleOrgs(open)
  const current = useAccountStore((s) => s.user?.org ?? s.roles)
  const { switchTo, pending } = useOrgSwitch()

  const choose = async (option: OrgOption) => {
    try {
      await switchTo(option)
      message.success('操作成功')
      onClose()
    } catch {
      // The request layer has shown the server's message.
    }
  }

  return (
    <Modal open={open} title="切换品牌 / 组织" footer={null} onCancel={onClose} width={480} destroyOnHidden>
      <List
        loading={options.isPending}
        dataSource={options.data ?? []}
        locale={{ emptyText: '暂无可切换的品牌或组织' }}
        renderItem={(option) => {
          const key = optionKey(option)
          const selected = current?.type === option.type && current?.typeId === option.typeId
          return (
            <List.Item
              role="button"
              aria-label={`切换到 ${option.typeName}`}
              aria-current={selected || undefined}
              style={{ cursor: selected ? 'default' : 'pointer', padding: '12px 8px', opacity: pending && pending !== key ? 0.5 : 1 }}
              onClick={() => !selected && !pending && void choose(option)}
              extra={selected ? <CheckCircleFilled style={{ color: token.colorPrimary }} aria-label="当前" /> : null}
            >
              <List.Item.Meta title={option.typeName} description={<Tag>{TYPE_LABELS[option.type] ?? '组织'}</Tag>} />
            </List.Item>
          )
        }}
      />
    </Modal>
  )
}
