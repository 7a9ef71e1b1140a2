import { Button, Card, Descriptions, Popconfirm, Progress, Space, Tag, Typography } from 'antd'
import { canDeletePlan, canDownloadPlan, canViewBatchResult, downloadLabel, isPlanRunning, type Plan } from '@yunying/contracts'
import { exporterText, planStatusText, progressPercent, statusColor } from '../lib/plan-view.js'
import { RemarkEditor } from './remark-editor.js'

export interface PlanCardProps {
  plan: Plan
  highlighted?: boolean
  onDownload(plan: Plan): void
  onDelete(plan: Plan): void
  onViewResult(plan: Plan): void
}

/** One task in the download centre: file, status, who and when, remark, progress and actions. */
export function PlanCard({ plan, highlighted, onDownload, onDelete, onViewResult }: PlanCardProps) {
  const percent = progressPercent(plan)
  return (
    <Card
      size="small"
      data-testid={`plan-${plan.id}`}
      style={highlighted ? { borderColor: '#1677ff' } : undefined}
      title={
        <Space>
          <Typography.Text strong ellipsis={{ tooltip: plan.file_name }} style={{ maxWidth: 460 }}>
            {plan.file_name}
          </Typography.Text>
          {planStatusText(plan) ? <Tag color={statusColor(plan)}>{planStatusText(plan)}</Tag> : null}
        </Space>
      }
      extra={
        <Space size={4}>
          {canViewBatchResult(plan) ? (
            <Button type="link" size="small" onClick={() => onViewResult(plan)}>
              查看结果
            </Button>
          ) : null}
          {canDownloadPlan(plan) ? (
            <Button type="link" size="small" onClick={() => onDownload(plan)}>
              {downloadLabel(plan)}
            </Button>
          ) : null}
          {canDeletePlan(plan, 'download-center') ? (
            <Popconfirm title="确定删除该任务吗？" okText="删除" cancelText="取消" onConfirm={() => onDelete(plan)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      }
    >
      <Descriptions size="small" column={2} colon>
        <Descriptions.Item label="申请时间">{plan.created_at}</Descriptions.Item>
        <Descriptions.Item label="类型">{plan.model_name_desc}</Descriptions.Item>
        <Descriptions.Item label="导出人">{exporterText(plan)}</Descriptions.Item>
        <Descriptions.Item label="备注">
          <RemarkEditor plan={plan} />
        </Descriptions.Item>
      </Descriptions>
      {percent !== null ? (
        <div data-testid="plan-progress">
          <Progress percent={percent} size="small" status="active" />
          <Typography.Text type="secondary">
            已处理 {plan.rows_done.toLocaleString()} 行{plan.rows_total ? ` / 约 ${plan.rows_total.toLocaleString()} 行` : ''}
          </Typography.Text>
        </div>
      ) : null}
      {plan.error && !isPlanRunning(plan) ? <Typography.Text type={plan.status === 3 ? 'danger' : 'warning'}>{plan.error}</Typography.Text> : null}
    </Card>
  )
}
