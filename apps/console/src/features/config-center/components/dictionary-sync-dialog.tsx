import {
  APPLY_TYPES,
  BIZ_TYPES,
  DATA_TYPES,
  FIELD_STATUS,
  MANAGE_TYPES,
  SERVICE_MODULES,
  SYNC_RESULTS,
  SYNC_TYPES,
  type SyncApply,
  type SyncFieldResult,
  type SyncPlan,
  type SyncPropertyDiff,
  type SyncType,
} from '@yunying/contracts'
import { Alert, Button, Form, Popconfirm, Radio, Space, Table, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { isTransportFailure, newRequestId, resultsOfError, useApplySync } from '../api/apply-sync.js'
import { usePlanSync } from '../api/plan-sync.js'
import { Modal } from '../../../shared/ui/dialog.js'

/** The field to push. */
export interface SyncTarget {
  fieldCode: string
  fieldName: string
}

type Labels = Record<string | number, string>
const EMPTY = '（无）'
const labelOf = (labels: Labels, v: unknown) => labels[String(v)] ?? String(v)
const list = (items: string[]) => (items.length ? items.join('、') : EMPTY)
const plain = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return EMPTY
  if (typeof v === 'boolean') return v ? '开启' : '关闭'
  if (Array.isArray(v)) return list(v.map(plain))
  return typeof v === 'object' ? JSON.stringify(v) : String(v)
}
type Option = { value: string; title: string }
const options = (v: unknown) => list(((v as Option[] | null) ?? []).map((o) => `${o.title}（${o.value}）`))

/** A definition property as words: labels for codes, options as 名称（编码）, one line per related option. */
export const formatDefinitionValue = (key: string, v: unknown): string => {
  if (v === null || v === undefined) return EMPTY
  switch (key) {
    case 'applyType':
      return labelOf(APPLY_TYPES, v)
    case 'manageType':
      return labelOf(MANAGE_TYPES, v)
    case 'status':
      return labelOf(FIELD_STATUS, v)
    case 'dataType':
      return labelOf(DATA_TYPES, v)
    case 'serviceModule':
      return labelOf(SERVICE_MODULES, v)
    case 'bizTypes':
      return list(String(v).split(',').filter(Boolean).map((id) => labelOf(BIZ_TYPES, id)))
    case 'optionValues':
      return options(v)
    case 'relatedData': {
      const rows = v as Array<{ relatedValue: string; relatedData: Array<{ name: string; code: string; dataType: string; optionValues: Option[] }> }>
      if (rows.length === 0) return EMPTY
      return rows
        .map((r) => `选项 ${r.relatedValue}：${r.relatedData.map((c) => `${c.name}（${c.code}，${labelOf(DATA_TYPES, c.dataType)}${c.optionValues.length ? `：${options(c.optionValues)}` : ''}）`).join('；')}`)
        .join('\n')
    }
    case 'relatedDefaultValue': {
      const rows = v as Array<{ fieldCode: string; defaultValue: unknown }>
      return rows.length ? rows.map((d) => `${d.fieldCode}：${plain(d.defaultValue)}`).join('\n') : EMPTY
    }
    default:
      return plain(v)
  }
}

const cell = (text: string) => <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Typography.Text>

const diffColumns = (isNew: boolean): TableColumnsType<SyncPropertyDiff> => [
  { title: '属性', dataIndex: 'label', width: 130 },
  { title: '目标环境现值', key: 'before', render: (_, d) => (isNew ? <Typography.Text type="secondary">—</Typography.Text> : cell(formatDefinitionValue(d.key, d.before))) },
  { title: '同步后', key: 'after', render: (_, d) => cell(formatDefinitionValue(d.key, d.after)) },
]

const RESULT_COLORS: Record<SyncFieldResult['result'], string> = { created: 'green', updated: 'blue', unchanged: 'default', conflict: 'orange', invalid: 'red' }

const ResultList = ({ results }: { results: SyncFieldResult[] }) => (
  <ul aria-label="同步结果" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
    {results.map((r) => (
      <li key={r.fieldCode}>
        <Space wrap>
          <Typography.Text code>{r.fieldCode}</Typography.Text>
          <Tag color={RESULT_COLORS[r.result]}>{SYNC_RESULTS[r.result]}</Tag>
          {/* Plain text: secondary grey falls under 4.5:1 on the alerts' tinted backgrounds. */}
          {r.version !== null && <Typography.Text>目标版本 v{r.version}</Typography.Text>}
          {r.message && <Typography.Text>{r.message}</Typography.Text>}
        </Space>
      </li>
    ))}
  </ul>
)

const summaryOf = (plan: SyncPlan) => {
  const where = `目标环境（${plan.syncTypeName}）`
  if (plan.change === 'create') return { type: 'info' as const, text: `${where}没有该字段，同步后将新增` }
  if (plan.change === 'none') return { type: 'success' as const, text: `${where}与本环境一致，无需同步` }
  return { type: 'warning' as const, text: `${where}有 ${plan.diff.length} 处与本环境不同，同步后将改为本环境的定义` }
}

interface Failure {
  message: string
  results: SyncFieldResult[]
}

/**
 * 一键同步 (spec 2 §7 onekey-sync, issue 14): choose the target among the configured ones, 对比 shows what
 * would change there (property by property, before and after), 确认同步 pushes it and shows what happened.
 * A refusal stays in the dialog with the plan; a retry after a network failure reuses the request id, so
 * the target never writes twice.
 */
export const DictionarySyncDialog = ({ field, syncTypes, onClose }: { field: SyncTarget | null; syncTypes: readonly string[]; onClose: () => void }) => {
  const targets = syncTypes.filter((t): t is SyncType => t in SYNC_TYPES)
  const [chosen, setChosen] = useState<SyncType | undefined>(undefined)
  // The settings may arrive after the dialog mounted: the first target until the user picks one.
  const syncType = chosen && targets.includes(chosen) ? chosen : targets[0]
  const [plan, setPlan] = useState<SyncPlan | null>(null)
  const [requestId, setRequestId] = useState('')
  const [applied, setApplied] = useState<SyncApply | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const planSync = usePlanSync()
  const applySync = useApplySync()
  const busy = planSync.isPending || applySync.isPending

  const reset = () => {
    setPlan(null)
    setApplied(null)
    setFailure(null)
  }
  const close = () => {
    reset()
    setChosen(undefined)
    onClose()
  }

  const compare = async () => {
    if (!field || !syncType) return
    reset()
    try {
      setPlan(await planSync.mutateAsync({ fieldCode: field.fieldCode, syncType }))
      setRequestId(newRequestId())
    } catch (error) {
      setFailure({ message: (error as Error).message || '对比失败，请重试', results: [] })
    }
  }

  const apply = async () => {
    if (!field || !plan) return
    setFailure(null)
    try {
      setApplied(await applySync.mutateAsync({ fieldCode: plan.fieldCode, syncType: plan.syncType as SyncType, targetVersion: plan.targetVersion, requestId }))
    } catch (error) {
      // Keep the request id after a failure in transit (the target may have written): a retry is answered, not repeated.
      if (!isTransportFailure(error)) setRequestId(newRequestId())
      setFailure({ message: (error as Error).message || '同步失败，请重试', results: resultsOfError(error) })
    }
  }

  const conflict = failure?.results.some((r) => r.result === 'conflict') ?? false
  const canApply = plan !== null && applied === null && !conflict && plan.change !== 'none'
  const confirmButton = (
    <Button key="apply" type="primary" danger={syncType === 'pro'} disabled={!canApply || busy} loading={applySync.isPending} onClick={syncType === 'pro' ? undefined : () => void apply()}>
      {failure && !conflict && plan ? '重试同步' : '确认同步'}
    </Button>
  )
  const footer = [
    <Button key="close" onClick={close}>
      {applied ? '关闭' : '取消'}
    </Button>,
    applied ? null : (
      <Button key="compare" type={plan && !conflict ? 'default' : 'primary'} disabled={!syncType || busy} loading={planSync.isPending} onClick={() => void compare()}>
        {plan ? '重新对比' : '对比'}
      </Button>
    ),
    applied ? null : syncType === 'pro' && canApply ? (
      <Popconfirm key="apply" title="确认同步到生产环境？" description="生产环境的字段定义将被改为本环境的定义" okText="确认同步" cancelText="取消" onConfirm={() => void apply()}>
        {confirmButton}
      </Popconfirm>
    ) : (
      confirmButton
    ),
  ]

  return (
    <Modal title={field ? `一键同步 · ${field.fieldName}（${field.fieldCode}）` : '一键同步'} open={field !== null} onCancel={close} footer={footer} width={760} destroyOnHidden maskClosable={!busy}>
      {targets.length === 0 ? (
        <Alert type="info" showIcon message="本环境未配置同步目标" description="请在服务器配置 SYNC_PEERS 后再同步" />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Form layout="inline" aria-label="同步目标">
            <Form.Item label="同步到" required style={{ marginBottom: 0 }}>
              <Radio.Group
                aria-label="同步到"
                value={syncType}
                disabled={busy}
                onChange={(e) => {
                  setChosen(e.target.value as SyncType)
                  reset()
                }}
                options={targets.map((t) => ({ value: t, label: SYNC_TYPES[t] }))}
              />
            </Form.Item>
          </Form>
          {!plan && !failure && <Typography.Text type="secondary">先对比，查看同步后目标环境的变化，再确认同步。</Typography.Text>}
          {plan && (
            <section aria-label="对比结果">
              <Alert type={summaryOf(plan).type} showIcon message={summaryOf(plan).text} description={plan.targetVersion !== null ? `目标环境当前版本 v${plan.targetVersion}` : undefined} style={{ marginBottom: 12 }} />
              {plan.diff.length > 0 && <Table<SyncPropertyDiff> rowKey="key" size="small" pagination={false} columns={diffColumns(plan.change === 'create')} dataSource={plan.diff} scroll={{ y: 360 }} />}
            </section>
          )}
          {failure && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={failure.message}
              description={
                <Space direction="vertical" size={8}>
                  {failure.results.length > 0 && <ResultList results={failure.results.map((r) => (r.message === failure.message ? { ...r, message: null } : r))} />}
                  {conflict && <span>目标环境在对比之后又被修改过，请重新对比后再同步。</span>}
                </Space>
              }
            />
          )}
          {applied && <Alert type="success" showIcon role="status" message={`已同步到${applied.syncTypeName}`} description={<ResultList results={applied.results} />} />}
        </Space>
      )}
    </Modal>
  )
}
