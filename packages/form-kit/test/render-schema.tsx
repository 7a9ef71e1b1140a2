import type { Form } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { createFormKitForm } from '../src/core/form-kit-form.js'
import { FormKitProvider, type FormKitConfig } from '../src/core/provider.js'
import { SchemaForm } from '../src/schema-form/schema-form.js'

/** Builds an object schema from its properties. */
export function objectSchema(properties: Record<string, ISchema>): ISchema {
  return { type: 'object', properties }
}

interface RenderOptions<T extends object> extends FormKitConfig {
  initialValues?: Partial<T>
  onSubmit?: (values: T) => unknown
  children?: ReactNode
}

/** Renders a schema in a fresh toolkit form and returns the form and a user. */
export function renderSchema<T extends object = Record<string, unknown>>(schema: ISchema, options: RenderOptions<T> = {}) {
  const { initialValues, onSubmit, children, ...config } = options
  const form = createFormKitForm<T>({ ...(initialValues ? { initialValues } : {}), ...(config.locale ? { locale: config.locale } : {}) })
  const user = userEvent.setup()
  const view = render(
    <FormKitProvider {...config}>
      <SchemaForm form={form} schema={schema} {...(onSubmit ? { onSubmit } : {})}>
        {children}
      </SchemaForm>
    </FormKitProvider>,
  )
  return { form: form as Form<T>, user, ...view }
}
