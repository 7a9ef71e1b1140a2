import type { FieldError, ProduceTypeCreateBody, ProduceTypeDetail } from '@yunying/contracts'
import { FormKitLayout, SchemaForm, useFormKitForm, useStepWizard } from '@yunying/form-kit'
import { App, Result, Spin } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { RequestError } from '../../../shared/lib/request.js'
import { useLeaveGuard } from '../../../shared/lib/use-leave-guard.js'
import { RichTextEditor } from '../../../shared/ui/rich-text-editor.js'
import { useCreateService } from '../api/create-service.js'
import { useServiceDetail } from '../api/get-service.js'
import { useMainServices } from '../api/list-main-services.js'
import { useMolds } from '../api/list-molds.js'
import { useServiceBrandTypes } from '../api/list-service-brand-types.js'
import { useUpdateService } from '../api/update-service.js'
import { serviceEditTitle } from '../lib/service-edit-title.js'
import { ProduceCodesCard } from '../components/produce-codes-card.js'
import { ServiceIconUpload } from '../components/service-icon-upload.js'
import { SubServicesCard } from '../components/sub-services-card.js'
import { serviceEditorScope, serviceSchema } from './service-schema.js'

const LIST_PATH = '/businessCenter/serviceManagement/list'
const components = { ServiceIconUpload, RichTextEditor }

type Values = Partial<Omit<ProduceTypeCreateBody, 'operatingUrl'>>

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
/** Whether the form holds input beyond where it started (a field that fills itself with an empty list is no input). */
const differsFrom = (start: Values, now: Values) =>
  Object.keys({ ...start, ...now }).some((k) => {
    const [a, b] = [start[k as keyof Values], now[k as keyof Values]]
    return !(isBlank(a) && isBlank(b)) && JSON.stringify(a) !== JSON.stringify(b)
  })

const isFieldErrors = (data: unknown): data is FieldError[] =>
  Array.isArray(data) && data.every((e) => typeof e === 'object' && e !== null && 'path' in e && 'message' in e)

/**
 * /businessCenter/serviceManagement/edit (spec 2 §2, §5): `?produceType=` edits a service,
 * `?produceMold=` creates one in that category, `?pid=` creates a sub-service of that main service.
 */
export const ServiceEdit = () => {
  const [params] = useSearchParams()
  // Another service (or another parent) in the same tab is another form, not the last one's state.
  return <ServiceEditor key={params.toString()} />
}

/** Loads the service being edited, then opens the form with its values as the starting point. */
const ServiceEditor = () => {
  const [params] = useSearchParams()
  const produceType = params.get('produceType')
  const navigate = useNavigate()
  const detail = useServiceDetail(produceType)
  if (produceType && detail.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  if (produceType && (detail.isError || !detail.data)) return <Result status="warning" title="服务不存在或已被删除" extra={<a onClick={() => navigate(LIST_PATH)}>返回服务列表</a>} />
  return <ServiceForm detail={produceType ? detail.data! : null} />
}

const valuesOf = (d: ProduceTypeDetail): Values => ({
  produceMold: d.produceMold,
  pid: d.pid ?? undefined,
  produceType: d.produceType,
  produceName: d.produceName,
  classDesc: d.classDesc,
  produceIcon: d.produceIcon,
  level: d.level,
  produceModel: d.produceModel,
  brandTypes: d.brandTypes,
  industryIds: d.industryIds,
  introduce: d.introduce,
  produceDetail: d.produceDetail,
  isShow: d.isShow,
  sort: d.sort,
})

const ServiceForm = ({ detail }: { detail: ProduceTypeDetail | null }) => {
  const [params] = useSearchParams()
  const isEdit = detail !== null
  const navigate = useNavigate()
  const { message } = App.useApp()
  const molds = useMolds()
  const mains = useMainServices()
  const types = useServiceBrandTypes()
  const create = useCreateService()
  const update = useUpdateService()
  const initial = useMemo<Values>(() => {
    if (detail) return valuesOf(detail)
    const mold = params.get('produceMold')
    const pid = Number(params.get('pid')) || undefined
    return { produceMold: mold === null || mold === '' ? undefined : Number(mold), ...(pid ? { pid } : {}), isShow: 1, produceModel: 1, sort: 0, produceDetail: '' }
  }, [params, detail])
  const form = useFormKitForm<Values>({ initialValues: initial })
  const [{ options, reactions }] = useState(serviceEditorScope)
  const schema = useMemo(() => serviceSchema(isEdit, reactions), [isEdit, reactions])

  useEffect(() => void (options.selfType = detail?.produceType ?? null), [detail, options])
  useEffect(() => void (molds.data && (options.molds = molds.data)), [molds.data, options])
  useEffect(() => void (mains.data && (options.mains = mains.data)), [mains.data, options])
  useEffect(() => void (types.data && (options.types = types.data)), [types.data, options])

  const wizard = useStepWizard(form, {
    onSubmit: async (values) => {
      const body = {
        produceType: values.produceType!,
        produceName: values.produceName!,
        produceMold: values.produceMold ?? 0,
        classDesc: values.classDesc!,
        pid: values.pid ?? null,
        produceIcon: values.produceIcon!,
        level: values.level!,
        produceModel: values.produceModel ?? 1,
        brandTypes: values.brandTypes ?? [],
        industryIds: values.industryIds ?? [],
        introduce: values.introduce!,
        produceDetail: values.produceDetail ?? '',
        isShow: values.isShow ?? 1,
        sort: values.sort ?? 0,
      }
      try {
        if (detail) await update.mutateAsync({ ...body, version: detail.version })
        else await create.mutateAsync(body)
      } catch (error) {
        // The request layer has shown the server's message; point at the fields it names.
        if (error instanceof RequestError && isFieldErrors(error.data)) {
          for (const { path, message: text } of error.data) form.setFieldState(path.replace(/^body\./, ''), (s) => void (s.feedbacks = [{ type: 'error', code: 'ValidateError', messages: [text] }]))
        }
        return
      }
      message.success(isEdit ? '修改成功' : '新增成功')
      leaveNow(() => navigate(LIST_PATH))
    },
  })
  // 取消, the breadcrumb, the menus and the tabs: with unsaved input, only after a confirmation.
  const { leaveNow } = useLeaveGuard(() => differsFrom(initial, form.values), '离开后，本次填写的内容不会保存。')

  const title = serviceEditTitle(params)
  return (
    <FormKitLayout wizard={wizard} breadcrumb={[{ title: '服务管理', path: LIST_PATH }, { title }]} onNavigate={navigate} fixedActionBar={false}>
      <SchemaForm form={form} schema={schema} components={components} labelWidth={130} />
      {detail && (
        <>
          <ProduceCodesCard produceType={detail.produceType} />
          {detail.pid === null && <SubServicesCard detail={detail} />}
        </>
      )}
    </FormKitLayout>
  )
}
