import { Button, Card, Descriptions, Space, Typography } from 'antd'
import { useState } from 'react'
import { AreaPicker, type AreaValue } from '../../../shared/ui/area-picker.js'
import { MapPicker, type MapPosition } from '../../../shared/ui/map-picker/map-picker.js'
import { useSuccessDialog } from '../../../shared/ui/success-dialog.js'

/** The shell's shared components, each live: what feature screens put in their forms. */
export const ComponentsPage = () => {
  const [mapOpen, setMapOpen] = useState(false)
  const [position, setPosition] = useState<MapPosition | null>(null)
  const [area, setArea] = useState<AreaValue | null>(null)
  const success = useSuccessDialog()
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        控制台框架提供的通用组件，供各业务页面在表单中使用。
      </Typography.Paragraph>
      <Card title="地图选点" size="small" extra={<Button onClick={() => setMapOpen(true)}>选择经纬度</Button>}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label="经度">
            <span data-testid="picked-lng">{position?.lng ?? '--'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="纬度">
            <span data-testid="picked-lat">{position?.lat ?? '--'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="地址">
            <span data-testid="picked-street">{position?.street ?? '--'}</span>
          </Descriptions.Item>
        </Descriptions>
        <MapPicker
          open={mapOpen}
          value={position}
          onCancel={() => setMapOpen(false)}
          onOk={(value) => {
            setPosition(value)
            setMapOpen(false)
          }}
        />
      </Card>
      <Card title="省市选择" size="small">
        <Space>
          <AreaPicker aria-label="省市区" style={{ width: 280 }} value={area?.codes} onChange={(_, value) => setArea(value)} />
          <Typography.Text data-testid="picked-area">{area ? `${area.names.join(' / ')}（${area.codes.join(', ')}）` : '未选择'}</Typography.Text>
        </Space>
      </Card>
      <Card title="成功提示" size="small">
        <Button onClick={() => success({ title: '提交成功', content: '我们会在 2 个工作日内与您联系。' })}>打开成功提示（5 秒后自动关闭）</Button>
      </Card>
    </Space>
  )
}
