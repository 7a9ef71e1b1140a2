import { PlusOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import type { ReactNode } from 'react'

/** A section under the service form, with its 新增… link in the corner for those who may add (`add.show`). */
export const SectionCard = ({ title, add, children }: { title: string; add: { label: string; show: boolean; onClick: () => void }; children: ReactNode }) => (
  <Card
    title={title}
    size="small"
    style={{ marginTop: 16 }}
    extra={
      add.show && (
        <Button type="link" icon={<PlusOutlined />} onClick={add.onClick}>
          {add.label}
        </Button>
      )
    }
  >
    {children}
  </Card>
)
