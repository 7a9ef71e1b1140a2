import { isField, type Form } from '@formily/core'
import { observer } from '@formily/react'
import { cleanValues, getFieldValidation, type FieldValidation } from '@yunying/form-kit'
import { Card, Col, Empty, Row, Space, Table, Tag, Typography } from 'antd'
import styles from './playground.module.css'

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? 'undefined'

const STATUS: Record<FieldValidation['status'], { color: string; text: string }> = {
  error: { color: 'error', text: '错误' },
  success: { color: 'success', text: '通过' },
  none: { color: 'default', text: '无' },
}

const PATTERN: Record<string, string> = { editable: '可编辑', disabled: '禁用', readPretty: '只读', readOnly: '只读' }
const DISPLAY: Record<string, string> = { visible: '显示', hidden: '隐藏', none: '移除' }

/** The form's values as they change, without Formily's internal keys. */
const LiveValues = observer(({ form }: { form: Form }) => (
  <pre className={styles.json} data-testid="live-values">
    {json(cleanValues(form.values))}
  </pre>
))

interface FieldRow {
  path: string
  title: string
  display: string
  pattern: string
  validation: FieldValidation
}

/** Every data field's validation state (spec 3 §4.4: error, success or none, with a message). */
const ValidationState = observer(({ form }: { form: Form }) => {
  const rows: FieldRow[] = Object.values(form.fields)
    .filter(isField)
    .map((field) => ({
      path: field.address.toString(),
      title: typeof field.title === 'string' ? field.title : '',
      display: field.display,
      pattern: field.pattern,
      validation: getFieldValidation(field),
    }))
  const errors = form.errors.length
  const summary = form.validating ? (
    <Tag color="processing">校验中</Tag>
  ) : errors > 0 ? (
    <Tag color="error">有 {errors} 处错误</Tag>
  ) : (
    <Tag color="success">没有错误</Tag>
  )
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="validation-state">
      <Space>
        <Typography.Text>状态：</Typography.Text>
        {summary}
      </Space>
      <Table<FieldRow>
        size="small"
        rowKey="path"
        pagination={false}
        scroll={{ y: 240 }}
        dataSource={rows}
        locale={{ emptyText: '没有字段' }}
        columns={[
          {
            key: 'path',
            title: '字段',
            render: (_, row) => (
              <>
                <div>{row.title || row.path}</div>
                {row.title ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                    {row.path}
                  </Typography.Text>
                ) : null}
              </>
            ),
          },
          { key: 'state', title: '显示 / 模式', width: 110, render: (_, row) => `${DISPLAY[row.display] ?? row.display} / ${PATTERN[row.pattern] ?? row.pattern}` },
          {
            key: 'status',
            title: '校验',
            width: 70,
            render: (_, row) => <Tag color={STATUS[row.validation.status].color}>{STATUS[row.validation.status].text}</Tag>,
          },
          { key: 'message', title: '消息', render: (_, row) => row.validation.message ?? '' },
        ]}
      />
    </Space>
  )
})

/** Values kept from the form (a draft, a submission) as JSON, or `none` until there are some. */
const ValuesCard = ({ title, values, none, testId }: { title: string; values: unknown; none: string; testId: string }) => (
  <Col xs={24} xl={12}>
    <Card size="small" title={title}>
      {values === undefined ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={none} />
      ) : (
        <pre className={styles.json} data-testid={testId}>
          {json(values)}
        </pre>
      )}
    </Card>
  </Col>
)

interface FormStatePanelsProps {
  form: Form
  draft: unknown
  submitted: unknown
}

/** Below the form: live values, validation state, the last draft and the last submission. */
export const FormStatePanels = ({ form, draft, submitted }: FormStatePanelsProps) => (
  <Row gutter={[16, 16]}>
    <Col xs={24} xl={12}>
      <Card size="small" title="实时值">
        <LiveValues form={form} />
      </Card>
    </Col>
    <Col xs={24} xl={12}>
      <Card size="small" title="校验状态">
        <ValidationState form={form} />
      </Card>
    </Col>
    <ValuesCard title="草稿" values={draft} none="尚未保存草稿" testId="draft-values" />
    <ValuesCard title="提交结果" values={submitted} none="尚未提交" testId="submitted-values" />
  </Row>
)
