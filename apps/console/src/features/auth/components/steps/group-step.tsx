import { useQuery } from '@tanstack/react-query'
import { Empty, Skeleton } from 'antd'
import { useEffect } from 'react'
import { accountGroupsQuery, type AccountGroup } from '../../api/account-groups.js'
import { StepHeading } from '../step-heading.js'
import { OrgItem } from './org-item.js'
import orgListStyles from './org-list.module.css'

interface GroupStepProps {
  onBack(): void
  onChoose(group: AccountGroup): void
  /** With one group (or none) there is nothing to choose: straight on to step 8. */
  onSkip(group: AccountGroup | null): void
}

/** Step 7: the groups of the account's organisations, each with its name and image. */
export const GroupStep = ({ onBack, onChoose, onSkip }: GroupStepProps) => {
  const groups = useQuery(accountGroupsQuery())
  const single = groups.data && groups.data.length <= 1 ? (groups.data[0] ?? null) : undefined
  useEffect(() => {
    if (single !== undefined) onSkip(single)
  }, [single, onSkip])
  return (
    <>
      <StepHeading title="选择集团" onBack={onBack} />
      {groups.isPending || single !== undefined ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : groups.data ? (
        <div className={orgListStyles.list}>
          {groups.data.map((group) => (
            <OrgItem key={group.id} name={group.name} image={group.img} onClick={() => onChoose(group)} />
          ))}
        </div>
      ) : (
        <Empty description="集团列表加载失败，请返回后重试" />
      )}
    </>
  )
}
