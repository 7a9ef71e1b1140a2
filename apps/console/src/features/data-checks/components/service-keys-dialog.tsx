import type { ServiceKey } from '@yunying/contracts'
import { Alert, App, Button, Form, Input, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { RowActions } from '../../../shared/ui/list-page/index.js'
import { Modal } from '../../../shared/ui/dialog.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useAddServiceKey } from '../api/add-service-key.js'
import { useServiceKeys } from '../api/list-service-keys.js'
import { useRevokeServiceKey } from '../api/revoke-service-key.js'

/** 上报密钥: the keys services sign their report calls with; the secret is shown once, right after it is made. */
export const ServiceKeysDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { message } = App.useApp()
  const keys = useServiceKeys(open)
  const add = useAddServiceKey()
  const revoke = useRevokeServiceKey()
  const [form] = Form.useForm<{ name: string }>()
  const [created, setCreated] = useState<{ keyId: string; secret: string } | null>(null)

  const create = async () => {
    const { name } = await form.validateFields()
    const key = await add.mutateAsync(name.trim())
    setCreated({ keyId: key.keyId, secret: key.secret })
    form.resetFields()
    message.success('密钥已创建')
  }

  return (
    <Modal title="上报密钥" open={open} width={760} footer={null} onCancel={() => { setCreated(null); onClose() }} destroyOnHidden>
      <Typography.Paragraph type="secondary">服务用密钥签名调用 POST /metadata-center/open/metadata/check-res/report 上报记录，详见「数据标准」文档。</Typography.Paragraph>
      {created ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="请立即复制密钥，关闭后将无法再次查看"
          description={
            <Space direction="vertical">
              <Typography.Text copyable>{created.keyId}</Typography.Text>
              <Typography.Text copyable code>{created.secret}</Typography.Text>
            </Space>
          }
        />
      ) : null}
      <Form form={form} layout="inline" name="serviceKey" style={{ marginBottom: 12 }} onFinish={() => void create().catch(() => {})}>
        <Form.Item name="name" label="服务名称" rules={[{ required: true, whitespace: true, message: '请输入服务名称' }]}>
          <Input maxLength={30} placeholder="如：订单中心" style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          新建密钥
        </Button>
      </Form>
      {keys.isError ? <LoadError what="密钥" error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      <Table<ServiceKey>
        size="small"
        rowKey="id"
        loading={keys.isPending && open}
        dataSource={keys.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无密钥' }}
        columns={[
          { title: '服务名称', dataIndex: 'name' },
          { title: '密钥ID', dataIndex: 'keyId', width: 220 },
          { title: '创建', key: 'created', width: 190, render: (_, r) => `${r.createdAt} ${r.createdBy}` },
          { title: '状态', key: 'state', width: 80, render: (_, r) => (r.revokedAt ? <Tag color="red">已吊销</Tag> : <Tag color="green">有效</Tag>) },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, r) => (
              <RowActions
                actions={[
                  {
                    label: '吊销',
                    danger: true,
                    show: !r.revokedAt,
                    confirm: { title: `吊销「${r.name}」的密钥？`, description: '吊销后该服务的签名调用将被拒绝', okText: '吊销', onConfirm: () => revoke.mutateAsync(r.id).then(() => message.success('密钥已吊销')) },
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Modal>
  )
}
