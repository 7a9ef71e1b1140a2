import { onFieldInputValueChange, type Field } from '@formily/core'
import type { DictionaryDetail } from '@yunying/contracts'
import { FormKitLayout, FormKitProvider, SchemaForm, scrollToFirstError, useFormKitForm, useStepWizard } from '@yunying/form-kit'
import { Alert, App, Button, Result, Spin, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useIdParam } from '../../../shared/lib/routes.js'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { RequestError } from '../../../shared/lib/request.js'
import { useLeaveGuard } from '../../../shared/lib/use-leave-guard.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useDictionarySettings } from '../api/dictionary-settings.js'
import { useDictionaryDetail } from '../api/get-dictionary-field.js'
import { isConflict, useSaveDictionaryField } from '../api/save-dictionary-field.js'
import { fieldOfRulePath, firstRuleError, newFieldValues, toFieldBody, valuesOfDetail, type DictionaryFormValues } from '../components/dictionary-form-model.js'
import { dictionaryComponents, dictionarySchema } from '../components/dictionary-schema.js'
import { CONSOLE_UPLOAD_PATH, consoleUploadRequest } from '../../../shared/lib/upload-request.js'
import { useDialogs } from '../../../shared/ui/dialog.js'

export const DICTIONARY_LIST_PATH = '/businessCenter/config/dictionary'

const isFieldErrors = (data: unknown): data is Array<{ path: string; message: string }> =>
  Array.isArray(data) && data.every((e) => typeof e === 'object' && e !== null && 'path' in e && 'message' in e)

const Centered = ({ children }: { children: React.ReactNode }) => <div style={{ padding: '48px 0' }}>{children}</div>

/**
 * /businessCenter/config/dictionary/edit[?id=] (spec 2 §2, §3, §5): 新建字段 or 编辑字段. New fields only
 * where the server's settings allow them (not on production, spec 2 §6) and with dictionary.create.btn;
 * editing needs dictionary.edit.btn.
 */
export const DictionaryEdit = () => {
  const [params] = useSearchParams()
  // Another field in the same tab is another form, not the last one's state.
  return <DictionaryEditor key={params.toString()} />
}

const DictionaryEditor = () => {
  const id = useIdParam()
  const navigate = useNavigate()
  const codes = useAccountStore((s) => s.permission)
  const settings = useDictionarySettings()
  const detail = useDictionaryDetail(hasPermission(codes, 'dictionary.edit.btn') ? id : null)
  // The version the form was opened on: a refetch (after a refused save, say) must not replace what is
  // being typed; only 载入最新内容 takes the newer version.
  const [opened, setOpened] = useState<DictionaryDetail | null>(null)
  useEffect(() => {
    if (detail.data && opened === null) setOpened(detail.data)
  }, [detail.data, opened])
  const reload = async () => {
    const latest = await detail.refetch()
    if (latest.data) setOpened(latest.data)
  }
  const back = <Button onClick={() => navigate(DICTIONARY_LIST_PATH)}>返回配置字典</Button>

  if (id !== null) {
    if (!hasPermission(codes, 'dictionary.edit.btn')) return <Result status="403" title="没有编辑字段的权限" subTitle="需要“编辑字段”（dictionary.edit.btn）权限，请联系管理员" extra={back} />
    if (detail.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
    if (detail.isError) {
      if (detail.error instanceof RequestError && detail.error.httpStatus === 404) return <Result status="warning" title="字段不存在或已删除" extra={back} />
      return <Centered><LoadError what="字段" error={detail.error} onRetry={() => void detail.refetch()} /></Centered>
    }
    // A reload after a conflict brings a newer version: a new form from it.
    const shown = opened ?? detail.data
    return <DictionaryForm key={shown.version} detail={shown} onReload={() => void reload()} />
  }
  if (!hasPermission(codes, 'dictionary.create.btn')) return <Result status="403" title="没有新建字段的权限" subTitle="需要“新建字段”（dictionary.create.btn）权限，请联系管理员" extra={back} />
  if (settings.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  if (settings.isError) return <Centered><LoadError what="配置字典设置" error={settings.error} onRetry={() => void settings.refetch()} /></Centered>
  if (!settings.data.canCreate) return <Result status="info" title="当前环境不能新建字段" subTitle="请在测试环境新建字段，再一键同步到本环境" extra={back} />
  return <DictionaryForm detail={null} />
}

interface Refusal {
  message: string
  conflict: boolean
}

const DictionaryForm = ({ detail, onReload }: { detail: DictionaryDetail | null; onReload?: () => void }) => {
  const isEdit = detail !== null
  const navigate = useNavigate()
  const { message } = App.useApp()
  const modal = useDialogs()
  const save = useSaveDictionaryField()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const form = useFormKitForm<DictionaryFormValues>({
    initialValues: detail ? valuesOfDetail(detail) : newFieldValues(),
    effects: () => {
      // Another type takes another default: the old one would not fit it.
      onFieldInputValueChange('dataType', (field) => field.form.setValuesIn('defaultValue', null))
    },
  })
  const schema = useMemo(() => dictionarySchema(isEdit), [isEdit])

  /** Puts a message at the editor field that shows `path` (a rule's or the server's). */
  const showAt = (path: string, text: string) => {
    const name = fieldOfRulePath(path, form.values.dataType)
    const field = form.query(name).take() as Field | undefined
    field?.setFeedback({ triggerType: 'onInput', type: 'error', code: 'ValidateError', messages: [text] })
    return Boolean(field)
  }

  const wizard = useStepWizard(form, {
    onSubmit: async (values) => {
      setRefusal(null)
      // The contract's rules first, on exactly what will be sent (the form's checks ran them too).
      const broken = firstRuleError(values)
      if (broken) {
        showAt(broken.path, broken.message)
        void scrollToFirstError()
        return
      }
      try {
        await save.mutateAsync({ ...toFieldBody(values), ...(detail ? { id: detail.id, version: detail.version } : {}) })
      } catch (error) {
        // The request layer has shown the message; the input stays, and the message stays beside it.
        if (!(error instanceof RequestError)) throw error
        if (isFieldErrors(error.data)) error.data.forEach((e) => showAt(e.path, e.message))
        const codeTaken = isConflict(error) && !/已被他人修改/.test(error.message)
        if (codeTaken) showAt(error.message.includes(`编码 ${values.fieldCode?.trim()} `) || error.message.startsWith('字段编码') ? 'fieldCode' : 'relatedData', error.message)
        setRefusal({ message: error.message, conflict: isConflict(error) && !codeTaken })
        void scrollToFirstError()
        return
      }
      message.success(isEdit ? '修改成功' : '新增成功')
      leaveNow(() => navigate(DICTIONARY_LIST_PATH))
    },
  })

  // 取消, the breadcrumb, the menus and the tabs: with unsaved changes, only after a confirmation.
  const { leaveNow } = useLeaveGuard(() => form.modified, '离开后，本次填写的内容不会保存。')
  const leave = (path = DICTIONARY_LIST_PATH) => navigate(path)

  const reloadLatest = () =>
    modal.confirm({
      title: '载入最新内容？',
      content: '将放弃你在本页的修改，载入他人保存后的字段。',
      okText: '载入最新内容',
      cancelText: '保留我的修改',
      onOk: () => onReload?.(),
    })

  const title = isEdit ? '编辑字段' : '新建字段'
  const banner = (
    <>
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          message={refusal.conflict ? '字段已被他人修改，未保存' : '保存未成功'}
          description={refusal.conflict ? `${refusal.message}。你的输入仍保留在本页，可以复制需要的内容后载入最新内容再修改。` : `${refusal.message}。你的输入仍保留在本页。`}
          action={refusal.conflict && onReload ? <Button size="small" onClick={reloadLatest}>载入最新内容</Button> : undefined}
          style={{ marginBottom: 12 }}
        />
      )}
      {detail && (
        <Typography.Text type="secondary">
          第 {detail.version} 版 · {detail.updatedBy || '—'} 保存于 {detail.updatedAt}
        </Typography.Text>
      )}
    </>
  )

  return (
    <FormKitProvider locale="zh-CN" uploadUrl={CONSOLE_UPLOAD_PATH} uploadRequest={consoleUploadRequest}>
      <FormKitLayout
        wizard={wizard}
        breadcrumb={[{ title: '配置字典', path: DICTIONARY_LIST_PATH }, { title }]}
        banner={refusal || detail ? banner : undefined}
        onNavigate={leave}
        onCancel={() => leave()}
        actionTexts={{ submit: '保存' }}
        fixedActionBar={false}
      >
        <SchemaForm form={form} schema={schema} components={dictionaryComponents} labelWidth={130} layout="horizontal" />
      </FormKitLayout>
    </FormKitProvider>
  )
}
