import { PlusOutlined } from '@ant-design/icons'
import { COUNTRY_CODE_OPTIONS, DEFAULT_COUNTRY_CODE, type SuperAdminRow } from '@yunying/contracts'
import { App, Button, Form, Input, Select, Space } from 'antd'
import { useState } from 'react'
import { useCreateSuperAdmin } from '../api/create-super-admin.js'
import { ADMIN_PAGE_SIZE, useSuperAdmins } from '../api/list-super-admins.js'
import { useRemoveSuperAdmin } from '../api/remove-super-admin.js'
import type { BrandRef } from '../api/operate-account.js'
import { checkPhoneByCountry, digitsOnly } from '../../../shared/lib/phone-rules.js'
import { actionsColumn, ListTable, pageQuery, useListState } from '../../../shared/ui/list-page/index.js'
import { Modal } from '../../../shared/ui/dialog.js'

interface AddValues {
  name: string
  countryCode: string
  mobile: string
}

/** 添加超级管理员: name (≤ 20, 请输入姓名) and mobile by country code (+86 by default). */
const AddSuperAdminDialog = ({ brand, open, onClose }: { brand: BrandRef; open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<AddValues>()
  const create = useCreateSuperAdmin()
  const { message } = App.useApp()
  const submit = async () => {
    const values = await form.validateFields()
    await create.mutateAsync({ ...values, name: values.name.trim(), brandId: brand.id, groupId: brand.groupId })
    message.success('添加成功')
    onClose()
  }
  return (
    <Modal title="添加超级管理员" open={open} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={create.isPending} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ countryCode: DEFAULT_COUNTRY_CODE }}>
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input placeholder="请输入姓名" maxLength={20} showCount />
        </Form.Item>
        <Form.Item label="手机号" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="countryCode" noStyle>
              <Select
                aria-label="国家/地区代码"
                style={{ width: 100 }}
                options={COUNTRY_CODE_OPTIONS.map((c) => ({ value: c, label: c }))}
                onChange={() => (form.getFieldValue('mobile') ? void form.validateFields(['mobile']).catch(() => {}) : undefined)}
              />
            </Form.Item>
            <Form.Item
              name="mobile"
              noStyle
              normalize={(v: string) => digitsOnly(v).slice(0, 20)}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value: string | undefined) => {
                    const problem = checkPhoneByCountry(getFieldValue('countryCode') as string, value)
                    if (problem) throw new Error(problem)
                  },
                }),
              ]}
            >
              <Input placeholder="请输入手机号" aria-label="手机号" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** 超级管理员 of a brand (spec 2 §2): 10 a page, add, and remove after 确认移除?. */
export const SuperAdminsDialog = ({ brand, onClose }: { brand: BrandRef | null; onClose: () => void }) => {
  const list = useListState({ inUrl: false, pageSize: ADMIN_PAGE_SIZE })
  const [adding, setAdding] = useState(false)
  const admins = pageQuery(useSuperAdmins(brand, list.page))
  const remove = useRemoveSuperAdmin()
  const { message } = App.useApp()
  return (
    <Modal
      title={`超级管理员 · ${brand?.name ?? ''}`}
      open={brand !== null}
      onCancel={() => {
        list.setPage(1)
        onClose()
      }}
      footer={null}
      width={800}
      destroyOnHidden
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          添加超级管理员
        </Button>
      </div>
      <ListTable<SuperAdminRow, object>
        state={list}
        query={admins}
        what="超级管理员"
        empty="暂无超级管理员"
        pageSizes={false}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'mobile', render: (v: string, row) => `${row.countryCode} ${v}` },
          { title: '添加时间', dataIndex: 'createdAt', width: 180 },
          actionsColumn<SuperAdminRow>(90, (row) => [
            {
              label: '移除',
              danger: true,
              confirm: {
                title: '确认移除?',
                description: `移除后 ${row.name} 将不再是该品牌的超级管理员。`,
                okText: '移除',
                onConfirm: async () => {
                  await remove.mutateAsync({ id: row.id, accountId: row.accountId, brandId: brand!.id, groupId: brand!.groupId })
                  message.success('移除成功')
                },
              },
            },
          ]),
        ]}
      />
      {brand && <AddSuperAdminDialog brand={brand} open={adding} onClose={() => setAdding(false)} />}
    </Modal>
  )
}
