import { OrgType } from '@yunying/contracts'
import { Card, Descriptions, Typography } from 'antd'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { ChannelCard } from '../components/channel-card.js'

const HomePage = () => {
  const user = useAccountStore((s) => s.user)
  const roles = useAccountStore((s) => s.roles)
  return (
    <>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          欢迎回来，{user?.name}
        </Typography.Title>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="账号">{user?.username}</Descriptions.Item>
          <Descriptions.Item label="当前组织">{user?.org?.typeName ?? '未选择'}</Descriptions.Item>
        </Descriptions>
      </Card>
      {roles?.type === OrgType.brand && <ChannelCard />}
    </>
  )
}

export default HomePage
