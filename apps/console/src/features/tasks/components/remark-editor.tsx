import { App, Input } from 'antd'
import { useEffect, useState } from 'react'
import { REMARK_MAX, type Plan } from '@yunying/contracts'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { useUpdatePlanRemark } from '../api/update-plan-remark.js'

/** Inline remark (spec 1 §4, §5): saved on blur, and only when not empty; at most 20 characters. */
export function RemarkEditor({ plan }: { plan: Plan }) {
  const { message } = App.useApp()
  const adminId = useAccountStore((s) => s.user?.id ?? null)
  const update = useUpdatePlanRemark()
  const [value, setValue] = useState(plan.remark)
  useEffect(() => setValue(plan.remark), [plan.remark])

  const save = () => {
    const remark = value.trim()
    if (!remark) {
      message.warning('请输入备注')
      setValue(plan.remark)
      return
    }
    if (remark === plan.remark) return
    update.mutate({ id: plan.id, remark, adminId }, { onSuccess: () => message.success('保存成功') })
  }

  return (
    <Input
      size="small"
      aria-label={`备注 ${plan.file_name}`}
      placeholder={`最多${REMARK_MAX}个字`}
      maxLength={REMARK_MAX}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={save}
      onPressEnter={(e) => e.currentTarget.blur()}
    />
  )
}
