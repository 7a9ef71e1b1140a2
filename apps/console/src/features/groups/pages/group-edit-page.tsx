import type { SaveGroupBody } from '@yunying/contracts'
import { FormKitLayout, SchemaForm, useFormKitForm, useStepWizard } from '@yunying/form-kit'
import { App, Spin } from 'antd'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useIdParam } from '../../../shared/lib/routes.js'
import { useGroup } from '../api/get-group.js'
import { useSaveGroup } from '../api/save-group.js'
import { groupSchema } from './group-schema.js'

type Values = Omit<SaveGroupBody, 'sysVersion' | 'operatingUrl'>

/** /businessCenter/group/edit[?id=]: 新建集团 or 编辑集团, on the form toolkit. */
const GroupEditPage = () => {
  const id = useIdParam()
  const navigate = useNavigate()
  const { message } = App.useApp()
  const detail = useGroup(id)
  const save = useSaveGroup()
  const form = useFormKitForm<Values>()
  useEffect(() => {
    if (detail.data) form.setInitialValues(detail.data)
  }, [detail.data, form])
  const wizard = useStepWizard(form, {
    onSubmit: async (values) => {
      await save.mutateAsync({ ...values, ...(id ? { id, version: detail.data?.version } : {}), sysVersion: 2 })
      message.success(id ? '修改成功' : '新建成功')
      navigate('/businessCenter/group')
    },
  })
  const title = id ? '编辑集团' : '新建集团'
  if (id && detail.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  return (
    <FormKitLayout
      wizard={wizard}
      breadcrumb={[{ title: '集团管理', path: '/businessCenter/group' }, { title }]}
      onNavigate={navigate}
      fixedActionBar={false}
    >
      <SchemaForm form={form} schema={groupSchema} labelWidth={110} />
    </FormKitLayout>
  )
}

export default GroupEditPage
