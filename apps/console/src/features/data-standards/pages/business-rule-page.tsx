import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { BIZ_RULE_STYLES, parseRuleValue, type BizRule } from '@yunying/contracts'
import { App, Button, Form, Input, Select, Space, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { actionsColumn, ListPage, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { RequiredRadioGroup } from '../../../shared/ui/required-radio-group.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'
import { useBizRules, type BizRuleFilters } from '../api/list-biz-rules.js'
import { useDictData } from '../api/list-dict-data.js'
import { useSaveBizRule } from '../api/save-biz-rule.js'
import { dictOptions } from '../lib/labels.js'

interface SearchValues {
  module?: string
  entity?: string
  ruleName?: string
}

interface FormValues {
  module: string
  entity: string
  ruleCode: string
  ruleName: string
  controlStyle: 'radio' | 'checkbox'
  content: Array<{ title: string; value: string }>
  chosen?: string | string[]
}

const styleOptions = Object.entries(BIZ_RULE_STYLES).map(([value, label]) => ({ value, label }))

/** The module and entity pickers: the entity waits for the module. */
const useModuleEntity = (module: string | undefined) => {
  const modules = useDictData('MODULE_TYPE')
  const moduleId = modules.data?.find((m) => m.dataKey === module)?.id
  const entities = useDictData('ENTITY_TYPE', moduleId, moduleId !== undefined)
  return {
    modules: { loading: modules.isPending, options: dictOptions(modules.data) },
    entities: { loading: moduleId !== undefined && entities.isPending, options: dictOptions(entities.data) },
  }
}

const toInitial = (r: BizRule): FormValues => ({
  module: r.module,
  entity: r.entity,
  ruleCode: r.ruleCode,
  ruleName: r.ruleName,
  controlStyle: r.controlStyle,
  content: r.content,
  chosen: r.controlStyle === 'radio' ? r.value || undefined : (parseRuleValue('checkbox', r.value) ?? []),
})

/** 新增业务规则 / 编辑业务规则: the options and the value chosen by default. */
const BizRuleDialog = ({ editing, onClose }: { editing: BizRule | 'new' | null; onClose: () => void }) => {
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const existing = editing !== null && editing !== 'new' ? editing : null
  const module = Form.useWatch('module', form)
  const style = Form.useWatch('controlStyle', form)
  const content = Form.useWatch('content', form)
  const pickers = useModuleEntity(module)
  const save = useSaveBizRule()
  const choices = (content ?? []).filter((o) => o?.value?.trim()).map((o) => ({ value: o.value.trim(), label: o.title?.trim() || o.value.trim() }))

  const submit = async () => {
    const v = await form.validateFields()
    const content = v.content.map((o) => ({ title: o.title.trim(), value: o.value.trim() }))
    const chosen = v.chosen === undefined ? [] : Array.isArray(v.chosen) ? v.chosen : [v.chosen]
    await save.mutateAsync({
      ...(existing ? { id: existing.id } : {}),
      module: v.module,
      entity: v.entity,
      ruleCode: v.ruleCode.trim(),
      ruleName: v.ruleName.trim(),
      controlStyle: v.controlStyle,
      content,
      value: v.controlStyle === 'radio' ? (chosen[0] ?? '') : chosen.length ? JSON.stringify(chosen) : '',
    })
    message.success('保存成功')
    onClose()
  }

  return (
    <FormDialog
      title={existing ? '编辑业务规则' : '新增业务规则'}
      open={editing !== null}
      width={640}
      destroyOnHidden
      confirmLoading={save.isPending}
      isDirty={() => form.isFieldsTouched()}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
    >
      <Form<FormValues> form={form} layout="vertical" name="bizRule" preserve={false} initialValues={existing ? toInitial(existing) : { controlStyle: 'radio', content: [{ title: '', value: '' }] }}>
        <Space size={16} style={{ display: 'flex' }}>
          <Form.Item name="module" label="模块" rules={[{ required: true, message: '请选择模块' }]}>
            <RequiredSelect placeholder="请选择模块" style={{ width: 200 }} disabled={existing !== null} {...pickers.modules} onChange={() => form.setFieldValue('entity', undefined)} />
          </Form.Item>
          <Form.Item name="entity" label="实体" rules={[{ required: true, message: '请选择实体' }]}>
            <RequiredSelect placeholder={module ? '请选择实体' : '请先选择模块'} style={{ width: 200 }} disabled={!module || existing !== null} {...pickers.entities} />
          </Form.Item>
        </Space>
        <Form.Item name="ruleCode" label="规则编码" extra="英文字母开头，可含数字和下划线" rules={[{ required: true, whitespace: true, message: '请输入规则编码' }, { pattern: /^\s*[A-Za-z][A-Za-z0-9_]*\s*$/, message: '规则编码只能包含字母、数字和下划线，以字母开头' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="ruleName" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="controlStyle" label="控件样式" rules={[{ required: true, message: '请选择控件样式' }]}>
          <RequiredRadioGroup options={styleOptions} onChange={() => form.setFieldValue('chosen', undefined)} />
        </Form.Item>
        <Form.Item label="选项" required>
          <Form.List
            name="content"
            rules={[
              {
                validator: async (_, value: FormValues['content'] | undefined) => {
                  if (!value?.length) throw new Error('请至少添加一个选项')
                  const values = value.map((o) => o?.value?.trim()).filter(Boolean)
                  if (new Set(values).size !== values.length) throw new Error('选项值不能重复')
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'title']} rules={[{ required: true, whitespace: true, message: '请输入选项名称' }]}>
                      <Input placeholder="选项名称" aria-label={`第 ${i + 1} 个选项的名称`} maxLength={30} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} rules={[{ required: true, whitespace: true, message: '请输入选项值' }]}>
                      <Input placeholder="选项值" aria-label={`第 ${i + 1} 个选项的值`} maxLength={30} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={`删除第 ${i + 1} 个选项`} disabled={fields.length === 1} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= 50} onClick={() => add({ title: '', value: '' })}>
                  添加选项
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="chosen" label="默认值">
          <Select placeholder="不设默认值" allowClear mode={style === 'checkbox' ? 'multiple' : undefined} options={choices} />
        </Form.Item>
      </Form>
    </FormDialog>
  )
}

/** The rule's default value as its options' names. */
const valueText = (r: BizRule) => {
  const chosen = parseRuleValue(r.controlStyle, r.value) ?? []
  return chosen.length ? chosen.map((v) => r.content.find((o) => o.value === v)?.title ?? v).join('、') : '—'
}

/** /dataStandard/metadata/businessRule (spec 3 §2.2): each entity's business rules and their options. */
export const BusinessRulePage = () => {
  const list = useListState<BizRuleFilters>()
  const rules = pageQuery(useBizRules(list))
  const [form] = Form.useForm<SearchValues>()
  const pickers = useModuleEntity(Form.useWatch('module', form))
  const [editing, setEditing] = useState<BizRule | 'new' | null>(null)

  const columns: ColumnsType<BizRule> = [
    { title: '规则名称', dataIndex: 'ruleName', width: 140, ellipsis: true },
    { title: '规则编码', dataIndex: 'ruleCode', width: 150, ellipsis: true },
    { title: '模块 / 实体', key: 'entity', width: 140, render: (_, r) => `${r.moduleName} / ${r.entityName}` },
    { title: '控件样式', dataIndex: 'controlStyle', width: 90, render: (v: BizRule['controlStyle']) => BIZ_RULE_STYLES[v] },
    {
      title: '选项',
      key: 'content',
      render: (_, r) => (
        <Space size={[0, 4]} wrap>
          {r.content.map((o) => (
            <Tag key={o.value}>{o.title}</Tag>
          ))}
        </Space>
      ),
    },
    { title: '默认值', key: 'value', width: 140, ellipsis: true, render: (_, r) => valueText(r) },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170 },
    actionsColumn<BizRule>(80, (r) => [{ label: '编辑', onClick: () => setEditing(r) }]),
  ]

  return (
    <ListPage
      search={
        <SearchForm<SearchValues, BizRuleFilters>
          state={list}
          form={form}
          name="bizRuleSearch"
          label="业务规则查询"
          toFilters={(v) => ({ ...(v.module ? { module: v.module } : {}), ...(v.module && v.entity ? { entity: v.entity } : {}), ...(v.ruleName?.trim() ? { ruleName: v.ruleName.trim() } : {}) })}
          toValues={(f) => ({ module: f.module, entity: f.entity, ruleName: f.ruleName })}
        >
          <SelectFilter name="module" label="模块" placeholder="全部模块" {...pickers.modules} onChange={() => form.setFieldValue('entity', undefined)} width={150} />
          <SelectFilter name="entity" label="实体" placeholder="全部实体" {...pickers.entities} width={150} />
          <TextFilter name="ruleName" label="名称" placeholder="规则名称" maxLength={30} width={180} />
        </SearchForm>
      }
      title="业务规则"
      create={{ label: '新增业务规则', onClick: () => setEditing('new') }}
      dialogs={<BizRuleDialog editing={editing} onClose={() => setEditing(null)} />}
    >
      <ListTable<BizRule, BizRuleFilters> state={list} query={rules} what="业务规则" of="业务规则" columns={columns} scroll={{ x: 1100 }} />
    </ListPage>
  )
}
