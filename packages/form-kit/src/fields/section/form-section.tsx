import { observer, useField } from '@formily/react'
import { Typography } from 'antd'
import type { ReactNode } from 'react'

/** Props of `FormSection`. */
export interface FormSectionProps {
  /** The element id the directory scrolls to. */
  id: string
  /** Default: the schema title. */
  title?: ReactNode
  children?: ReactNode
}

/** A titled block of fields that the layout's directory can scroll to. */
export const FormSection = observer(({ id, title, children }: FormSectionProps) => {
  const field = useField()
  const heading = title ?? field?.title
  return (
    <section id={id} className="form-kit-section" style={{ marginBottom: 24 }}>
      {heading ? <Typography.Title level={5}>{heading}</Typography.Title> : null}
      {children}
    </section>
  )
})
