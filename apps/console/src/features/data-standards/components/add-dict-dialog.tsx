import type { DictDataItem } from '@yunying/contracts'
import { App, Form, Input } from 'antd'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { useAddEntity } from '../api/add-entity.js'
import { useAddParentNode } from '../api/add-parent-node.js'

export type AddDictTarget = { kind: 'entity' | 'node'; pid: number; parent: string } | null

/** 新增实体 (under the chosen module) and 新增父级属性 (under the chosen entity), spec 3 §5.1. */
export const AddDictDialog = ({ target, onClose, onAdded }: { target: AddDictTarget; onClose: () => void; onAdded: (item: DictDataItem) => void }) => {
  const { message } = App.useApp()
  const [form] = Form.useForm<{ name: string; key: string }>()
  const entity = useAddEntity()
  const node = useAddParentNode()
  const isEntity = target?.kind === 'entity'
  const what = isEntity ? '实体' : '父级属性'

  const submit = async () => {
    const v = await form.validateFields()
    const item = isEntity ? await entity.mutateAsync({ pid: target!.pid, name: v.name.trim(), entity: v.key.trim() }) : await node.mutateAsync({ pid: target!.pid, name: v.name.trim(), parentNode: v.key.trim() })
    message.success('新增成功')
    onAdded(item)
    onClose()
  }

  return (
    <FormDialog
      title={`新增${what}`}
      open={target !== null}
      destroyOnHidden
      confirmLoading={entity.isPending || node.isPending}
      isDirty={() => form.isFieldsTouched()}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      afterOpenChange={(open) => (open ? form.resetFields() : undefined)}
    >
      <Form form={form} layout="vertical" name={isEntity ? 'addEntity' : 'addParentNode'} preserve={false}>
        <Form.Item label={isEntity ? '所属模块' : '所属实体'}>{target?.parent}</Form.Item>
        <Form.Item name="name" label={`${what}名称`} rules={[{ required: true, whitespace: true, message: `请输入${what}名称` }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="key" label={`${what}标识`} extra="英文字母开头，可含数字和下划线" rules={[{ required: true, whitespace: true, message: `请输入${what}标识` }, { pattern: /^\s*[A-Za-z][A-Za-z0-9_]*\s*$/, message: `${what}标识只能包含字母、数字和下划线，以字母开头` }]}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}
