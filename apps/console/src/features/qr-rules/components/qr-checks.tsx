import type { Field } from '@formily/core'
import { observer, useField } from '@formily/react'
import { CheckboxList, type CheckboxListItem } from '@yunying/form-kit'

interface Props {
  value?: string[]
  onChange?: (value: string[]) => void
  disabled?: boolean
  'aria-label'?: string
}

/**
 * A schema field's check boxes: form-kit's `CheckboxList` (which keeps a tick made while the options
 * arrive), fed by the field's options (`enum`, or a reaction's dataSource) and named after the field
 * (Formily's label has no `for`).
 */
export const QrChecks = observer(({ value, onChange, disabled, 'aria-label': label }: Props) => {
  const field = useField<Field>()
  const items = (field.dataSource ?? []) as Array<CheckboxListItem<string>>
  return <CheckboxList items={items} value={value} onChange={onChange} disabled={disabled} aria-label={label ?? (typeof field.title === 'string' ? field.title : undefined)} />
})
