import type { ChannelApplyRow } from '@yunying/contracts'
import { App, Button, Form, Input, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useHandleChannelApply } from '../api/handle-channel-apply.js'
import { useChannelApplies, type ChannelApplyFilters } from '../api/list-channel-applies.js'

const STATUS: Record<number, { text: string; color: string }> = { 0: { text: '待处理', color: 'processing' }, 1: { text: '已开通', color: 'success' }, 2: { text: '已驳回', color: 'default' } }

/** The brands' marketing-channel applications (spec 1 §7 brand-service-channel-apply): operators open or refuse them. */
export const ChannelApplies = () => {
  const { message } = App.useApp()
  const canHandle = hasPermission(
    useAccountStore((s) => s.permission),
    'service.channel.btn',
  )
  // A tab beside the service list, which keeps its own search in the page's URL: this one keeps it while the page is open.
  const list = useListState<ChannelApplyFilters>({ initial: { status: 0 }, inUrl: false })
  const applies = pageQuery(useChannelApplies({ filters: list.filters, page: list.page, pageSize: list.pageSize }))
  const handle = useHandleChannelApply()
  const [refusing, setRefusing] = useState<ChannelApplyRow | null>(null)
  const [remark, setRemark] = useState('')

  const decide = async (row: ChannelApplyRow, status: 1 | 2, text = '') => {
    await handle.mutateAsync({ id: row.id, status, remark: text })
    message.success(status === 1 ? `已为“${row.brandName}”开通${row.channelName}` : '已驳回')
  }

  const columns: TableColumnsType<ChannelApplyRow> = [
    { title: '品牌', dataIndex: 'brandName' },
    { title: '渠道', dataIndex: 'channelName', width: 140 },
    { title: '申请人', dataIndex: 'appliedByName', width: 120, render: (v: string | null) => v ?? '—' },
    { title: '申请时间', dataIndex: 'appliedAt', width: 180 },
    { title: '状态', dataIndex: 'status', width: 100, render: (v: number) => <Tag color={STATUS[v]?.color}>{STATUS[v]?.text ?? v}</Tag> },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, r) =>
        r.status === 0 && canHandle ? (
          <Space size={0}>
            <Popconfirm
              title={`为“${r.brandName}”开通${r.channelName}？`}
              description="开通后品牌即可使用该渠道"
              okText="开通"
              onConfirm={() => decide(r, 1).catch(() => undefined)}
            >
              <Button type="link" size="small">
                开通
              </Button>
            </Popconfirm>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => {
                setRemark('')
                setRefusing(r)
              }}
            >
              驳回
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{r.handledAt ?? '—'}</Typography.Text>
        ),
    },
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SearchForm<ChannelApplyFilters, ChannelApplyFilters> state={list} name="channelApplySearch" label="渠道申请查询">
        <TextFilter name="brandName" label="品牌" placeholder="请输入品牌名称" maxLength={50} width={180} />
        <SelectFilter name="status" label="状态" aria-label="状态" options={Object.entries(STATUS).map(([value, s]) => ({ value: Number(value), label: s.text }))} width={110} />
      </SearchForm>
      <ListTable<ChannelApplyRow, ChannelApplyFilters> state={list} query={applies} what="渠道申请" empty="暂无待处理的渠道申请" emptyFiltered="没有找到符合条件的渠道申请" columns={columns} />
      <FormDialog
        title={refusing ? `驳回“${refusing.brandName}”的${refusing.channelName}申请` : '驳回'}
        open={refusing !== null}
        okText="驳回"
        okButtonProps={{ danger: true }}
        confirmLoading={handle.isPending}
        onCancel={() => setRefusing(null)}
        isDirty={() => remark.trim() !== ''}
        onOk={() =>
          void decide(refusing!, 2, remark.trim())
            .then(() => setRefusing(null))
            .catch(() => undefined)
        }
      >
        {/* In a form item: the counter under the text box keeps its room inside the dialog, above the buttons. */}
        <Form layout="vertical" aria-label="驳回原因">
          <Form.Item label="驳回原因" htmlFor="refuse-remark">
            <Input.TextArea id="refuse-remark" placeholder="选填，品牌可见" maxLength={200} showCount rows={3} value={remark} onChange={(e) => setRemark(e.target.value)} />
          </Form.Item>
        </Form>
      </FormDialog>
    </Space>
  )
}
