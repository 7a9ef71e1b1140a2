import { PlusOutlined } from '@ant-design/icons'
import { QR_STORE_TYPES, type QrRule } from '@yunying/contracts'
import { App, Button, Card, Form, Input, Select, Space, Tabs, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { BrandPicker } from '../../../shared/ui/brand-picker.js'
import { useDialogs } from '../../../shared/ui/dialog.js'
import { ListTable, SearchForm, actionsColumn, useListState } from '../../../shared/ui/list-page/index.js'
import { useDeleteQrRule } from '../api/delete-qr-rule.js'
import { useDisableQrRule } from '../api/disable-qr-rule.js'
import { useEnableQrRule } from '../api/enable-qr-rule.js'
import { useQrDict } from '../api/list-qr-dict.js'
import { useQrRules, type QrRuleFilters } from '../api/list-qr-rules.js'
import { QrAppRegistrationsPanel } from '../components/qr-app-registrations-panel.js'
import { QrStoreCodesPanel } from '../components/qr-store-codes-panel.js'
import { useQrRefresh, useRefreshOffer } from '../components/use-qr-refresh.js'

export const QR_LIST_PATH = '/businessCenter/codeManagement/codeConfig/index'
export const QR_EDIT_PATH = '/businessCenter/codeManagement/codeConfig/edit'

const STORE_TYPE_OPTIONS = Object.entries(QR_STORE_TYPES).map(([value, label]) => ({ value: Number(value), label }))
const STATUS_OPTIONS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
]

/** /businessCenter/codeManagement/codeConfig/index (spec 2 §2): the rules, the stores' codes under them, and the mini-program registrations of the code prefix. */
export const QrRuleListPage = () => {
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab = asked === 'codes' || asked === 'apps' ? asked : 'rules'
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'rules' ? {} : { tab: key })}
      items={[
        { key: 'rules', label: '聚合码规则', children: tab === 'rules' && <QrRuleList /> },
        { key: 'codes', label: '门店二维码', children: tab === 'codes' && <QrStoreCodesPanel /> },
        { key: 'apps', label: '小程序登记', children: tab === 'apps' && <QrAppRegistrationsPanel /> },
      ]}
    />
  )
}

const QrRuleList = () => {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const modal = useDialogs()
  const codes = useAccountStore((s) => s.permission)
  const can = (code: string) => hasPermission(codes, code)
  const list = useListState<QrRuleFilters>()
  const rules = useQrRules(list)
  const pages = useQrDict('qrcode_type')
  const channels = useQrDict('qrcode_bind_channel')
  const enable = useEnableQrRule()
  const disable = useDisableQrRule()
  const remove = useDeleteQrRule()
  const refresh = useQrRefresh()
  useRefreshOffer(refresh)

  const toggle = (row: QrRule) => {
    const enabling = row.status !== 1
    modal.confirm({
      title: enabling ? '启用聚合码规则' : '停用聚合码规则',
      content: enabling
        ? `启用后，「${row.alias || row.name}」绑定的二维码将按此规则打开页面，是否继续?`
        : `停用后，「${row.alias || row.name}」绑定的二维码将无法打开小程序页面，是否继续?`,
      okText: enabling ? '启用' : '停用',
      okButtonProps: enabling ? {} : { danger: true },
      // A refusal has been shown by the request layer; the dialog closes on it too.
      onOk: () => (enabling ? enable : disable).mutateAsync(row.id).then(() => void message.success(enabling ? '启用成功' : '停用成功'), () => {}),
    })
  }

  const removeRule = (row: QrRule) =>
    modal.confirm({
      title: '删除聚合码规则',
      content: '此操作将永久删除, 是否继续?',
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(row.id).then(() => void message.success('删除成功'), () => {}),
    })

  const channelName = (code: string, name: string) => name || channels.data?.find((c) => c.dataKey === code)?.dataValue || code
  const columns: ColumnsType<QrRule> = [
    { title: '别名', dataIndex: 'alias', width: 140, ellipsis: true, render: (v: string) => v || '—' },
    {
      title: '页面',
      key: 'page',
      width: 200,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.pagePath}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '适用门店类型', dataIndex: 'applyStoreTypeName', width: 120 },
    {
      title: '关联渠道',
      key: 'channels',
      width: 150,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.bindSettings.supportBindChannel.map((c) => (
            <Tag key={c.code}>{channelName(c.code, c.name)}</Tag>
          ))}
        </Space>
      ),
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (v: number) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    { title: '已绑码数', dataIndex: 'boundCodes', width: 90, align: 'right' },
    { title: '近7日扫码', dataIndex: 'scans7d', width: 100, align: 'right' },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170 },
    actionsColumn(230, (row) => [
      { label: '编辑', show: can('qrcode.edit.btn'), onClick: () => navigate(`${QR_EDIT_PATH}?id=${row.id}`) },
      { label: '刷新解析', show: can('qrcode.edit.btn'), title: '规则修改后，重新解析其下已绑定的二维码', onClick: () => refresh(row) },
      { label: row.status === 1 ? '停用' : '启用', show: can('qrcode.status.btn'), onClick: () => toggle(row) },
      { label: '删除', show: can('qrcode.delete.btn'), danger: true, disabledReason: row.status === 1 ? '启用中的规则不能删除，请先停用' : undefined, onClick: () => removeRule(row) },
    ]),
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <SearchForm<QrRuleFilters, QrRuleFilters> state={list} name="qrRuleSearch" label="聚合码规则查询">
          <Form.Item name="alias" label="别名">
            <Input placeholder="请输入别名" allowClear maxLength={30} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="applyStoreType" label="适用门店类型">
            <Select placeholder="全部" allowClear options={STORE_TYPE_OPTIONS} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="page" label="页面">
            <Select placeholder="全部" allowClear loading={pages.isPending} options={pages.data?.map((p) => ({ value: p.dataKey, label: p.dataValue }))} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="channel" label="关联渠道">
            <Select placeholder="全部" allowClear loading={channels.isPending} options={channels.data?.map((c) => ({ value: c.dataKey, label: c.dataValue }))} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select placeholder="全部" allowClear options={STATUS_OPTIONS} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="brand" label="品牌">
            <BrandPickerField />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card
        title="聚合码规则"
        extra={
          can('qrcode.save.btn') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(QR_EDIT_PATH)}>
              新增规则
            </Button>
          )
        }
      >
        <ListTable<QrRule, QrRuleFilters> state={list} query={rules} what="聚合码规则" empty="暂无聚合码规则" emptyFiltered="没有找到符合条件的聚合码规则" rowKey="id" columns={columns} scroll={{ x: 1320 }} />
      </Card>
    </Space>
  )
}

/** The brand filter: a searching picker that fits the inline search form. */
const BrandPickerField = (props: { value?: number; onChange?: (value: number | undefined) => void; id?: string }) => (
  <div style={{ width: 220 }}>
    <BrandPicker value={props.value} onChange={(v) => props.onChange?.(v)} id={props.id} />
  </div>
)
