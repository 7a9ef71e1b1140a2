import { Form as FormilyForm, Submit } from '@formily/antd-v5'
import type { Form, IFormFeedback } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { createSchemaField } from '@formily/react'
import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { cleanValues } from '../core/clean-values.js'
import { createFormKitForm, installFormKitEffects } from '../core/form-kit-form.js'
import { scrollToFirstError } from '../core/field-validation.js'
import { useFormKit } from '../core/provider.js'
import { formKitComponents } from './components.js'

/**
 * Creates a Formily `SchemaField` with every toolkit component registered, plus any extra ones.
 * Call it once, outside render.
 */
export function createFormKitSchemaField(
  components: Record<string, ComponentType<never> | object> = {},
  scope: Record<string, unknown> = {},
) {
  return createSchemaField({ components: { ...formKitComponents, ...components } as never, scope })
}

/** `record`, or the earlier one when it holds the same entries. */
function useShallowStable<R extends Record<string, unknown>>(record: R | undefined): R | undefined {
  const kept = useRef(record)
  const same = (a: R | undefined, b: R | undefined) =>
    a === b || (a !== undefined && b !== undefined && Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]))
  if (!same(kept.current, record)) kept.current = record
  return kept.current
}

/** A `SchemaField` with every toolkit component registered. */
export const SchemaField = createFormKitSchemaField()

/** Props of `SchemaForm`. */
export interface SchemaFormProps<T extends object> {
  schema: ISchema
  /** A form from `useFormKitForm`; one is created when absent. */
  form?: Form<T>
  /** Used only when the form is created here. */
  initialValues?: Partial<T>
  layout?: 'vertical' | 'horizontal' | 'inline'
  labelWidth?: number
  /** Extra components, by name, for this form only. */
  components?: Record<string, ComponentType<never> | object>
  scope?: Record<string, unknown>
  /** When given, a submit button is shown; it receives the values without Formily's internal keys. */
  onSubmit?: (values: T) => unknown
  onSubmitFailed?: (errors: IFormFeedback[]) => void
  /** Default 提交并保存. */
  submitText?: ReactNode
  children?: ReactNode
}

/**
 * Renders a schema as an antd form: the toolkit's effects (flags, validation language) are
 * installed on the form, invalid submits scroll to the first error.
 */
export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const { t, locale } = useFormKit()
  // A form of its own only when none is passed, made once like every Formily form must be.
  const [own] = useState(() =>
    props.form ? undefined : createFormKitForm<T>({ ...(props.initialValues ? { initialValues: props.initialValues } : {}), locale }),
  )
  const form = (props.form ?? own) as Form<T>
  installFormKitEffects(form as unknown as Form, locale)
  // Fields keep their identity across renders: a renderer made again would mount every field anew
  // (losing focus and the key being typed), so equal records written inline count as the same.
  const components = useShallowStable(props.components)
  const scope = useShallowStable(props.scope)
  const Field = useMemo(() => (components || scope ? createFormKitSchemaField(components, scope) : SchemaField), [components, scope])
  const { onSubmit, onSubmitFailed } = props
  return (
    <FormilyForm form={form as unknown as Form} layout={props.layout ?? 'vertical'} labelWidth={props.labelWidth}>
      <Field schema={props.schema} />
      {props.children}
      {onSubmit ? (
        <Submit
          onSubmit={(values: T) => onSubmit(cleanValues(values))}
          onSubmitFailed={(errors) => {
            void scrollToFirstError()
            onSubmitFailed?.(errors)
          }}
        >
          {props.submitText ?? t('submit')}
        </Submit>
      ) : null}
    </FormilyForm>
  )
}
