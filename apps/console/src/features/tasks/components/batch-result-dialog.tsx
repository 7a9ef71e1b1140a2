import { Space, Table, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { TASK_PAGE_SIZE, type BatchResultRow } from '@yunying/contracts'
import { useBatchResult } from '../api/batch-result.js'
import { Modal } from '../../../shared/ui/dialog.js'

/** 批量发货结果 (spec 1 §2.7): per-order rows, 10 per page, with the success and failure counts. */
export function BatchResultDialog({ taskId, onClose }: { taskId: number | null; onClose: () => void }) {
  const [pageNo, setPageNo] = useState(1)
  useEffect(() => setPageNo(1), [taskId])
  const { data, isFetching } = useBatchResult(taskId, pageNo)
  const total = data?.total ?? 0
  return (
    <Modal title="批量发货结果" open={taskId !== null} width={820} footer={null} onCancel={onClose} destroyOnHidden>
      <Space size="large" style={{ marginBottom: 12 }}>
        <Typography.Text>共 {total} 单</Typography.Text>
        <Typography.Text type="success">成功 {data?.successNum ?? 0} 单</Typography.Text>
        <Typography.Text type="danger">失败 {data?.failNum ?? 0} 单</Typography.Text>
      </Space>
      <Table<BatchResultRow>
        size="small"
        rowKey="orderNo"
        loading={isFetching}
        dataSource={data?.data ?? []}
        pagination={total > TASK_PAGE_SIZE ? { current: pageNo, pageSize: TASK_PAGE_SIZE, total, showSizeChanger: false, onChange: setPageNo } : false}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '实付金额', dataIndex: 'actualAmount', align: 'right', render: (v: string) => `¥${v}` },
          { title: '门店', dataIndex: 'shopName' },
          { title: '下单时间', dataIndex: 'orderAt', width: 170 },
          { title: '发货结果', dataIndex: 'operateFlag', width: 90, render: (v: number) => (v === 1 ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>) },
          { title: '失败原因', dataIndex: 'reason', render: (v: string) => v || '-' },
        ]}
      />
    </Modal>
  )
}
