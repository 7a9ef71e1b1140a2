import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { RESERVED_MOLD_NAMES, reservedMoldNameMessage, type ProduceMold } from '@yunying/contracts'
import { App, Button, Card, Form, Input, Popconfirm, Skeleton, theme, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useDeleteMold } from '../api/delete-mold.js'
import { useMolds } from '../api/list-molds.js'
import { useSaveMold } from '../api/save-mold.js'

interface Props {
  /** `undefined` is 全部 (the empty id), 0 is 未分类. */
  selected: number | undefined
  onSelect: (id: number | undefined) => void
  canManage: boolean
}

/** The category side panel of service management (spec 2 §2): 全部, 未分类 and the categories. */
export const MoldPanel = ({ selected, onSelect, canManage }: Props) => {
  // The antd CSS variables are not emitted: a theme colour outside a component comes from the token.
  const { token } = theme.useToken()
  const { message } = App.useApp()
  const molds = useMolds()
  const save = useSaveMold()
  const remove = useDeleteMold()
  const [editing, setEditing] = useState<{ open: boolean; mold: ProduceMold | null }>({ open: false, mold: null })
  const [form] = Form.useForm<{ name: string }>()
  const total = (molds.data ?? []).reduce((n, m) => n + m.serviceCount, 0)

  const open = (mold: ProduceMold | null) => {
    form.setFieldsValue({ name: mold?.name ?? '' })
    setEditing({ open: true, mold })
  }
  const submit = async () => {
    const { name } = await form.validateFields()
    await save.mutateAsync({ ...(editing.mold ? { id: editing.mold.id } : {}), name: name.trim() })
    message.success(editing.mold ? '分类已重命名' : '分类已添加')
    setEditing({ open: false, mold: null })
  }

  const item = (id: number | undefined, label: string, count: number, mold?: ProduceMold) => {
    const active = selected === id
    return (
      <li key={id ?? 'all'} style={{ listStyle: 'none' }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 4,
            borderRadius: 6,
            padding: '2px 4px 2px 0',
            background: active ? token.colorPrimaryBg : undefined,
          }}
        >
          {/* A long name gives way (ellipsis, full name on hover); the count and the buttons keep their room. */}
          <Button
            type="text"
            title={label}
            aria-current={active ? 'true' : undefined}
            onClick={() => onSelect(id)}
            style={{ flex: 1, minWidth: 0, justifyContent: 'space-between', display: 'flex', gap: 8, fontWeight: active ? 600 : undefined }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>{label}</span>
            <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
              {count}
            </Typography.Text>
          </Button>
          {mold && !mold.fixed && canManage && (
            <>
              <Button type="text" size="small" style={{ flexShrink: 0 }} icon={<EditOutlined />} aria-label={`重命名分类 ${mold.name}`} onClick={() => open(mold)} />
              {mold.serviceCount > 0 ? (
                // A delete that cannot succeed is not offered: the reason instead.
                <Tooltip title={`该分类下还有 ${mold.serviceCount} 个服务，需先移到其他分类才能删除`}>
                  <span style={{ flexShrink: 0 }}>
                    <Button type="text" size="small" danger disabled icon={<DeleteOutlined />} aria-label={`删除分类 ${mold.name}`} />
                  </span>
                </Tooltip>
              ) : (
                <Popconfirm
                  title="确定删除该分类吗？"
                  description="删除后不可恢复"
                  okButtonProps={{ danger: true, loading: remove.isPending }}
                  onConfirm={() =>
                    remove.mutateAsync(mold.id).then(() => {
                      message.success('删除成功')
                      if (selected === mold.id) onSelect(undefined)
                    })
                  }
                >
                  <Button type="text" size="small" style={{ flexShrink: 0 }} danger icon={<DeleteOutlined />} aria-label={`删除分类 ${mold.name}`} />
                </Popconfirm>
              )}
            </>
          )}
        </div>
      </li>
    )
  }

  return (
    <Card
      title="服务分类"
      size="small"
      style={{ width: 240, flexShrink: 0 }}
      extra={
        canManage && (
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => open(null)}>
            添加分类
          </Button>
        )
      }
    >
      {molds.isError && <LoadError what="服务分类" error={molds.error} onRetry={() => void molds.refetch()} />}
      {molds.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : (
        <nav aria-label="服务分类">
          <ul style={{ margin: 0, padding: 0 }}>
            {item(undefined, '全部', total)}
            {(molds.data ?? []).map((m) => item(m.id, m.name, m.serviceCount, m))}
          </ul>
        </nav>
      )}
      <FormDialog
        title={editing.mold ? '重命名分类' : '添加分类'}
        open={editing.open}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setEditing({ open: false, mold: null })}
        isDirty={() => (form.getFieldValue('name') ?? '') !== (editing.mold?.name ?? '')}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" aria-label={editing.mold ? '重命名分类' : '添加分类'} onFinish={() => void submit().catch(() => undefined)}>
          <Form.Item
            name="name"
            label="分类名称"
            rules={[
              { required: true, whitespace: true, message: '请输入分类名称' },
              { max: 20, message: '分类名称最多 20 个字' },
              { validator: (_, v: string | undefined) => (RESERVED_MOLD_NAMES.includes(v?.trim() ?? '') ? Promise.reject(new Error(reservedMoldNameMessage(v!.trim()))) : Promise.resolve()) },
            ]}
          >
            <Input placeholder="请输入分类名称" maxLength={20} showCount autoFocus />
          </Form.Item>
        </Form>
      </FormDialog>
    </Card>
  )
}
