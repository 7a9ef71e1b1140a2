import type { FieldError, SaveBrandInput } from '@yunying/contracts'
import { DEFAULT_COUNTRY_CODE, DEFAULT_PRODUCE_VERSION } from '@yunying/contracts'
import { FormKitLayout, SchemaForm, useFormKitForm, useStepWizard } from '@yunying/form-kit'
import { App, Result, Spin } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useIdParam } from '../../../shared/lib/routes.js'
import { RequestError } from '../../../shared/lib/request.js'
import { useBrandDetail } from '../api/get-brand.js'
import { useBrandTypes } from '../api/list-brand-types.js'
import { useGroupOptions } from '../api/list-group-options.js'
import { useSaveBrand } from '../api/save-brand.js'
import { CountryPhoneInput, FlagCheckbox } from '../components/form-fields.js'
import { brandEditorScope, brandSchema } from './brand-schema.js'

const LIST_PATH = '/businessCenter/brand'
const components = { FlagCheckbox, CountryPhoneInput }

interface Values {
  groupId?: number
  name?: string
  brandType?: number
  industryId?: number | null
  isTest?: number
  isAssetExchange?: number
  address?: string
  contactName?: string
  contactPhone?: string
  countryCode?: string
  produce_model?: number
  produceVersion?: number
}

/** The server's field errors (400, `data: [{ path, message }]`) shown under their fields. */
const isFieldErrors = (data: unknown): data is FieldError[] =>
  Array.isArray(data) && data.every((e) => typeof e === 'object' && e !== null && 'path' in e && 'message' in e)

/** /businessCenter/brand/edit[?id=]: 新建品牌 or 编辑品牌 (spec 2 §2, §3, §5), on the form toolkit. */
export const BrandEditPage = () => {
  const id = useIdParam()
  const navigate = useNavigate()
  const { message } = App.useApp()
  const detail = useBrandDetail(id)
  const types = useBrandTypes()
  const groups = useGroupOptions()
  const save = useSaveBrand()
  const form = useFormKitForm<Values>({ initialValues: { isTest: 1, isAssetExchange: 1, produce_model: 1, produceVersion: DEFAULT_PRODUCE_VERSION, countryCode: DEFAULT_COUNTRY_CODE } })
  const [{ options, reactions }] = useState(brandEditorScope)
  const schema = useMemo(() => brandSchema(id !== null, reactions), [id, reactions])

  useEffect(() => {
    if (groups.data) options.groups = groups.data
  }, [groups.data, options])
  useEffect(() => {
    if (types.data) options.types = types.data
  }, [types.data, options])
  useEffect(() => {
    const d = detail.data
    if (!d) return
    form.setInitialValues({
      groupId: d.groupId,
      name: d.name,
      brandType: d.brandType,
      industryId: d.industryId,
      isTest: d.isTest,
      isAssetExchange: d.isAssetExchange,
      address: d.address,
      produce_model: d.produceModel,
      produceVersion: d.produceVersion,
    })
  }, [detail.data, form])

  const wizard = useStepWizard(form, {
    onSubmit: async (values) => {
      const body: SaveBrandInput = {
        groupId: values.groupId!,
        name: values.name!,
        brandType: values.brandType!,
        industryId: values.industryId ?? null,
        isTest: values.isTest,
        isAssetExchange: values.isAssetExchange,
        address: values.address ?? '',
        sysVersion: 2,
        produce_model: values.produce_model,
        produceVersion: values.produceVersion,
        ...(id
          ? { id, version: detail.data?.version }
          : { contactName: values.contactName, contactPhone: values.contactPhone, countryCode: values.countryCode ?? DEFAULT_COUNTRY_CODE }),
      }
      try {
        await save.mutateAsync(body)
      } catch (error) {
        // The request layer has shown the server's message; point at the fields it names.
        if (error instanceof RequestError && isFieldErrors(error.data)) {
          for (const { path, message: text } of error.data) form.setFieldState(path, (s) => void (s.feedbacks = [{ type: 'error', code: 'ValidateError', messages: [text] }]))
        }
        return
      }
      message.success(id ? '修改成功' : '新建成功')
      navigate(LIST_PATH)
    },
  })

  const title = id ? '编辑品牌' : '新建品牌'
  if (id && detail.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  if (id && detail.isError) {
    return <Result status="warning" title="品牌不存在或已被删除" extra={<a onClick={() => navigate(LIST_PATH)}>返回品牌列表</a>} />
  }
  return (
    <FormKitLayout wizard={wizard} breadcrumb={[{ title: '品牌管理', path: LIST_PATH }, { title }]} onNavigate={navigate} fixedActionBar={false}>
      <SchemaForm form={form} schema={schema} components={components} labelWidth={110} />
    </FormKitLayout>
  )
}
