import type { OrgOption } from '@yunying/contracts'
import { Button, Empty, Skeleton, Tag, Typography } from 'antd'
import { optionKey, useOrgSwitch } from '../../../../shared/lib/org-switch.js'
import { useRoleOrgs } from '../../../../shared/lib/role-orgs.js'
import type { AccountGroup } from '../../api/account-groups.js'
import { OrgType } from '../../lib/login-constants.js'
import { StepHeading } from '../step-heading.js'
import { OrgItem } from './org-item.js'
import orgListStyles from './org-list.module.css'

const TYPE_LABELS: Record<number, string> = { [OrgType.platform]: '平台', [OrgType.group]: '集团' }

/** The options of the chosen group: its brands and the group itself, plus those that belong to no group. */
export const optionsOfGroup = (options: OrgOption[], group: AccountGroup | null) =>
  group
    ? options.filter((o) => (o.brand ? o.brand.groupId === group.id : o.type === OrgType.group ? o.typeId === group.id : true))
    : options

interface BrandStepProps {
  group: AccountGroup | null
  onBack(): void
  /** The session acts for the chosen organisation, its user info loaded. */
  onChosen(): void
  /** The account acts for nothing yet (a new registration): on to the home page all the same. */
  onNone(): void
}

/** Step 8: the brand (or organisation) to act for, each with logo, name and industry. */
export const BrandStep = ({ group, onBack, onChosen, onNone }: BrandStepProps) => {
  const options = useRoleOrgs()
  const { switchTo, pending } = useOrgSwitch()
  const shown = optionsOfGroup(options.data ?? [], group)

  const choose = async (option: OrgOption) => {
    try {
      await switchTo(option, group)
      onChosen()
    } catch {
      // The request layer has shown the server's message.
    }
  }

  return (
    <>
      <StepHeading title="选择品牌" onBack={onBack} />
      {group ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {group.name}
        </Typography.Paragraph>
      ) : null}
      {options.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : shown.length ? (
        <div className={orgListStyles.list}>
          {shown.map((option) => {
            const key = optionKey(option)
            return (
              <OrgItem
                key={key}
                name={option.typeName}
                image={option.brand?.logo}
                busy={pending === key}
                disabled={pending !== null}
                extra={
                  option.brand ? (
                    <Typography.Text type="secondary">{option.brand.industry.name || '未设置行业'}</Typography.Text>
                  ) : (
                    <Tag>{TYPE_LABELS[option.type] ?? '组织'}</Tag>
                  )
                }
                onClick={() => void choose(option)}
              />
            )
          })}
        </div>
      ) : (
        <Empty description="当前账号暂未加入任何品牌或组织，请联系管理员开通">
          {options.data?.length === 0 ? (
            <Button type="primary" onClick={onNone}>
              进入首页
            </Button>
          ) : null}
        </Empty>
      )}
    </>
  )
}
