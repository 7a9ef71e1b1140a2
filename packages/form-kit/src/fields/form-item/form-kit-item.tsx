import { FormItem, type IFormItemProps } from '@formily/antd-v5'
import { isDataField } from '@formily/core'
import { observer, useField } from '@formily/react'
import { Typography } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { ExamplePopover, type FieldExample } from './example-popover.js'
import { StorageItem } from './storage-item.js'

/** The display styles of spec 3 §3.4. */
export type FieldDisplayStyle = 'default' | 'Updown' | 'LeftRight' | 'Storage'

/** The generic field props of spec 3 §3.4, given as `x-decorator-props` of `FormItem`. */
export interface FormKitItemProps extends Omit<IFormItemProps, 'extra'> {
  /** Overrides the schema `description`. */
  description?: ReactNode
  /** Below the input (default) or to its right. */
  descriptionPosition?: 'bottom' | 'right'
  example?: FieldExample
  /** A short explanation shown as a tooltip beside the label. */
  explain?: ReactNode
  labelWidth?: number | string
  labelStyle?: CSSProperties
  /** Forces the required asterisk on or off; by default it follows `required`. */
  asterisk?: boolean
  /** Updown puts the label above, LeftRight beside, Storage behind a checkbox. */
  displayStyle?: FieldDisplayStyle
  children?: ReactNode
}

const LAYOUT_BY_STYLE: Partial<Record<FieldDisplayStyle, IFormItemProps['layout']>> = {
  Updown: 'vertical',
  LeftRight: 'horizontal',
}

/** The toolkit's field decorator: antd-v5 `FormItem` plus the spec's generic props. */
export const FormKitItem = observer((props: FormKitItemProps) => {
  const field = useField()
  const {
    description: ownDescription,
    descriptionPosition = 'bottom',
    example,
    explain,
    displayStyle = 'default',
    children,
    asterisk,
    ...rest
  } = props
  const description = ownDescription ?? field.description
  const label = rest.label ?? field.title

  if (displayStyle === 'Storage' && isDataField(field)) {
    return (
      <StorageItem field={field} label={label}>
        {children}
      </StorageItem>
    )
  }

  const descriptionNode = description ? (
    <Typography.Text type="secondary" className="form-kit-description">
      {description}
    </Typography.Text>
  ) : null
  const after =
    descriptionPosition === 'right' || example ? (
      <>
        {descriptionPosition === 'right' ? descriptionNode : null}
        {example ? <ExamplePopover example={example} /> : null}
      </>
    ) : undefined
  const data = isDataField(field) ? field : undefined
  const messages = data ? [data.selfErrors, data.selfWarnings, data.selfSuccesses].find((list) => list.length > 0) : undefined

  // BaseItem rather than FormItem: FormItem would add the schema description below even when it
  // belongs on the right.
  return (
    <FormItem.BaseItem
      {...rest}
      label={label}
      asterisk={asterisk ?? Boolean(data?.required && data.pattern !== 'readPretty')}
      feedbackStatus={data?.validating ? 'pending' : (rest.feedbackStatus ?? data?.validateStatus)}
      feedbackText={data?.validating ? undefined : (rest.feedbackText ?? messages?.join(', '))}
      layout={LAYOUT_BY_STYLE[displayStyle] ?? rest.layout}
      tooltip={explain ?? rest.tooltip}
      addonAfter={after ?? rest.addonAfter}
      extra={descriptionPosition === 'bottom' ? descriptionNode ?? undefined : undefined}
    >
      {children}
    </FormItem.BaseItem>
  )
})
