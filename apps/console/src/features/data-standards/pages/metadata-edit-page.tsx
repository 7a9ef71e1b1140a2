import { useQueryClient } from '@tanstack/react-query'
import { METADATA_CHECK_CODE, type ControlType, type DefinitionDetail, type NodeCategory } from '@yunying/contracts'
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Result, Row, Select, Space, Spin, Switch, Tag, Typography } from 'antd'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { RequestError } from '../../../shared/lib/request.js'
import { useLeaveGuard } from '../../../shared/lib/use-leave-guard.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { RequiredSelect, RequiredTreeSelect } from '../../../shared/ui/required-select.js'
import { useDefinition } from '../api/get-definition.js'
import { useDictData } from '../api/list-dict-data.js'
import { useNodesCategory } from '../api/list-nodes-category.js'
import { useValidators } from '../api/get-validators.js'
import { entityRulesOptions, useEntityRules } from '../api/query-entity-rules.js'
import { useAddDefinition } from '../api/save-definition.js'
import { useUpdateDefinition } from '../api/update-definition.js'
import { AddDictDialog, type AddDictTarget } from '../components/add-dict-dialog.js'
import { ReviewDialog } from '../components/review-dialog.js'
import { VALUE_PLACEHOLDERS, bizRuleErrors, ruleErrors, toDefinitionBody, valuesOf, type DefinitionFormValues } from '../lib/definition-form.js'
import { controlTypeOptions, dataTypeOptions, dictOptions, METADATA_LIST_PATH, STATUS_COLORS } from '../lib/labels.js'

const BIZ_RULE_PATH = '/dataStandard/metadata/businessRule'

/** /dataStandard/metadata/edit?id=&preview=1&parentNode= (spec 3 §2.2): 新增元数据, 编辑元数据 or 查看元数据. */
/** A required choice (`label`, in a third of the row) with 新增{label} beside it, which adds one to choose. */
const ChoiceWithAdd = ({ label, name, onAdd, children }: { label: string; name: string; onAdd: () => void; children: ReactNode }) => (
  <Col span={8}>
    <Form.Item label={label} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={name} noStyle rules={[{ required: true, message: `请选择${label}` }]}>
          {children}
        </Form.Item>
        <Button onClick={onAdd}>{`新增${label}`}</Button>
      </Space.Compact>
    </Form.Item>
  </Col>
)

export const MetadataEditPage = () => {
  const [params] = useSearchParams()
  return <MetadataEditor key={params.toString()} />
}

const MetadataEditor = () => {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const preview = params.get('preview') === '1'
  const navigate = useNavigate()
  const detail = useDefinition(id)
  const back = <Button onClick={() => navigate(METADATA_LIST_PATH)}>返回字段配置</Button>
  if (id === null) return <DefinitionForm detail={null} preview={false} parentNode={params.get('parentNode') ?? undefined} />
  if (detail.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  if (detail.isError) {
    if (detail.error instanceof RequestError && detail.error.httpStatus === 404) return <Result status="warning" title="元数据不存在或已删除" extra={back} />
    return <LoadError what="元数据" error={detail.error} onRetry={() => void detail.refetch()} />
  }
  return <DefinitionForm key={detail.data.version} detail={detail.data} preview={preview} />
}

type Dialog = AddDictTarget

interface TreeOption {
  value: string
  title: string
  children: TreeOption[]
}
const toTreeData = (nodes: NodeCategory[]): TreeOption[] =>
  nodes.map((n) => ({ value: `${n.dataKey},${n.id},${n.dataValue}`, title: n.dataValue, children: toTreeData(n.list) }))

const DefinitionForm = ({ detail, preview, parentNode }: { detail: DefinitionDetail | null; preview: boolean; parentNode?: string | undefined }) => {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [form] = Form.useForm<DefinitionFormValues>()
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [enumError, setEnumError] = useState<string | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const add = useAddDefinition()
  const update = useUpdateDefinition()
  const canReview = hasPermission(useAccountStore((s) => s.permission), METADATA_CHECK_CODE)
  const moduleKey = Form.useWatch('module', form)
  const entityKey = Form.useWatch('entity', form)
  const controlType = Form.useWatch('controlType', form) as ControlType | undefined
  const checks = Form.useWatch('checks', form)
  const modules = useDictData('MODULE_TYPE')
  const moduleId = modules.data?.find((m) => m.dataKey === moduleKey)?.id
  const entities = useDictData('ENTITY_TYPE', moduleId, moduleId !== undefined)
  const entityId = entities.data?.find((e) => e.dataKey === entityKey)?.id
  const nodes = useNodesCategory(entityId)
  const industries = useDictData('APPLY_BIZ_TYPE')
  const validators = useValidators(controlType)
  const entityRules = useEntityRules(moduleKey, entityKey)
  const ruleChoices = entityRules.data ?? []
  // Saved rules the entity no longer has: said, not silently dropped.
  const goneRules =
    detail && entityRules.isSuccess && moduleKey === (detail.revision ?? detail).module && entityKey === (detail.revision ?? detail).entity
      ? (detail.revision ?? detail).bizRuleInfo.ruleItems.filter((r) => !ruleChoices.some((c) => c.ruleCode === r.ruleCode))
      : []
  const order = validators.data?.map((v) => v.code) ?? []
  const { leaveNow } = useLeaveGuard(() => !preview && form.isFieldsTouched(), '元数据还没有保存，离开后填写的内容将丢失。')
  const title = preview ? '查看元数据' : detail ? '编辑元数据' : '新增元数据'

  const save = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    // The rules of the chosen entity decide what the section sends: wait for them rather than drop a choice.
    const choices = await queryClient.fetchQuery({ ...entityRulesOptions(values.module ?? '', values.entity ?? ''), staleTime: 30_000 }).catch(() => null)
    if (!choices) {
      message.error('业务规则加载失败，请重试后再提交')
      return
    }
    const errors = ruleErrors(values, order)
    const enumIssue = errors.find((e) => e.name[0] === 'enumsError')
    setEnumError(enumIssue?.errors[0] ?? null)
    const ruleIssues = bizRuleErrors(choices, values.bizRules)
    form.setFields([...errors.filter((e) => e.name[0] !== 'enumsError'), ...ruleIssues] as Parameters<typeof form.setFields>[0])
    if (errors.length > 0 || ruleIssues.length > 0) return
    const body = toDefinitionBody(values, order, choices)
    const saved = detail ? await update.mutateAsync({ ...body, id: detail.id }) : await add.mutateAsync(body)
    message.success(saved.hasPendingRevision ? '修订已提交审核，审核通过前原版本继续生效' : '已提交审核')
    leaveNow(() => navigate(METADATA_LIST_PATH))
  }

  const range = checks?.RANGE?.on
  const minOrMax = checks?.MIN?.on || checks?.MAX?.on

  return (
    <Card
      title={
        <Space>
          {title}
          {detail ? <Tag color={STATUS_COLORS[detail.status]}>{detail.statusName}</Tag> : null}
          {detail?.hasPendingRevision ? <Tag color="orange">有待审核修订</Tag> : null}
        </Space>
      }
      extra={
        <Space>
          {detail && canReview && detail.canReview ? <Button onClick={() => setReviewing(true)}>审核</Button> : null}
          <Button onClick={() => navigate(METADATA_LIST_PATH)}>返回</Button>
          {preview ? null : (
            <Button type="primary" loading={add.isPending || update.isPending} onClick={() => void save().catch(() => {})}>
              提交审核
            </Button>
          )}
        </Space>
      }
    >
      {detail?.status === 2 ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={`审核驳回：${detail.extInfo.authMsg}`} description="修改后保存，将重新提交审核" /> : null}
      {detail?.hasPendingRevision && !preview ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="这里编辑的是待审核的修订；审核通过前，生效中的版本保持不变" /> : null}
      {detail?.status === 3 && !detail.hasPendingRevision && !preview ? <Alert type="info" showIcon style={{ marginBottom: 16 }} message="该元数据已启用：保存后生成修订，审核通过前原版本继续生效" /> : null}
      <Form<DefinitionFormValues>
        form={form}
        name="metadataEdit"
        layout="vertical"
        disabled={preview}
        initialValues={detail ? valuesOf(detail) : { parentNode, sortNum: 0, isHide: false, checks: {}, enums: [] }}
        onValuesChange={(changed: DefinitionFormValues) => {
          // Spec 3 §4.1: the validators start again when the control type changes.
          if ('controlType' in changed) {
            form.setFieldsValue({ checks: {}, enums: [] })
            setEnumError(null)
          }
          if ('module' in changed) form.setFieldsValue({ entity: undefined, parentNode: undefined })
          if ('entity' in changed) form.setFieldsValue({ parentNode: undefined })
        }}
      >
        <Row gutter={24}>
          <Col span={8}>
            <Form.Item name="module" label="模块" rules={[{ required: true, message: '请选择模块' }]}>
              <RequiredSelect placeholder="请选择模块" loading={modules.isPending} options={dictOptions(modules.data)} />
            </Form.Item>
          </Col>
          <ChoiceWithAdd label="实体" name="entity" onAdd={() => (moduleId ? setDialog({ kind: 'entity', pid: moduleId, parent: modules.data?.find((m) => m.id === moduleId)?.dataValue ?? '' }) : void message.warning('请先选择模块'))}>
            <RequiredSelect placeholder={moduleKey ? '请选择实体' : '请先选择模块'} style={{ width: '100%' }} options={dictOptions(entities.data)} />
          </ChoiceWithAdd>
          <ChoiceWithAdd label="父级属性" name="parentNode" onAdd={() => (entityId ? setDialog({ kind: 'node', pid: entityId, parent: entities.data?.find((e) => e.id === entityId)?.dataValue ?? '' }) : void message.warning('请先选择实体'))}>
            <RequiredTreeSelect placeholder={entityKey ? '请选择父级属性' : '请先选择实体'} style={{ width: '100%' }} treeDefaultExpandAll treeData={toTreeData(nodes.data ?? [])} />
          </ChoiceWithAdd>
          <Col span={8}>
            <Form.Item name="fieldName" label="数据名称" rules={[{ required: true, whitespace: true, message: '请输入数据名称' }]}>
              <Input maxLength={30} showCount placeholder="例如 门店别名" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="fieldCode" label="字段" extra="建议使用英文，同一模块和实体下不能重复" rules={[{ required: true, whitespace: true, message: '请输入字段' }]} normalize={(v: string) => v.trim()}>
              <Input maxLength={64} placeholder="例如 storeAlias" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sortNum" label="显示顺序" extra="0 到 9999999，越小越靠前">
              <InputNumber min={0} max={9_999_999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="describe" label="数据描述" rules={[{ required: true, whitespace: true, message: '请输入数据描述' }]}>
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="dataType" label="数据类型" rules={[{ required: true, message: '请选择数据类型' }]}>
              <RequiredSelect placeholder="请选择数据类型" options={dataTypeOptions} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="controlType" label="组件类型" rules={[{ required: true, message: '请选择组件类型' }]}>
              <RequiredSelect placeholder="请选择组件类型" options={controlTypeOptions} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="applyBizType" label="适用行业" extra="不选即适用全部行业">
              <Select mode="multiple" allowClear placeholder="全部行业" options={dictOptions(industries.data)} />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>校验规则</Typography.Title>
        {!controlType ? <Typography.Paragraph type="secondary">选择组件类型后设置校验</Typography.Paragraph> : null}
        {validators.data?.map((v) => (
          <Row key={`${controlType}-${v.code}`} gutter={12} align="top">
            <Col flex="140px">
              <Form.Item name={['checks', v.code, 'on']} valuePropName="checked">
                <Checkbox disabled={preview || (v.code === 'RANGE' && minOrMax) || ((v.code === 'MIN' || v.code === 'MAX') && range)}>{v.name}</Checkbox>
              </Form.Item>
            </Col>
            <Col flex="auto">
              {v.code === 'RANGE' && checks?.RANGE?.on ? (
                <Space>
                  <Form.Item name={['checks', 'RANGE', 'low']}>
                    <Input placeholder="下限" style={{ width: 140 }} />
                  </Form.Item>
                  <span style={{ lineHeight: '32px' }}>至</span>
                  <Form.Item name={['checks', 'RANGE', 'high']}>
                    <Input placeholder="上限" style={{ width: 140 }} />
                  </Form.Item>
                </Space>
              ) : null}
              {VALUE_PLACEHOLDERS[v.code] && checks?.[v.code]?.on ? (
                <Form.Item name={['checks', v.code, 'val']}>
                  <Input placeholder={VALUE_PLACEHOLDERS[v.code]} aria-label={`${v.name}的值`} style={{ maxWidth: 420 }} />
                </Form.Item>
              ) : null}
            </Col>
          </Row>
        ))}
        {(controlType === 'RADIO' || controlType === 'CHECKBOX') && checks?.ENUM?.on ? (
          <Form.List name="enums">
            {(fields, { add: addEnum, remove }) => (
              <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
                {fields.map((field) => (
                  <Space key={field.key}>
                    <Form.Item name={[field.name, 'title']} noStyle>
                      <Input placeholder="枚举名称" style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'val']} noStyle>
                      <Input placeholder="枚举值" style={{ width: 180 }} />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => addEnum({ title: '', val: '' })}>添加枚举值</Button>
                {enumError ? <Typography.Text type="danger">{enumError}</Typography.Text> : null}
              </Space>
            )}
          </Form.List>
        ) : null}

        <Typography.Title level={5}>业务规则</Typography.Title>
        {!moduleKey || !entityKey ? (
          <Typography.Paragraph type="secondary">选择模块和实体后设置业务规则</Typography.Paragraph>
        ) : entityRules.isPending ? (
          <Spin size="small" style={{ display: 'block', marginBottom: 16 }} />
        ) : entityRules.isError ? (
          <LoadError what="业务规则" error={entityRules.error} onRetry={() => void entityRules.refetch()} />
        ) : ruleChoices.length === 0 ? (
          <Typography.Paragraph type="secondary">
            该实体还没有业务规则{preview ? null : <>，可在<Link to={BIZ_RULE_PATH}>业务规则</Link>页新增</>}
          </Typography.Paragraph>
        ) : (
          <Row gutter={24}>
            {ruleChoices.map((rule) => (
              <Col span={12} key={`${moduleKey}/${entityKey}/${rule.ruleCode}`}>
                <Form.Item name={['bizRules', rule.ruleCode]} label={rule.ruleName} extra={rule.controlStyle === 'checkbox' ? '可多选；不选即不设置' : undefined}>
                  {rule.controlStyle === 'checkbox' ? (
                    <Checkbox.Group options={rule.content.map((o) => ({ label: o.title, value: o.value }))} />
                  ) : (
                    <Radio.Group options={[{ label: '不设置', value: '' }, ...rule.content.map((o) => ({ label: o.title, value: o.value }))]} />
                  )}
                </Form.Item>
              </Col>
            ))}
          </Row>
        )}
        {goneRules.length > 0 && !preview ? (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`业务规则「${goneRules.map((r) => r.ruleName || r.ruleCode).join('、')}」已不在该实体下，提交后不再保留`} />
        ) : null}

        <Typography.Title level={5}>展示样式</Typography.Title>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="hint" label="提示文案">
              <Input.TextArea rows={2} maxLength={400} showCount />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="help" label="说明">
              <Input.TextArea rows={2} maxLength={100} showCount />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="linkText" label="链接文字">
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="linkUrl" label="链接地址" rules={[{ pattern: /^https?:\/\/\S+$/, message: '链接地址应以 http:// 或 https:// 开头' }]}>
              <Input maxLength={500} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="isHide" label="是否隐藏" valuePropName="checked">
              <Switch checkedChildren="开" unCheckedChildren="关" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <AddDictDialog target={dialog} onClose={() => setDialog(null)} onAdded={(item) => form.setFieldValue(dialog?.kind === 'entity' ? 'entity' : 'parentNode', dialog?.kind === 'entity' ? item.dataKey : `${item.dataKey},${item.id},${item.dataValue}`)} />
      {detail ? <ReviewDialog id={reviewing ? detail.id : null} onClose={() => setReviewing(false)} /> : null}
    </Card>
  )
}
