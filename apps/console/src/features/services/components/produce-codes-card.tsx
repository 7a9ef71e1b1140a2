import type { ProduceCode } from '@yunying/contracts'
import { App, Button, Form, Input, InputNumber, Popconfirm, Space, Table, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useDeleteCode } from '../api/delete-code.js'
import { useInsertCode } from '../api/insert-code.js'
import { useServiceCodes } from '../api/list-service-codes.js'
import { useUpdateCode } from '../api/update-code.js'
import { SectionCard } from './section-card.js'

interface CodeValues {
  code: string
  name: string
  quota?: number | null
  sort?: number
  remark?: string
}

/** The editions and sellable codes of a service (spec 2 §4: the reach service's 基础版 … 至尊版). */
export const ProduceCodesCard = ({ produceType }: { produceType: string }) => {
  const { message } = App.useApp()
  const canEdit = hasPermission(
    useAccountStore((s) => s.permission),
    'service.edit.btn',
  )
  const codes = useServiceCodes(produceType)
  const insert = useInsertCode()
  const update = useUpdateCode()
  const remove = useDeleteCode()
  const [editing, setEditing] = useState<{ open: boolean; row: ProduceCode | null }>({ open: false, row: null })
  const [form] = Form.useForm<CodeValues>()

  const open = (row: ProduceCode | null) => {
    form.setFieldsValue(row ? { code: row.code, name: row.name, quota: row.quota, sort: row.sort, remark: row.remark } : { code: '', name: '', quota: null, sort: ((codes.data?.length ?? 0) + 1) * 10, remark: '' })
    setEditing({ open: true, row })
  }
  const submit = async () => {
    const v = await form.validateFields()
    const body = { code: v.code.trim(), name: v.name.trim(), quota: v.quota ?? null, sort: v.sort ?? 0, remark: v.remark?.trim() ?? '' }
    if (editing.row) await update.mutateAsync({ id: editing.row.id, ...body })
    else await insert.mutateAsync({ produceType, ...body })
    message.success(editing.row ? '修改成功' : '新增成功')
    setEditing({ open: false, row: null })
  }

  const columns: TableColumnsType<ProduceCode> = [
    { title: '编码', dataIndex: 'code', width: 160 },
    { title: '名称', dataIndex: 'name', width: 160 },
    { title: '额度', dataIndex: 'quota', width: 140, render: (v: number | null) => (v === null ? '不限' : v.toLocaleString('zh-CN')) },
    { title: '排序', dataIndex: 'sort', width: 80 },
    { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string) => v || '—' },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_: unknown, r: ProduceCode) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(r)}>
                  编辑
                </Button>
                <Popconfirm title={`确定删除编码“${r.name}”吗？`} okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync(r.id).then(() => void message.success('删除成功'))}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ]

  return (
    <SectionCard title="版本与售卖编码" add={{ label: '添加编码', show: canEdit, onClick: () => open(null) }}>
      {codes.isError && <LoadError what="编码" error={codes.error} onRetry={() => void codes.refetch()} />}
      <Table<ProduceCode> rowKey="id" size="small" loading={codes.isFetching} dataSource={codes.data ?? []} columns={columns} pagination={false} locale={{ emptyText: '暂无编码' }} />
      <FormDialog
        title={editing.row ? '编辑编码' : '添加编码'}
        open={editing.open}
        confirmLoading={insert.isPending || update.isPending}
        onOk={() => void submit().catch(() => undefined)}
        isDirty={() => form.isFieldsTouched()}
        onCancel={() => setEditing({ open: false, row: null })}
        forceRender
      >
        <Form form={form} layout="vertical" aria-label={editing.row ? '编辑编码' : '添加编码'}>
          <Form.Item name="code" label="编码" rules={[{ required: true, whitespace: true, message: '请输入编码' }, { pattern: /^[A-Za-z0-9_.-]+$/, message: '编码只能包含字母、数字、下划线、点和短横线' }]}>
            <Input maxLength={50} placeholder="服务内唯一，如 basic" />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
            <Input maxLength={20} placeholder="如 基础版" />
          </Form.Item>
          <Form.Item name="quota" label="额度" extra="留空表示不限">
            <InputNumber min={0} precision={0} style={{ width: 200 }} placeholder="不限" />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={99999} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </FormDialog>
    </SectionCard>
  )
}
