import { QrcodeOutlined } from '@ant-design/icons'
import type { QrCode, QrStorePage } from '@yunying/contracts'
import { App, Button, Card, Form, Input, Space, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { BrandPicker } from '../../../shared/ui/brand-picker.js'
import { useDialogs } from '../../../shared/ui/dialog.js'
import { ListTable, SearchForm, useListState } from '../../../shared/ui/list-page/index.js'
import { useQrStoreCodes, type QrStoreFilters } from '../api/list-qr-store-codes.js'
import { useUnbindQrCode } from '../api/unbind-qr-code.js'
import { QrBindDialog, type QrBindTarget } from './qr-bind-dialog.js'
import { QrBlankBatchDialog } from './qr-blank-batch-dialog.js'
import { QrCodeImageDialog } from './qr-code-image-dialog.js'
import { useQrDouyinLinkDialog } from './qr-douyin-link-dialog.js'

type StoreRow = QrStorePage['list'][number]

const extendText = (code: QrCode) =>
  [code.extend.scene && `场景 ${code.extend.scene}`, code.extend.activityId && `活动 ${code.extend.activityId}`, code.extend.goodsId && `商品 ${code.extend.goodsId}`].filter(Boolean).join('，') || '—'

/** 门店二维码: a brand's stores with the codes bound under each rule; bind, rebind, unbind, print, order blank codes. */
export const QrStoreCodesPanel = () => {
  const { message } = App.useApp()
  const modal = useDialogs()
  const permissions = useAccountStore((s) => s.permission)
  const can = (code: string) => hasPermission(permissions, code)
  const list = useListState<QrStoreFilters>({ inUrl: false })
  const stores = useQrStoreCodes(list)
  const unbind = useUnbindQrCode()
  const [binding, setBinding] = useState<QrBindTarget>(null)
  const [showing, setShowing] = useState<QrCode | null>(null)
  const [ordering, setOrdering] = useState(false)
  const brandId = list.filters.brandId
  const douyin = useQrDouyinLinkDialog()

  const unbindCode = (code: QrCode) =>
    modal.confirm({
      title: '解绑二维码',
      content: `解绑后，二维码 ${code.token} 将成为空码，扫码不再打开该门店的页面，是否继续?`,
      okText: '解绑',
      okButtonProps: { danger: true },
      onOk: () => unbind.mutateAsync(code.id).then(() => void message.success('解绑成功'), () => {}),
    })

  const codeColumns: ColumnsType<QrCode & { ruleAlias: string }> = [
    { title: '规则', dataIndex: 'ruleAlias', width: 140 },
    { title: '二维码链接', dataIndex: 'url', width: 280, render: (url: string) => <Typography.Text copyable>{url}</Typography.Text> },
    { title: '扩展参数', key: 'extend', width: 160, render: (_, code) => extendText(code) },
    { title: '绑定时间', dataIndex: 'boundAt', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_, code) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setShowing(code)}>
            二维码
          </Button>
          {can('qrcode.app.btn') && (
            <Button type="link" size="small" onClick={() => douyin.open(code)}>
              生成抖音链接
            </Button>
          )}
          {can('qrcode.bind.btn') && (
            <>
              <Button type="link" size="small" onClick={() => setBinding({ code, storeId: code.storeId!, brandId: code.brandId })}>
                改绑
              </Button>
              <Button type="link" size="small" danger onClick={() => unbindCode(code)}>
                解绑
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ]

  const columns: ColumnsType<StoreRow> = [
    { title: '门店', dataIndex: 'storeName', width: 200 },
    { title: '门店编码', dataIndex: 'storeCode', width: 140 },
    { title: '品牌', dataIndex: 'brandName', width: 160 },
    { title: '已绑二维码', key: 'count', width: 110, align: 'right', render: (_, row) => row.rules.reduce((n, r) => n + r.codes.length, 0) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, row) =>
        can('qrcode.bind.btn') && (
          <Button type="link" size="small" onClick={() => setBinding({ storeId: row.storeId, storeName: row.storeName, brandId: row.brandId })}>
            绑定二维码
          </Button>
        ),
    },
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <SearchForm<QrStoreFilters, QrStoreFilters> state={list} name="qrStoreSearch" label="门店二维码查询">
          <Form.Item name="brandId" label="品牌" rules={[{ required: true, message: '请选择品牌' }]}>
            <BrandField />
          </Form.Item>
          <Form.Item name="keyword" label="门店">
            <Input placeholder="门店名称或编码" allowClear maxLength={30} style={{ width: 180 }} />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card
        title="门店二维码"
        extra={
          can('qrcode.batch.btn') && (
            <Button icon={<QrcodeOutlined />} disabled={brandId === undefined} onClick={() => setOrdering(true)}>
              生成空码
            </Button>
          )
        }
      >
        {brandId === undefined ? (
          <Typography.Text type="secondary">请先选择品牌，查看其门店的二维码。</Typography.Text>
        ) : (
          <ListTable<StoreRow, QrStoreFilters>
            state={list}
            query={stores}
            what="门店"
            empty="该品牌暂无门店"
            emptyFiltered="没有找到符合条件的门店"
            rowKey="storeId"
            columns={columns}
            expandable={{
              rowExpandable: (row) => row.rules.some((r) => r.codes.length > 0),
              expandedRowRender: (row) => (
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  columns={codeColumns}
                  dataSource={row.rules.flatMap((r) => r.codes.map((c) => ({ ...c, ruleAlias: r.ruleAlias })))}
                />
              ),
            }}
          />
        )}
      </Card>
      <QrBindDialog target={binding} onClose={() => setBinding(null)} />
      <QrCodeImageDialog code={showing} onClose={() => setShowing(null)} />
      {douyin.dialog}
      {brandId !== undefined && <QrBlankBatchDialog open={ordering} brandId={brandId} onClose={() => setOrdering(false)} />}
    </Space>
  )
}

const BrandField = (props: { value?: number; onChange?: (value: number | undefined) => void; id?: string }) => (
  <div style={{ width: 240 }}>
    <BrandPicker value={props.value} onChange={(v) => props.onChange?.(v)} id={props.id} />
  </div>
)
