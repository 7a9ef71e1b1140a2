import { QR_THIRD_TYPES, type QrAppRegistration } from '@yunying/contracts'
import { DataTable } from '@yunying/form-kit'
import { App, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { actionsColumn, ListPage, ListTable, SearchForm, useListState } from '../../../shared/ui/list-page/index.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'
import { useDeleteQrApp } from '../api/delete-qr-app.js'
import { useQrApps } from '../api/list-qr-apps.js'
import { useSaveQrApp } from '../api/save-qr-app.js'

/** The platforms a code prefix is registered on (WeChat, Alipay, Douyin; H5 needs none). */
const CHANNELS = [1, 2, 3].map((value) => ({ value, label: QR_THIRD_TYPES[value]! }))
const PUBLISHED = [
  { value: 1, label: '已发布' },
  { value: 0, label: '未发布' },
]
const PATH_RULE = { pattern: /^[A-Za-z0-9_\-/.]*$/, message: '页面路径只能包含字母、数字、下划线、短横线、点和斜杠' }

interface Filters {
  channel?: number
  appId?: string
}

interface Values {
  channel?: number
  appId?: string
  routerPage?: string
  published: 0 | 1
  verifyFileName?: string
  verifyFileContent?: string
  declaredPaths: string[]
  debugLinks: string[]
}

/** The registration being edited, or `'new'`, or none (the dialog closed). */
type Editing = QrAppRegistration | 'new' | null

type DouyinLink = QrAppRegistration['douyinLinks'][number]
const LINK_STATES: Record<DouyinLink['state'], { color?: string; label: string }> = {
  live: { color: 'green', label: '有效' },
  soon: { color: 'orange', label: '7 天内到期' },
  expired: { color: 'red', label: '已过期' },
}
const isDouyin = (row: QrAppRegistration) => row.channel === 3

/**
 * 抖音链接 of a Douyin registration: how many links 生成抖音链接 has made, how many expire within 7 days
 * and how many have expired (the landing page no longer offers those: the code's page in Douyin says
 * the link is not ready until it is made again in 门店二维码).
 */
const DouyinLinksSummary = ({ links }: { links: DouyinLink[] }) => {
  if (links.length === 0) return <Typography.Text type="secondary">未生成</Typography.Text>
  const soon = links.filter((l) => l.state === 'soon').length
  const expired = links.filter((l) => l.state === 'expired').length
  return (
    <Space direction="vertical" size={0}>
      <span>{`${links.length} 个`}</span>
      {soon > 0 && <Typography.Text type="warning">{`${soon} 个 7 天内到期`}</Typography.Text>}
      {expired > 0 && <Typography.Text type="danger">{`${expired} 个已过期`}</Typography.Text>}
    </Space>
  )
}

/** Each link of a Douyin registration (expanded row): page and parameters, the link, its expiry, soonest first. */
const DouyinLinksTable = ({ links }: { links: DouyinLink[] }) => (
  <DataTable<DouyinLink>
    size="small"
    rowKey="key"
    dataSource={links}
    columns={[
      { title: '页面与参数', dataIndex: 'key', render: (v: string) => <Typography.Text code style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
      { title: '抖音链接', dataIndex: 'link', width: 260, render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
      { title: '到期时间', dataIndex: 'expireAt', width: 170, render: (v: string) => v || '未知' },
      { title: '状态', dataIndex: 'state', width: 110, render: (v: DouyinLink['state']) => <Tag color={LINK_STATES[v].color}>{LINK_STATES[v].label}</Tag> },
    ]}
  />
)

/**
 * 小程序登记 (issue 25, "How a scan reaches the rules"): per channel and app id, the code prefix's
 * normal-link QR rule on the platform — router page, published or not, the verification file served
 * under the prefix, the paths declared for WeChat's plain-text scheme, debug links — with today's
 * WeChat scheme launches against the daily cap, and Douyin's generated links with their expiry. Platform-wide: only operators with `qrcode.app.btn`
 * change it. The list holds a few rows, searched and paged here, on the list-page kit.
 */
export const QrAppRegistrationsPanel = () => {
  const { message } = App.useApp()
  const codes = useAccountStore((s) => s.permission)
  const canChange = hasPermission(codes, 'qrcode.app.btn')
  const list = useListState<Filters>({ inUrl: false })
  const apps = useQrApps()
  const remove = useDeleteQrApp()
  const [editing, setEditing] = useState<Editing>(null)

  const { channel, appId } = list.filters
  const found = (apps.data ?? []).filter((r) => (channel === undefined || r.channel === channel) && (!appId?.trim() || r.appId.toLowerCase().includes(appId.trim().toLowerCase())))
  const start = (list.page - 1) * list.pageSize
  const query = { ...apps, data: apps.data && { rows: found.slice(start, start + list.pageSize), total: found.length } }

  const columns: ColumnsType<QrAppRegistration> = [
    { title: '渠道', dataIndex: 'channel', width: 120, render: (v: number) => QR_THIRD_TYPES[v] ?? v },
    { title: 'AppID', dataIndex: 'appId', width: 190, render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    { title: '二维码规则前缀', dataIndex: 'prefix', width: 220, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: '路由页', dataIndex: 'routerPage', width: 180, render: (v: string) => v || '—' },
    { title: '状态', dataIndex: 'published', width: 90, render: (v: number) => (v === 1 ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>) },
    { title: '校验文件', dataIndex: 'verifyFileName', width: 150, render: (v: string) => v || '—' },
    {
      title: '明文 Scheme 路径',
      dataIndex: 'declaredPaths',
      width: 200,
      render: (paths: string[]) => (paths.length === 0 ? '—' : <Space size={[0, 4]} wrap>{paths.map((p) => <Tag key={p}>{p}</Tag>)}</Space>),
    },
    { title: '抖音链接', key: 'douyinLinks', width: 150, render: (_, row) => (isDouyin(row) ? <DouyinLinksSummary links={row.douyinLinks} /> : '—') },
    {
      title: '今日拉起',
      key: 'launches',
      width: 200,
      render: (_, row) =>
        row.channel !== 1 ? (
          '—'
        ) : (
          <Space direction="vertical" size={0}>
            <span>{`${row.launchesToday.toLocaleString('zh-CN')} / ${row.launchCap.toLocaleString('zh-CN')}`}</span>
            {row.capWarning && <Typography.Text type="warning">{row.capWarning}</Typography.Text>}
          </Space>
        ),
    },
    ...(canChange
      ? [
          actionsColumn<QrAppRegistration>(120, (row) => [
            { label: '编辑', onClick: () => setEditing(row) },
            {
              label: '删除',
              danger: true,
              confirm: {
                title: '删除小程序登记',
                description: `删除后，落地页不再提供「${QR_THIRD_TYPES[row.channel] ?? row.channel} ${row.appId}」的按钮，校验文件也不再提供。此操作将永久删除, 是否继续?`,
                okText: '删除',
                onConfirm: () => remove.mutateAsync(row.id).then(() => void message.success('删除成功'), () => {}),
              },
            },
          ]),
        ]
      : []),
  ]

  return (
    <ListPage
      search={
        <SearchForm<Filters, Filters> state={list} name="qrAppSearch" label="小程序登记查询">
          <Form.Item name="channel" label="渠道">
            <Select placeholder="全部" allowClear options={CHANNELS} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="appId" label="AppID">
            <Input placeholder="请输入 AppID" allowClear maxLength={40} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      }
      title="小程序登记"
      create={canChange && { label: '新增登记', onClick: () => setEditing('new') }}
      dialogs={<QrAppDialog editing={editing} onClose={() => setEditing(null)} />}
    >
      <ListTable<QrAppRegistration, Filters> state={list} query={query} what="小程序登记" empty="暂无小程序登记" emptyFiltered="没有找到符合条件的小程序登记" rowKey="id"
        columns={columns}
        scroll={{ x: 1760 }}
        expandable={{ rowExpandable: (row) => isDouyin(row) && row.douyinLinks.length > 0, expandedRowRender: (row) => <DouyinLinksTable links={row.douyinLinks} /> }}
      />
    </ListPage>
  )
}

const valuesOf = (row: QrAppRegistration): Values => ({
  channel: row.channel,
  appId: row.appId,
  routerPage: row.routerPage,
  published: row.published === 1 ? 1 : 0,
  verifyFileName: row.verifyFileName,
  verifyFileContent: row.verifyFileContent,
  declaredPaths: row.declaredPaths,
  debugLinks: row.debugLinks,
})

const EMPTY: Values = { published: 0, declaredPaths: [], debugLinks: [] }

/** 新增登记 / 编辑登记. A stale edit (409) keeps the dialog and its input; the request layer shows why. */
const QrAppDialog = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const [form] = Form.useForm<Values>()
  const { message } = App.useApp()
  const save = useSaveQrApp()
  const row = editing === 'new' ? null : editing
  const title = row ? '编辑小程序登记' : '新增小程序登记'

  const submit = async () => {
    const v = await form.validateFields()
    await save.mutateAsync({
      ...(row ? { id: row.id, version: row.version } : {}),
      channel: v.channel!,
      appId: v.appId?.trim() ?? '',
      routerPage: v.routerPage?.trim() ?? '',
      published: v.published,
      verifyFileName: v.verifyFileName?.trim() ?? '',
      verifyFileContent: v.verifyFileContent?.trim() ?? '',
      declaredPaths: v.declaredPaths.map((p) => p.trim()).filter(Boolean),
      debugLinks: v.debugLinks.map((l) => l.trim()).filter(Boolean),
      // The Douyin links stay on the server (made only by 生成抖音链接): this dialog sends none.
    })
    message.success('保存成功')
    onClose()
  }

  return (
    <FormDialog
      title={title}
      open={editing !== null}
      isDirty={() => form.isFieldsTouched()}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={600}
    >
      <Form form={form} layout="vertical" aria-label={title} clearOnDestroy initialValues={row ? valuesOf(row) : EMPTY}>
        <Form.Item name="channel" label="渠道" rules={[{ required: true, message: '请选择渠道' }]}>
          <RequiredSelect placeholder="请选择渠道" options={CHANNELS} />
        </Form.Item>
        <Form.Item
          name="appId"
          label="AppID"
          rules={[
            { required: true, whitespace: true, message: '请输入 AppID' },
            { pattern: /^[A-Za-z0-9_-]+$/, message: 'AppID 只能包含字母、数字、下划线和短横线' },
          ]}
        >
          <Input placeholder="小程序的 AppID，如 wx1234567890abcdef" maxLength={40} />
        </Form.Item>
        <Form.Item name="routerPage" label="路由页" extra="平台扫码后打开的小程序页面，不带参数，如 pages/router/index" rules={[PATH_RULE]}>
          <Input placeholder="pages/router/index" maxLength={200} />
        </Form.Item>
        <Form.Item name="published" label="平台上的规则">
          <Radio.Group options={PUBLISHED} />
        </Form.Item>
        <Form.Item name="verifyFileName" label="校验文件名" extra="平台要求放在前缀下的校验文件，如 abcDEF123.txt" rules={[{ pattern: /^([A-Za-z0-9_.-]*\.txt)?$/, message: '校验文件名应为 .txt 文件' }]}>
          <Input placeholder="如 abcDEF123.txt" maxLength={100} />
        </Form.Item>
        <Form.Item name="verifyFileContent" label="校验文件内容">
          <Input placeholder="平台给出的校验内容" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="declaredPaths"
          label="明文 Scheme 路径"
          extra="微信「明文 Scheme 拉起此小程序」中声明的页面路径；输入后按回车添加"
          rules={[{ validator: async (_, paths: string[] = []) => (paths.every((p) => PATH_RULE.pattern.test(p.trim())) ? undefined : Promise.reject(new Error(PATH_RULE.message))) }]}
        >
          <Select mode="tags" placeholder="如 pages/order/index" open={false} suffixIcon={null} aria-label="明文 Scheme 路径" />
        </Form.Item>
        <Form.Item name="debugLinks" label="测试链接" extra="在平台上登记的测试链接；输入后按回车添加" rules={[{ type: 'array', max: 10, message: '测试链接最多 10 个' }]}>
          <Select mode="tags" placeholder="如 https://qr.example.com/q/test" open={false} suffixIcon={null} aria-label="测试链接" />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
