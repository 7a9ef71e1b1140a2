import type { DefinitionDetail } from '@yunying/contracts'
import { Alert, App, Descriptions, Form, Input, Radio, Spin, Table } from 'antd'
import { useEffect } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useAuthDefinition } from '../api/auth-definition.js'
import { useDefinition } from '../api/get-definition.js'
import { ImpactNote } from './impact-note.js'

interface ReviewValues {
  authStatus: 1 | 2
  authMsg?: string
}

/**
 * The review of a definition (spec 3 §5.2: 1 pass, 2 reject, sent as a boolean; a rejection needs a
 * remark), or of an enabled one's revision, shown beside the version in force.
 */
export const ReviewDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { message } = App.useApp()
  const [form] = Form.useForm<ReviewValues>()
  const detail = useDefinition(id)
  const auth = useAuthDefinition()
  const verdict = Form.useWatch('authStatus', form)
  useEffect(() => {
    if (id !== null) form.resetFields()
  }, [id, form])

  const submit = async () => {
    const values = await form.validateFields()
    await auth.mutateAsync({ id: id!, authStatus: values.authStatus === 1, authMsg: values.authMsg?.trim() ?? '' })
    message.success(values.authStatus === 1 ? '审核通过' : '已驳回')
    onClose()
  }

  return (
    <FormDialog
      title="审核元数据"
      open={id !== null}
      width={720}
      destroyOnHidden
      okText="提交审核"
      confirmLoading={auth.isPending}
      okButtonProps={{ disabled: !detail.data?.canReview }}
      isDirty={() => form.isFieldsTouched()}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
    >
      {detail.isPending ? <Spin style={{ display: 'block', margin: '24px auto' }} /> : null}
      {detail.isError ? <LoadError what="元数据" error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? <ReviewBody detail={detail.data} /> : null}
      {detail.data ? <ImpactNote id={detail.data.id} /> : null}
      {detail.data ? (
        <Form form={form} layout="vertical" initialValues={{ authStatus: 1 }} name="metadataReview">
          <Form.Item name="authStatus" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
            <Radio.Group options={[{ value: 1, label: '通过' }, { value: 2, label: '驳回' }]} />
          </Form.Item>
          <Form.Item name="authMsg" label="备注" rules={[{ required: verdict === 2, whitespace: true, message: '请输入备注' }]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={verdict === 2 ? '请说明驳回原因' : '选填'} />
          </Form.Item>
        </Form>
      ) : null}
    </FormDialog>
  )
}

const ReviewBody = ({ detail }: { detail: DefinitionDetail }) => (
  <>
    {!detail.canReview ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="您不能审核这条元数据" description="只有审核中的元数据或待审核修订可以审核，且不能审核自己提交的内容" /> : null}
    <Descriptions size="small" column={2} bordered style={{ marginBottom: 12 }}>
      <Descriptions.Item label="数据名称">{detail.fieldName}</Descriptions.Item>
      <Descriptions.Item label="字段">{detail.fieldCode}</Descriptions.Item>
      <Descriptions.Item label="模块 / 实体">{`${detail.moduleName} / ${detail.entityName}`}</Descriptions.Item>
      <Descriptions.Item label="提交人">{detail.revision?.submittedBy ?? detail.extInfo.authFrom}</Descriptions.Item>
    </Descriptions>
    {detail.revision ? (
      <>
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="这是对已启用元数据的修订：通过后替换生效中的版本，驳回则保持原版本" />
        <Table
          size="small"
          rowKey="field"
          pagination={false}
          style={{ marginBottom: 12 }}
          dataSource={detail.revisionDiff}
          columns={[
            { title: '项目', dataIndex: 'label', width: 110 },
            { title: '生效中的版本', dataIndex: 'from', render: (v: string) => v || '—' },
            { title: '修订后', dataIndex: 'to', render: (v: string) => v || '—' },
          ]}
        />
      </>
    ) : null}
  </>
)
