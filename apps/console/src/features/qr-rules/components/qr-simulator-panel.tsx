import type { QrSimulation } from '@yunying/contracts'
import { Alert, Button, Card, Descriptions, Form, Input, List, Select, Space, Tag, Typography } from 'antd'
import { useSimulateQrScan } from '../api/simulate-qr-scan.js'
import { QR_USER_AGENTS, type QrUserAgentKey } from '../lib/qr-user-agents.js'

interface Values {
  q?: string
  app: QrUserAgentKey
  appVersion?: string
  os?: string
}

const OS_OPTIONS = [
  { value: 'iOS 17.4', label: 'iOS' },
  { value: 'Android 14', label: 'Android' },
  { value: 'HarmonyOS 4.2', label: 'HarmonyOS' },
]
const APP_LABELS: Record<string, string> = { wxwork: '企业微信', wechat: '微信', alipay: '支付宝', douyin: '抖音', browser: '浏览器' }

/**
 * 扫码模拟: what a scan of a code opens in an app, by the resolve call's own matching (the server's
 * simulate call), so the panel cannot disagree with a real scan.
 */
export const QrSimulatorPanel = ({ code }: { code?: string }) => {
  const [form] = Form.useForm<Values>()
  const simulate = useSimulateQrScan()

  const run = async () => {
    const v = await form.validateFields()
    const agent = QR_USER_AGENTS.find((a) => a.key === v.app)!
    simulate.mutate({ q: v.q?.trim(), channel: agent.channel, appVersion: v.appVersion?.trim() ?? '', os: v.os ?? '', userAgent: agent.ua })
  }

  return (
    <Card title="扫码模拟" size="small">
      <Form form={form} name="qrSimulator" layout="vertical" aria-label="扫码模拟" initialValues={{ q: code, app: 'wechat', os: 'iOS 17.4' }} onFinish={() => void run()}>
        <Form.Item name="q" label="二维码链接" rules={[{ required: true, message: '请输入二维码链接' }]}>
          <Input placeholder="如 https://example.com/q/AbCdEf123456" allowClear maxLength={300} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="app" label="扫码 App">
            <Select style={{ width: 130 }} options={QR_USER_AGENTS.map((a) => ({ value: a.key, label: a.label }))} />
          </Form.Item>
          <Form.Item name="appVersion" label="App 版本" rules={[{ pattern: /^[\d.]*$/, message: '版本号格式应为数字和点，如 8.0.40' }]}>
            <Input style={{ width: 120 }} placeholder="如 8.0.40" maxLength={20} />
          </Form.Item>
          <Form.Item name="os" label="系统">
            <Select style={{ width: 120 }} options={OS_OPTIONS} />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={simulate.isPending}>
          模拟扫码
        </Button>
      </Form>
      {simulate.data && <SimulationResult result={simulate.data} />}
    </Card>
  )
}

const SimulationResult = ({ result }: { result: QrSimulation }) => {
  const { resolution, launch, others } = result
  const opens = resolution.outcome === 'open'
  const query = Object.entries(resolution.query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }} aria-label="模拟结果">
      <Alert type={opens ? 'success' : 'warning'} showIcon message={resolution.message} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="识别为">{APP_LABELS[result.app] ?? result.app}</Descriptions.Item>
        <Descriptions.Item label="匹配规则">{resolution.ruleId ? `#${resolution.ruleId}` : '—'}</Descriptions.Item>
        <Descriptions.Item label="打开页面">{resolution.pagePath ? <Typography.Text code>{resolution.pagePath}</Typography.Text> : '—'}</Descriptions.Item>
        <Descriptions.Item label="页面参数">{query ? <Typography.Text code style={{ wordBreak: 'break-all' }}>{query}</Typography.Text> : '—'}</Descriptions.Item>
        {resolution.h5Url && <Descriptions.Item label="H5 页面">{resolution.h5Url}</Descriptions.Item>}
      </Descriptions>
      <Typography.Text strong>落地页提供</Typography.Text>
      {launch.length === 0 ? (
        <Typography.Text type="secondary">无可用按钮</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={launch}
          renderItem={(l) => (
            <List.Item>
              <Space direction="vertical" size={0} style={{ width: '100%' }}>
                <span>
                  <Tag>{l.label}</Tag>
                  {l.href && <Typography.Text code style={{ wordBreak: 'break-all' }}>{l.href}</Typography.Text>}
                </span>
                {l.warning && <Typography.Text type="warning">{l.warning}</Typography.Text>}
              </Space>
            </List.Item>
          )}
        />
      )}
      {others.length > 0 && (
        <>
          <Typography.Text strong>其他启用规则未匹配的原因</Typography.Text>
          <List size="small" bordered dataSource={others} renderItem={(o) => <List.Item>{`${o.alias || `#${o.ruleId}`}：${o.reason}`}</List.Item>} />
        </>
      )}
    </Space>
  )
}

