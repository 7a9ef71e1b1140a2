import type { StoreRow, StoreService } from '@yunying/contracts'
import { App, Button, DatePicker, Empty, Form, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { FormDrawer } from '../../../shared/ui/form-dialog.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useStoreServices } from '../api/list-store-services.js'
import { useRemoveStoreService } from '../api/remove-store-service.js'
import { useSaveStoreService } from '../api/save-store-service.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'

const WARNING: Record<string, { color: string; text: (days: number) => string }> = {
  expired: { color: 'red', text: (d) => `已过期 ${-d} 天` },
  within3: { color: 'volcano', text: (d) => (d === 0 ? '今天到期' : `${d} 天后到期`) },
  within30: { color: 'orange', text: (d) => `${d} 天后到期` },
}

export const END_BEFORE_BEGIN = '到期日期不能早于开通日期'

/** The period's own rule: an end date, not before the begin date. */
const checkPeriod = (_: unknown, v: [Dayjs | null, Dayjs | null] | undefined) => {
  if (!v?.[1]) return Promise.reject(new Error('请选择到期日期'))
  if (v[0] && v[1].isBefore(v[0], 'day')) return Promise.reject(new Error(END_BEFORE_BEGIN))
  return Promise.resolve()
}

interface Values {
  produceTypeId?: number
  period?: [Dayjs | null, Dayjs | null]
}

/**
 * 门店服务: the store-level services a store has opened, with their periods and expiry warnings;
 * open one, change its period or remove it. The store's expiry follows the earliest end date.
 */
export const StoreServicesDrawer = ({ store, canEdit, onClose }: { store: StoreRow | null; canEdit: boolean; onClose: () => void }) => {
  const { message } = App.useApp()
  const services = useStoreServices(store?.id ?? null)
  const save = useSaveStoreService()
  const remove = useRemoveStoreService()
  const [form] = Form.useForm<Values>()
  const [editing, setEditing] = useState<number | null>(null)

  const submit = async (v: Values) => {
    if (!store || !v.produceTypeId || !v.period?.[1]) return
    await save.mutateAsync({
      storeId: store.id,
      produceTypeId: v.produceTypeId,
      ...(v.period[0] ? { beginDate: v.period[0].format('YYYY-MM-DD') } : {}),
      endDate: v.period[1].format('YYYY-MM-DD'),
    })
    message.success(editing ? '服务期已修改' : '服务已开通')
    setEditing(null)
    form.resetFields()
  }

  const columns: TableColumnsType<StoreService> = [
    { title: '服务', dataIndex: 'produceName' },
    { title: '开通日期', dataIndex: 'beginDate', width: 120, render: (v: string | null) => v ?? '—' },
    {
      title: '到期日期',
      key: 'end',
      width: 220,
      render: (_, r) => (
        <Space size={4}>
          {r.endDate}
          {r.expireWarning && <Tag color={WARNING[r.expireWarning]!.color}>{WARNING[r.expireWarning]!.text(r.expireDays)}</Tag>}
        </Space>
      ),
    },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_: unknown, r: StoreService) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setEditing(r.produceTypeId)
                    form.setFieldsValue({ produceTypeId: r.produceTypeId, period: [r.beginDate ? dayjs(r.beginDate) : null, dayjs(r.endDate)] })
                  }}
                >
                  修改
                </Button>
                <Popconfirm
                  title={`确定移除“${r.produceName}”吗？`}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync({ storeId: store!.id, produceTypeId: r.produceTypeId }).then(() => void message.success('已移除'))}
                >
                  <Button type="link" size="small" danger>
                    移除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ]

  const options = (services.data?.options ?? []).filter((o) => !o.opened || o.produceTypeId === editing)
  return (
    <FormDrawer title={store ? `门店服务：${store.name}` : '门店服务'} width={720} open={store !== null} onClose={onClose} isDirty={() => canEdit && form.isFieldsTouched()} destroyOnHidden>
      {services.isError && <LoadError what="门店服务" error={services.error} onRetry={() => void services.refetch()} />}
      <Typography.Paragraph type="secondary">门店的到期日期取最早到期的服务；到期前 30 天起在门店列表和首页提醒续期。</Typography.Paragraph>
      <Table<StoreService> rowKey="produceTypeId" size="small" loading={services.isFetching} dataSource={services.data?.list ?? []} columns={columns} pagination={false} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未开通门店服务" /> }} />
      {canEdit && (
        <Form<Values> form={form} layout="inline" aria-label="开通门店服务" style={{ marginTop: 16, rowGap: 8 }} onFinish={(v) => void submit(v).catch(() => undefined)}>
          <Form.Item name="produceTypeId" label="服务" rules={[{ required: true, message: '请选择服务' }]}>
            <RequiredSelect aria-label="服务" placeholder="请选择门店级服务" style={{ width: 200 }} disabled={editing !== null} options={options.map((o) => ({ value: o.produceTypeId, label: o.produceName }))} />
          </Form.Item>
          <Form.Item name="period" label="服务期" required rules={[{ validator: checkPeriod }]}>
            {/* As typed: an end before the begin is refused with a message, never reordered into another period. */}
            <DatePicker.RangePicker allowEmpty={[true, false]} order={false} placeholder={['开通日期', '到期日期']} aria-label="服务期" />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {editing ? '保存修改' : '开通'}
              </Button>
              {editing !== null && (
                <Button
                  onClick={() => {
                    setEditing(null)
                    form.resetFields()
                  }}
                >
                  取消
                </Button>
              )}
            </Space>
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  )
}
