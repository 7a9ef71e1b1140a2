import { QR_STORE_TYPES, type QrRule } from '@yunying/contracts'
import { Alert, App, Breadcrumb, Button, Card, Col, Form, Input, Radio, Result, Row, Space, Spin } from 'antd'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { RequestError } from '../../../shared/lib/request.js'
import { useLeaveGuard } from '../../../shared/lib/use-leave-guard.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'
import { RichTextEditor } from '../../../shared/ui/rich-text-editor.js'
import { useEditQrRule } from '../api/edit-qr-rule.js'
import { useQrRule } from '../api/get-qr-rule.js'
import { useQrDict } from '../api/list-qr-dict.js'
import { useSaveQrRule } from '../api/save-qr-rule.js'
import { QrBindSettingsCard } from '../components/qr-bind-settings-card.js'
import { QrSimulatorPanel } from '../components/qr-simulator-panel.js'
import type { RefreshOffer } from '../components/use-qr-refresh.js'
import { QrThirdTypesField } from '../components/qr-third-types-field.js'
import { EMPTY_QR_RULE, toQrRuleBody, toQrRuleValues, type QrRuleFormValues } from '../lib/qr-rule-form.js'

/** A required radio group takes aria-required from Form.Item; ARIA allows it only on an element with the radiogroup role. */
const RADIO_GROUP = { role: 'radiogroup' }

const LIST_PATH = '/businessCenter/codeManagement/codeConfig/index'
const STORE_TYPES = Object.entries(QR_STORE_TYPES).map(([value, label]) => ({ value: Number(value), label }))
const YES_NO = [
  { value: 1, label: '是' },
  { value: 0, label: '否' },
]
const VERSION_RULE = { pattern: /^(\d+(\.\d+){0,3})?$/, message: '版本号格式应为数字和点，如 8.0.40' }

/** /businessCenter/codeManagement/codeConfig/edit[?id=] (spec 2 §2, §5): a new rule, or the rule `id`. */
export const QrRuleEditPage = () => {
  const [params] = useSearchParams()
  return <QrRuleEditor key={params.get('id') ?? 'new'} />
}

const QrRuleEditor = () => {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const rule = useQrRule(id)
  const navigate = useNavigate()
  // The rule as the form was opened on it, kept apart from the query: a later answer (another
  // observer's refetch, an invalidation after some other change) must neither replace nor reset what is
  // being typed, nor move the version the edit is sent at. Only 加载最新版本 takes a newer rule, in a
  // new form.
  const [opened, setOpened] = useState<QrRule | null>(null)
  const [loads, setLoads] = useState(0)
  if (opened === null && rule.data) setOpened(rule.data)
  const loadLatest = async () => {
    const latest = await rule.refetch()
    if (latest.data) setOpened(latest.data)
    setLoads((n) => n + 1)
  }
  if (id && rule.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  if (id && !(opened ?? rule.data))
    return <Result status="warning" title="聚合码规则不存在或已被删除" extra={<Button onClick={() => navigate(LIST_PATH)}>返回聚合码配置</Button>} />
  const shown = id ? (opened ?? rule.data ?? null) : null
  return <QrRuleForm key={loads} rule={shown} reload={loadLatest} />
}

const QrRuleForm = ({ rule, reload }: { rule: QrRule | null; reload: () => Promise<void> }) => {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [form] = Form.useForm<QrRuleFormValues>()
  const pages = useQrDict('qrcode_type')
  const channels = useQrDict('qrcode_bind_channel')
  const qrTypes = useQrDict('qrcode_bind_qrcode_type')
  const save = useSaveQrRule()
  const edit = useEditQrRule()
  const [stale, setStale] = useState(false)
  // Read once: antd takes initialValues only when the form mounts, and the submit completes the values
  // from the same object.
  const [initial] = useState(() => (rule ? toQrRuleValues(rule) : EMPTY_QR_RULE))
  const { leaveNow } = useLeaveGuard(() => form.isFieldsTouched(), '离开后，本次填写的内容不会保存。')
  const title = rule ? '编辑聚合码规则' : '新增聚合码规则'

  const submit = async (values: QrRuleFormValues) => {
    const body = toQrRuleBody({ ...initial, ...values })
    try {
      if (rule) await edit.mutateAsync({ ...body, id: rule.id, version: rule.version })
      else await save.mutateAsync(body)
    } catch (error) {
      // The request layer has shown the server's message; a stale edit keeps the input and offers the newer rule.
      if (error instanceof RequestError && error.httpStatus === 409) setStale(true)
      return
    }
    message.success(rule ? '修改成功' : '保存成功')
    // A changed rule with bound codes: the list offers to re-resolve them (刷新解析).
    const offer: RefreshOffer | undefined = rule && rule.boundCodes > 0 ? { refreshRule: { id: rule.id, alias: body.alias ?? rule.alias, name: rule.name } } : undefined
    leaveNow(() => navigate(LIST_PATH, offer ? { state: offer } : undefined))
  }

  // The newer rule opens in a new form (QrRuleEditor keys it by the loads), without the warning.
  const loadLatest = () => void reload()

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to={LIST_PATH}>聚合码配置</Link> }, { title }]} />
      {stale && (
        <Alert
          type="warning"
          showIcon
          message="该规则已被他人修改"
          description="您填写的内容仍保留在下方，可记下后加载最新版本再修改。"
          action={
            <Button size="small" onClick={loadLatest}>
              加载最新版本
            </Button>
          }
        />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          <Form<QrRuleFormValues> form={form} name="qrRule" aria-label={title} layout="horizontal" labelCol={{ flex: '150px' }} initialValues={initial} onFinish={(v) => void submit(v)} scrollToFirstError>
            <Card title="基本信息" size="small" style={{ marginBottom: 16 }}>
              <Form.Item name="applyStoreType" label="适用门店类型" rules={[{ required: true, message: '请选择适用门店类型' }]}>
                <Radio.Group {...RADIO_GROUP} options={STORE_TYPES} />
              </Form.Item>
              <Form.Item name="alias" label="别名" rules={[{ max: 30, message: '别名最多 30 个字符' }]}>
                <Input placeholder="列表中显示的名称，如 堂食扫码点餐" maxLength={30} />
              </Form.Item>
              <Form.Item name="typeId" label="页面" rules={[{ required: true, message: '请选择页面' }]}>
                <RequiredSelect placeholder="请选择页面" loading={pages.isPending} options={pages.data?.map((p) => ({ value: p.dataKey, label: p.dataValue }))} />
              </Form.Item>
              <Form.Item name="pagePath" label="页面路径" extra="小程序页面路径，不带参数，如 pages/order/index" rules={[{ required: true, whitespace: true, message: '请输入页面路径' }, { pattern: /^\/?[A-Za-z0-9_\-/.]+$/, message: '页面路径只能包含字母、数字、下划线、短横线、点和斜杠，不带参数' }]}>
                <Input placeholder="请输入页面路径" maxLength={200} />
              </Form.Item>
              <Form.Item name="h5Url" label="H5 页面" extra="浏览器中没有对应 App 时提供的网页" rules={[{ type: 'url', message: 'H5 地址应以 http:// 或 https:// 开头' }, { pattern: /^(https?:\/\/.*)?$/, message: 'H5 地址应以 http:// 或 https:// 开头' }]}>
                <Input placeholder="https://" maxLength={300} />
              </Form.Item>
              <Form.Item name="isMiniProgram" label="小程序页面">
                <Radio.Group options={YES_NO} />
              </Form.Item>
              <Form.Item name="allowBlankQrcode" label="允许空码">
                <Radio.Group options={YES_NO} />
              </Form.Item>
              <Form.Item name="allowAppScanBind" label="允许App扫码绑定" rules={[{ required: true, message: '请选择是否允许App扫码绑定' }]}>
                <Radio.Group {...RADIO_GROUP} options={YES_NO} />
              </Form.Item>
            </Card>
            <QrBindSettingsCard channels={channels.data ?? []} qrTypes={qrTypes.data ?? []} initial={initial} />
            <Card title="第三方类型" size="small" style={{ marginBottom: 16 }}>
              <QrThirdTypesField />
            </Card>
            <Card title="最低版本" size="small" extra="留空表示全部版本" style={{ marginBottom: 16 }}>
              <Form.Item name="wechatVersion" label="微信" rules={[VERSION_RULE]}>
                <Input placeholder="如 8.0.40" maxLength={20} />
              </Form.Item>
              <Form.Item name="alipayVersion" label="支付宝" rules={[VERSION_RULE]}>
                <Input placeholder="如 10.5.0" maxLength={20} />
              </Form.Item>
              <Form.Item name="tiktokVersion" label="抖音" rules={[VERSION_RULE]}>
                <Input placeholder="如 29.0.0" maxLength={20} />
              </Form.Item>
            </Card>
            <Card title="说明" size="small" extra="可插入图片和视频；保存时只保留编辑器生成的内容" style={{ marginBottom: 16 }}>
              <Form.Item name="descr" noStyle>
                <RichTextEditor aria-label="说明" />
              </Form.Item>
            </Card>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending || edit.isPending}>
                保存
              </Button>
              <Button onClick={() => navigate(LIST_PATH)}>取消</Button>
            </Space>
          </Form>
        </Col>
        <Col xs={24} xl={9}>
          <QrSimulatorPanel />
        </Col>
      </Row>
    </Space>
  )
}
