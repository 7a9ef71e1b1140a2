import { AlipayCircleOutlined, ReadOutlined, ShopOutlined, TikTokOutlined, WechatOutlined } from '@ant-design/icons'
import { App, Button, Card, List, Popconfirm, Tag } from 'antd'
import type { ReactNode } from 'react'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useApplyBrandChannel } from '../api/apply-brand-channel.js'
import { useBrandChannels } from '../api/list-brand-channels.js'

const ICONS: Record<number, ReactNode> = {
  1: <WechatOutlined style={{ color: '#07c160' }} />,
  2: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
  6: <ShopOutlined style={{ color: '#d46b08' }} />,
  5: <TikTokOutlined />,
  11: <ReadOutlined style={{ color: '#d4183a' }} />,
}
const STATE: Record<string, { text: string; color: string }> = {
  opened: { text: '已开通', color: 'success' },
  applied: { text: '申请中', color: 'processing' },
  refused: { text: '未通过', color: 'error' },
  none: { text: '未开通', color: 'default' },
}

/**
 * The session brand's marketing channels (spec 1 §3, §7): their state, and 申请开通 for one not yet
 * opened. Shown on the workbench to brand staff; the channels are server state, read from this query.
 */
export const ChannelCard = () => {
  const { message } = App.useApp()
  const channels = useBrandChannels()
  const apply = useApplyBrandChannel()

  return (
    <Card title="营销渠道" style={{ marginTop: 16 }}>
      {channels.isError && <LoadError what="营销渠道" error={channels.error} onRetry={() => void channels.refetch()} />}
      <List
        loading={channels.isPending}
        dataSource={channels.data?.list ?? []}
        renderItem={(c) => (
          <List.Item
            actions={[
              c.comingSoon ? (
                <Tag key="soon">即将上线</Tag>
              ) : c.state === 'none' || c.state === 'refused' ? (
                <Popconfirm
                  key="apply"
                  title={`申请开通${c.name}？`}
                  description="提交后运营人员会尽快处理"
                  onConfirm={() => apply.mutateAsync(c.channel).then(() => void message.success('申请已提交'))}
                >
                  <Button type="link" size="small">
                    {c.state === 'refused' ? '重新申请' : '申请开通'}
                  </Button>
                </Popconfirm>
              ) : null,
            ].filter(Boolean)}
          >
            <List.Item.Meta avatar={ICONS[c.channel]} title={c.name} description={c.appliedAt && c.state === 'applied' ? `申请时间 ${c.appliedAt}` : undefined} />
            {!c.comingSoon && <Tag color={STATE[c.state]?.color}>{STATE[c.state]?.text}</Tag>}
          </List.Item>
        )}
      />
    </Card>
  )
}
