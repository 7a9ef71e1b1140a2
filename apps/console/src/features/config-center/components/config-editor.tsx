import { EyeOutlined, HistoryOutlined } from '@ant-design/icons'
import { DEFAULT_PAGE_GROUP, type ConfigValue } from '@yunying/contracts'
import { Alert, App, Breadcrumb, Button, Card, Empty, Result, Space, Spin, Tag, Typography } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useOperatorIdentity } from '../../../shared/lib/operator-identity.js'
import { RequestError } from '../../../shared/lib/request.js'
import { useLeaveGuard } from '../../../shared/lib/use-leave-guard.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import type { ConfigOwnerKind, Operator } from '../api/config-keys.js'
import { useFieldConfigData } from '../api/field-config-data.js'
import { useConfigDetail } from '../api/get-config-detail.js'
import { useSaveConfig } from '../api/save-config.js'
import { buildModel, buildSave, changeAccess, changeValue, initialState, isDirty, toggleField, type EditorState } from '../lib/config-editor.js'
import { ConfigEffectiveDrawer } from './config-effective-drawer.js'
import { ConfigFieldRow } from './config-field-row.js'
import { ConfigHistoryDrawer } from './config-history-drawer.js'
import styles from './config-editor.module.css'
import { useDialogs } from '../../../shared/ui/dialog.js'

interface Props {
  kind: ConfigOwnerKind
  id: number | null
  title: string
  readOnly: boolean
  listPath: string
  listTitle: string
}

export const CONFLICT_TEXT = '配置已被他人修改，请刷新后再保存'



/**
 * The brand or group configuration editor (spec 2 §2, §4, §5): the fields that apply, by page
 * group, each with its tick; save with the loaded version; history with restore; for a brand, the
 * effective configuration with its sources. `readOnly` (isPreview) enables no input and saves nothing.
 */
export const ConfigEditor = ({ kind, id, title, readOnly, listPath, listTitle }: Props) => {
  const { message } = App.useApp()
  const modal = useDialogs()
  const navigate = useNavigate()
  const operator: Operator = useOperatorIdentity()
  const data = useFieldConfigData(kind, id)
  const detail = useConfigDetail(kind, id)
  const save = useSaveConfig(kind, id ?? 0)
  const model = useMemo(() => (data.data ? buildModel(data.data) : null), [data.data])
  const [state, setState] = useState<EditorState>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [conflict, setConflict] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [effectiveOpen, setEffectiveOpen] = useState(false)

  // A new load (first, after a save, a restore or a refresh) starts from what is saved. Set while
  // rendering, not in an effect: an effect would first paint the new fields with the old state (the
  // page groups without their rows, or a new field without its value).
  const [loaded, setLoaded] = useState<typeof model>(null)
  if (model && model !== loaded) {
    setLoaded(model)
    setState(initialState(model))
    setErrors({})
    setConflict(false)
  }

  const dropError = (code: string) => setErrors((e) => (e[code] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== code)) : e))
  const actions = {
    onToggle: useCallback((code: string, on: boolean) => (dropError(code), setState((s) => (model ? toggleField(model, s, code, on) : s))), [model]),
    onChange: useCallback((code: string, value: ConfigValue) => (dropError(code), setState((s) => (model ? changeValue(model, s, code, value) : s))), [model]),
    onAccess: useCallback((code: string, which: 'read' | 'write', on: boolean) => setState((s) => changeAccess(s, code, which, on)), []),
  }

  const reload = () => void Promise.all([data.refetch(), detail.refetch()])
  const dirty = !readOnly && model !== null && isDirty(model, state)

  // 取消, 返回, the breadcrumb, the menus and the tabs: with unsaved changes, only after a confirmation.
  useLeaveGuard(() => dirty, '离开后，本次修改的配置不会保存。')
  const leave = () => navigate(listPath)
  /** After a 409: the newest configuration, discarding the edits after a confirmation. */
  const reloadLatest = () =>
    modal.confirm({
      title: '载入最新配置？',
      content: '将放弃你在本页的修改，载入他人保存后的配置。',
      okText: '载入最新配置',
      cancelText: '保留我的修改',
      onOk: reload,
    })

  const submit = async () => {
    if (!model || readOnly) return
    const check = buildSave(model, state, kind)
    if (!check.ok) {
      setErrors(check.errors)
      message.warning(check.message)
      const first = Object.keys(check.errors)[0]
      if (first) document.querySelector(`[data-field-code="${CSS.escape(first)}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      return
    }
    try {
      const saved = await save.mutateAsync({ ...operator, configValues: check.configValues, version: model.version })
      if (saved.changed) message.success('保存成功')
      else message.info('配置没有变化')
    } catch (error) {
      if (error instanceof RequestError && error.httpStatus === 409) {
        setConflict(true)
        message.error(CONFLICT_TEXT)
      } else {
        message.error(error instanceof Error && error.message ? error.message : '保存失败，请重试')
      }
    }
  }

  const breadcrumb = (
    <Breadcrumb
      items={[
        {
          title: (
            <a
              href={listPath}
              onClick={(e) => {
                e.preventDefault()
                leave()
              }}
            >
              {listTitle}
            </a>
          ),
        },
        { title },
      ]}
    />
  )
  if (id === null) return <Result status="warning" title="缺少配置对象" subTitle="请从列表进入编辑页" extra={<Link to={listPath}>返回{listTitle}</Link>} />
  if (data.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  if (data.isError || !model)
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {breadcrumb}
        <LoadError what="配置" error={data.error} onRetry={reload} />
      </Space>
    )

  const owner = detail.data
  const hasFields = model.groups.some((g) => g.codes.length > 0)

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {breadcrumb}
      <Card>
        <div className={styles.meta}>
          <Space direction="vertical" size={4}>
            <Space wrap>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {title}
              </Typography.Title>
              {owner ? <Tag color={owner.status === 0 ? 'default' : 'green'}>{owner.status === 0 ? '未配置' : '已配置'}</Tag> : null}
              {readOnly ? <Tag color="blue">只读预览</Tag> : null}
              {dirty ? <Tag color="orange">有未保存的修改</Tag> : null}
            </Space>
            <Typography.Text type="secondary">
              版本 {model.version}
              {owner?.updatedAt ? ` · 最近保存 ${owner.updatedAt}${owner.updatedBy ? `（${owner.updatedBy}）` : ''}` : ' · 尚未保存'}
            </Typography.Text>
          </Space>
          <Space wrap>
            {kind === 'brand' ? (
              <Button icon={<EyeOutlined />} onClick={() => setEffectiveOpen(true)}>
                生效配置
              </Button>
            ) : null}
            <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
              修改记录
            </Button>
          </Space>
        </div>
      </Card>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          message={CONFLICT_TEXT}
          description="你的修改仍保留在页面上；刷新将载入最新配置并放弃这些修改。"
          action={
            <Button size="small" onClick={reloadLatest}>
              刷新
            </Button>
          }
        />
      ) : null}
      {!hasFields ? (
        <Card>
          <Empty description={kind === 'brand' ? '配置字典中没有适用于该品牌业态的字段' : '配置字典中没有集团配置字段'} />
        </Card>
      ) : null}
      {model.groups.map((group) =>
        group.codes.length > 0 ? (
          <Card key={group.pageGroup || '__default'} title={group.pageGroup || DEFAULT_PAGE_GROUP} size="small" styles={{ body: { paddingTop: 0, paddingBottom: 0 } }}>
            {group.codes.map((code) => (
              <ConfigFieldRow key={code} model={model} state={state} code={code} kind={kind} readOnly={readOnly} errors={errors} {...actions} />
            ))}
          </Card>
        ) : null,
      )}
      <Card className={styles.actions} size="small">
        <Space>
          <Button onClick={leave}>{readOnly ? '返回' : '取消'}</Button>
          {!readOnly && (
            <Button type="primary" loading={save.isPending} disabled={!hasFields} onClick={() => void submit()}>
              保存
            </Button>
          )}
        </Space>
      </Card>
      <ConfigHistoryDrawer
        kind={kind}
        id={id}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        model={model}
        currentVersion={model.version}
        readOnly={readOnly}
        operator={operator}
        onRestored={() => setHistoryOpen(false)}
      />
      {kind === 'brand' ? <ConfigEffectiveDrawer sellerId={id} open={effectiveOpen} onClose={() => setEffectiveOpen(false)} model={model} /> : null}
    </Space>
  )
}
