import type { QrRule } from '@yunying/contracts'
import { FormKitLayout, SchemaForm, useFormKitForm, useStepWizard } from '@yunying/form-kit'
import { Alert, App, Button, Col, Result, Row, Spin } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useIdParam } from '../../../shared/lib/routes.js'
import { RequestError } from '../../../shared/lib/request.js'
import { useLeaveGuard } from '../../../shared/lib/use-leave-guard.js'
import { useEditQrRule } from '../api/edit-qr-rule.js'
import { useQrRule } from '../api/get-qr-rule.js'
import { useQrDict } from '../api/list-qr-dict.js'
import { useSaveQrRule } from '../api/save-qr-rule.js'
import { qrRuleComponents, qrRuleEditorOptions, qrRuleSchema } from '../components/qr-rule-schema.js'
import { QrSimulatorPanel } from '../components/qr-simulator-panel.js'
import type { RefreshOffer } from '../components/use-qr-refresh.js'
import { EMPTY_QR_RULE, toQrRuleBody, toQrRuleValues, type QrRuleFormValues } from '../lib/qr-rule-form.js'

const LIST_PATH = '/businessCenter/codeManagement/codeConfig/index'

/** /businessCenter/codeManagement/codeConfig/edit[?id=] (spec 2 §2, §5): a new rule, or the rule `id`. */
export const QrRuleEditPage = () => {
  const [params] = useSearchParams()
  return <QrRuleEditor key={params.get('id') ?? 'new'} />
}

const QrRuleEditor = () => {
  const id = useIdParam()
  const rule = useQrRule(id)
  const navigate = useNavigate()
  // The rule as the form was opened on it, kept apart from the query: a later answer (another
  // observer's refetch, an invalidation after some other change) must neither replace nor reset what is
  // being typed, nor move the version the edit is sent at. Only 加载最新版本 takes a newer rule, in a
  // new form.
  const [opened, setOpened] = useState<QrRule | null>(null)
  const [loads, setLoads] = useState(0)
  if (opened === null && rule.data) setOpened(rule.data)
  const loadLatest = async () => {
    const latest = await rule.refetch()
    if (latest.data) setOpened(latest.data)
    setLoads((n) => n + 1)
  }
  if (id && rule.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  if (id && !(opened ?? rule.data))
    return <Result status="warning" title="聚合码规则不存在或已被删除" extra={<Button onClick={() => navigate(LIST_PATH)}>返回聚合码配置</Button>} />
  const shown = id ? (opened ?? rule.data ?? null) : null
  return <QrRuleForm key={loads} rule={shown} reload={loadLatest} />
}

/** The rule form on form-kit (the schema in `qr-rule-schema.ts`), with the simulator beside it. */
const QrRuleForm = ({ rule, reload }: { rule: QrRule | null; reload: () => Promise<void> }) => {
  const navigate = useNavigate()
  const { message } = App.useApp()
  const pages = useQrDict('qrcode_type')
  const channels = useQrDict('qrcode_bind_channel')
  const qrTypes = useQrDict('qrcode_bind_qrcode_type')
  const save = useSaveQrRule()
  const edit = useEditQrRule()
  const [stale, setStale] = useState(false)
  // Read once: the form takes its starting values when it is made, and the submit completes the
  // values from the same object (a copy: the form's arrays grow in place, the shared empty rule must not).
  const [initial] = useState(() => structuredClone(rule ? toQrRuleValues(rule) : EMPTY_QR_RULE))
  const form = useFormKitForm<QrRuleFormValues>({ initialValues: initial })
  const [options] = useState(qrRuleEditorOptions)
  const [schema] = useState(() => qrRuleSchema(options))
  useEffect(() => void (pages.data && (options.pages = pages.data)), [pages.data, options])
  useEffect(() => void (channels.data && (options.channels = channels.data)), [channels.data, options])
  useEffect(() => void (qrTypes.data && (options.qrTypes = qrTypes.data)), [qrTypes.data, options])
  // 取消, the breadcrumb, the menus and the tabs: with unsaved input, only after a confirmation.
  const { leaveNow } = useLeaveGuard(() => form.modified, '离开后，本次填写的内容不会保存。')
  const title = rule ? '编辑聚合码规则' : '新增聚合码规则'

  const wizard = useStepWizard(form, {
    onSubmit: async (values) => {
      const body = toQrRuleBody({ ...initial, ...values })
      try {
        if (rule) await edit.mutateAsync({ ...body, id: rule.id, version: rule.version })
        else await save.mutateAsync(body)
      } catch (error) {
        // The request layer has shown the server's message; a stale edit keeps the input and offers the newer rule.
        if (error instanceof RequestError && error.httpStatus === 409) setStale(true)
        return
      }
      message.success(rule ? '修改成功' : '保存成功')
      // A changed rule with bound codes: the list offers to re-resolve them (刷新解析).
      const offer: RefreshOffer | undefined = rule && rule.boundCodes > 0 ? { refreshRule: { id: rule.id, alias: body.alias ?? rule.alias, name: rule.name } } : undefined
      leaveNow(() => navigate(LIST_PATH, offer ? { state: offer } : undefined))
    },
  })

  // The newer rule opens in a new form (QrRuleEditor keys it by the loads), without the warning.
  const banner = stale && (
    <Alert
      type="warning"
      showIcon
      message="该规则已被他人修改"
      description="您填写的内容仍保留在下方，可记下后加载最新版本再修改。"
      action={
        <Button size="small" onClick={() => void reload()}>
          加载最新版本
        </Button>
      }
    />
  )

  return (
    <FormKitLayout
      wizard={wizard}
      breadcrumb={[{ title: '聚合码配置', path: LIST_PATH }, { title }]}
      banner={banner}
      onNavigate={navigate}
      onCancel={() => navigate(LIST_PATH)}
      actionTexts={{ submit: '保存' }}
      fixedActionBar={false}
    >
      <Row gutter={16}>
        <Col xs={24} xl={15}>
          {/* Formily's form element takes no name: the landmark is named here. */}
          <div role="form" aria-label={title}>
            <SchemaForm form={form} schema={schema} components={qrRuleComponents} labelWidth={150} layout="horizontal" />
          </div>
        </Col>
        <Col xs={24} xl={9}>
          <QrSimulatorPanel />
        </Col>
      </Row>
    </FormKitLayout>
  )
}
