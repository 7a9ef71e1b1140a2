import type { ProduceTypeDetail } from '@yunying/contracts'
import { Button, List, Space, Tag, Typography } from 'antd'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { ServiceIcon } from './service-icon.js'
import { SectionCard } from './section-card.js'

const EDIT_PATH = '/businessCenter/serviceManagement/edit'

/** A main service's sub-services (spec 2 §3 subProduceTypes), each edited on its own page. */
export const SubServicesCard = ({ detail }: { detail: ProduceTypeDetail }) => {
  const navigate = useNavigate()
  const canCreate = hasPermission(
    useAccountStore((s) => s.permission),
    'service.create.btn',
  )
  return (
    <SectionCard title="子服务" add={{ label: '新增子服务', show: canCreate, onClick: () => navigate(`${EDIT_PATH}?pid=${detail.id}&produceMold=${detail.produceMold}`) }}>
      <List
        size="small"
        dataSource={detail.subProduceTypes}
        locale={{ emptyText: '暂无子服务' }}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" size="small" onClick={() => navigate(`${EDIT_PATH}?produceType=${encodeURIComponent(s.produceType)}`)}>
                编辑
              </Button>,
            ]}
          >
            <Space>
              <ServiceIcon src={s.produceIcon} name={s.produceName} size={24} />
              {s.produceName}
              <Typography.Text code>{s.produceType}</Typography.Text>
              {s.isShow === 0 && <Tag>已隐藏</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </SectionCard>
  )
}
