import type { Field } from '@formily/core'
import { FormItem } from '@formily/antd-v5'
import { observer } from '@formily/react'
import { toJS } from '@formily/reactive'
import { Button, Checkbox, Popover, Space } from 'antd'
import { useRef, useState, type ReactNode } from 'react'
import { getFieldValidation } from '../../core/field-validation.js'
import { useFormKit } from '../../core/provider.js'

/** Whether a value counts as empty for the Storage style's confirm button. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  return false
}

function summarise(value: unknown): string {
  if (Array.isArray(value)) return value.map(summarise).join('、')
  if (value && typeof value === 'object') return JSON.stringify(value)
  return String(value ?? '')
}

interface StorageItemProps {
  field: Field
  label: ReactNode
  children?: ReactNode
}

/**
 * The Storage display style: the label is a checkbox. Ticking opens a popover holding the input;
 * confirm stays disabled while the value is empty; unticking clears the value; cancel unticks
 * unless a value had been confirmed, in which case that value comes back. The confirmed value is
 * shown as a link that reopens the popover.
 */
export const StorageItem = observer(({ field, label, children }: StorageItemProps) => {
  const { t } = useFormKit()
  const confirmed = useRef<unknown>(isEmptyValue(field.value) ? undefined : toJS(field.value))
  const [ticked, setTicked] = useState(confirmed.current !== undefined)
  const [open, setOpen] = useState(false)
  const validation = getFieldValidation(field)
  const editable = field.pattern === 'editable'

  const tick = (checked: boolean) => {
    setTicked(checked)
    setOpen(checked)
    if (!checked) {
      confirmed.current = undefined
      field.setValue(undefined)
    }
  }
  const confirm = () => {
    confirmed.current = toJS(field.value)
    setOpen(false)
  }
  const cancel = () => {
    setOpen(false)
    if (confirmed.current === undefined) {
      setTicked(false)
      field.setValue(undefined)
    } else {
      field.setValue(confirmed.current)
    }
  }

  const content = (
    <div style={{ minWidth: 240 }}>
      {children}
      <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
        <Button autoInsertSpace={false} onClick={cancel}>{t('cancel')}</Button>
        <Button autoInsertSpace={false} type="primary" disabled={isEmptyValue(field.value)} onClick={confirm}>
          {t('ok')}
        </Button>
      </Space>
    </div>
  )

  return (
    <FormItem.BaseItem
      feedbackStatus={validation.status === 'none' ? undefined : validation.status}
      feedbackText={validation.message}
    >
      <Popover open={open} content={content} title={label} trigger="click" placement="bottomLeft">
        <Checkbox checked={ticked} disabled={!editable} onChange={(event) => tick(event.target.checked)}>
          {label}
        </Checkbox>
      </Popover>
      {ticked && !open && !isEmptyValue(field.value) ? (
        <Button autoInsertSpace={false} type="link" size="small" disabled={!editable} onClick={() => setOpen(true)}>
          {summarise(field.value)}
        </Button>
      ) : null}
    </FormItem.BaseItem>
  )
})
