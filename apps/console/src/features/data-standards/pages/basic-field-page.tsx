import { METADATA_DATA_TYPES, type BasicField } from '@yunying/contracts'
import { App, Form, Input, InputNumber, Switch, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { actionsColumn, ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'
import { useBasicFields, type BasicFieldFilters } from '../api/list-basic-fields.js'
import { useDictData } from '../api/list-dict-data.js'
import { useSaveBasicField } from '../api/save-basic-field.js'
import { useUpdateBasicStatus } from '../api/update-basic-status.js'
import { dataTypeOptions, dictOptions } from '../lib/labels.js'

interface SearchValues {
  module?: string
  status?: 0 | 1
  fieldName?: string
}

interface FormValues {
  module: string
  fieldCode: string
  fieldName: string
  dataType: keyof typeof METADATA_DATA_TYPES
  hint?: string
  hidden?: boolean
  sortNum?: number
}

const statusOptions = [
  { value: 1, label: '已启用' },
  { value: 0, label: '已停用' },
]

/** 新增基础属性 / 编辑基础属性: the module and field are fixed once saved. */
const BasicFieldDialog = ({ editing, onClose }: { editing: BasicField | 'new' | null; onClose: () => void }) => {
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const modules = useDictData('MODULE_TYPE')
  const save = useSaveBasicField()
  const existing = editing !== null && editing !== 'new' ? editing : null

  const submit = async () => {
    const v = await form.validateFields()
    await save.mutateAsync({
      ...(existing ? { id: existing.id } : {}),
      module: v.module,
      fieldCode: v.fieldCode.trim(),
      fieldName: v.fieldName.trim(),
      dataType: v.dataType,
      displayConfig: { hint: v.hint?.trim() ?? '', isHide: v.hidden ? 1 : 0, sortNum: v.sortNum ?? 0 },
    })
    message.success('保存成功')
    onClose()
  }

  return (
    <FormDialog
      title={existing ? '编辑基础属性' : '新增基础属性'}
      open={editing !== null}
      destroyOnHidden
      confirmLoading={save.isPending}
      isDirty={() => form.isFieldsTouched()}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="basicField"
        preserve={false}
        initialValues={
          existing
            ? { module: existing.module, fieldCode: existing.fieldCode, fieldName: existing.fieldName, dataType: existing.dataType as FormValues['dataType'], hint: existing.displayConfig.hint, hidden: existing.displayConfig.isHide === 1, sortNum: existing.displayConfig.sortNum }
            : { sortNum: 0, hidden: false }
        }
      >
        <Form.Item name="module" label="模块" rules={[{ required: true, message: '请选择模块' }]}>
          <RequiredSelect placeholder="请选择模块" disabled={existing !== null} loading={modules.isPending} options={dictOptions(modules.data)} />
        </Form.Item>
        <Form.Item name="fieldCode" label="字段" extra="英文字母开头，可含数字和下划线" rules={[{ required: true, whitespace: true, message: '请输入字段' }, { pattern: /^\s*[A-Za-z][A-Za-z0-9_]*\s*$/, message: '字段只能包含字母、数字和下划线，以字母开头' }]}>
          <Input maxLength={64} disabled={existing !== null} />
        </Form.Item>
        <Form.Item name="fieldName" label="数据名称" rules={[{ required: true, whitespace: true, message: '请输入数据名称' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="dataType" label="数据类型" rules={[{ required: true, message: '请选择数据类型' }]}>
          <RequiredSelect placeholder="请选择数据类型" options={dataTypeOptions} />
        </Form.Item>
        <Form.Item name="hint" label="提示文案">
          <Input.TextArea maxLength={400} rows={2} />
        </Form.Item>
        <Form.Item name="sortNum" label="显示顺序">
          <InputNumber min={0} max={9_999_999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="hidden" label="隐藏" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}

/** /dataStandard/metadata/basicfield (spec 3 §2.2): the attributes every entity of a module carries. */
export const BasicFieldPage = () => {
  const { message } = App.useApp()
  const list = useListState<BasicFieldFilters>()
  const fields = pageQuery(useBasicFields(list))
  const modules = useDictData('MODULE_TYPE')
  const status = useUpdateBasicStatus()
  const [editing, setEditing] = useState<BasicField | 'new' | null>(null)

  const setStatus = (r: BasicField, to: 0 | 1) =>
    status.mutateAsync({ id: r.id, status: to }).then(
      () => message.success(to === 1 ? '已启用' : '已停用'),
      () => {},
    )

  const columns: ColumnsType<BasicField> = [
    { title: '数据名称', dataIndex: 'fieldName', width: 140, ellipsis: true },
    { title: '字段', dataIndex: 'fieldCode', width: 140, ellipsis: true },
    { title: '模块', dataIndex: 'moduleName', width: 100 },
    { title: '数据类型', dataIndex: 'dataType', width: 100, render: (v: string) => METADATA_DATA_TYPES[v as keyof typeof METADATA_DATA_TYPES] ?? v },
    { title: '状态', dataIndex: 'status', width: 90, render: (v: number) => (v === 1 ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>) },
    { title: '显示顺序', key: 'sortNum', width: 90, render: (_, r) => r.displayConfig.sortNum },
    { title: '隐藏', key: 'isHide', width: 70, render: (_, r) => (r.displayConfig.isHide === 1 ? '是' : '否') },
    { title: '提示文案', key: 'hint', ellipsis: true, render: (_, r) => r.displayConfig.hint || '—' },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170 },
    actionsColumn<BasicField>(130, (r) => [
      { label: '编辑', onClick: () => setEditing(r) },
      { label: '停用', show: r.status === 1, confirm: { title: `停用「${r.fieldName}」？`, description: '停用后各实体不再带有该属性', okText: '停用', onConfirm: () => setStatus(r, 0) } },
      { label: '启用', show: r.status !== 1, onClick: () => void setStatus(r, 1) },
    ]),
  ]

  return (
    <ListPage
      search={
        <SearchForm<SearchValues, BasicFieldFilters>
          state={list}
          name="basicFieldSearch"
          label="基础属性查询"
          toFilters={(v) => ({ ...(v.module ? { module: v.module } : {}), ...(v.status !== undefined ? { status: v.status } : {}), ...(v.fieldName?.trim() ? { fieldName: v.fieldName.trim() } : {}) })}
          toValues={(f) => ({ module: f.module, status: f.status, fieldName: f.fieldName })}
        >
          <SelectFilter name="module" label="模块" placeholder="全部模块" loading={modules.isPending} options={dictOptions(modules.data)} width={150} />
          <SelectFilter name="status" label="状态" placeholder="全部状态" options={statusOptions} width={130} />
          <TextFilter name="fieldName" label="名称" placeholder="数据名称" maxLength={30} width={180} />
        </SearchForm>
      }
      title="基础属性"
      create={{ label: '新增基础属性', onClick: () => setEditing('new') }}
      dialogs={<BasicFieldDialog editing={editing} onClose={() => setEditing(null)} />}
    >
      <ListTable<BasicField, BasicFieldFilters> state={list} query={fields} what="基础属性" of="基础属性" columns={columns} scroll={{ x: 1200 }} />
    </ListPage>
  )
}
