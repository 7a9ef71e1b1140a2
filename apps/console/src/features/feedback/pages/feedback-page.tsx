import { FEEDBACK_STATUS_LABELS, MARKETING_CHANNEL_LABELS, ShellCodes, type Feedback } from '@yunying/contracts'
import { App, Button, Card, Form, Select, Space, Tag, type TableColumnsType } from 'antd'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { ListTable, pageQuery, SearchForm, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useHandleFeedback } from '../api/handle-feedback.js'
import { useFeedbackList } from '../api/list-feedback.js'

const PAGE_SIZE = 50

interface Filter {
  keyword?: string
  status?: number
}

/**
 * The feedback page (spec 1 §2.4): what customers sent through the brands' channels, filtered by
 * keyword and status; 标记已处理 needs `feedback.handle`. Kept alive: the filter and the scroll
 * position survive leaving its tab.
 */
export const FeedbackPage = () => {
  const { message } = App.useApp()
  const list = useListState<Filter>({ initial: { status: 0 }, pageSize: PAGE_SIZE })
  const canHandle = useAccountStore((s) => s.permission.includes(ShellCodes.feedbackHandle))
  const feedback = pageQuery(useFeedbackList({ ...list.filters, pageNum: list.page, pageSize: list.pageSize }))
  const handle = useHandleFeedback()

  const columns: TableColumnsType<Feedback> = [
    { title: '反馈时间', dataIndex: 'createdAt', width: 170, },
    { title: '品牌', dataIndex: 'brandName', width: 120 },
    { title: '反馈内容', dataIndex: 'content' },
    { title: '联系方式', dataIndex: 'contact', width: 130 },
    { title: '渠道', dataIndex: 'channel', width: 120, render: (v: number) => MARKETING_CHANNEL_LABELS[v] ?? '其他' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <Tag color={v === 1 ? 'success' : 'warning'}>{FEEDBACK_STATUS_LABELS[v] ?? ''}</Tag>,
    },
    {
      title: '操作',
      width: 110,
      render: (_: unknown, row) =>
        canHandle && row.status === 0 ? (
          <Button
            type="link"
            size="small"
            loading={handle.isPending && handle.variables === row.id}
            onClick={() => handle.mutate(row.id, { onSuccess: () => void message.success('操作成功') })}
          >
            标记已处理
          </Button>
        ) : null,
    },
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <SearchForm<Filter, Filter> state={list} name="feedbackSearch" label="反馈查询">
          <TextFilter name="keyword" label="关键词" placeholder="反馈内容或联系方式" maxLength={50} width={220} />
          <Form.Item name="status" label="状态">
            <Select
              style={{ width: 120 }}
              allowClear
              placeholder="全部"
              options={Object.entries(FEEDBACK_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }))}
            />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card size="small">
        <ListTable<Feedback, Filter> state={list} query={feedback} of="反馈" pageSizes={false} columns={columns} />
      </Card>
    </Space>
  )
}
