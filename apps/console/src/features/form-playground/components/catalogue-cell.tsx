import type { ISchema } from '@formily/json-schema'
import { SchemaForm, type FieldStateFlags } from '@yunying/form-kit'
import { useState } from 'react'
import type { CatalogueField } from '../lib/catalogue-fields.js'

export type CataloguePattern = 'editable' | 'disabled' | 'readPretty'

export const PATTERN_LABELS: Record<CataloguePattern, string> = { editable: '可编辑', disabled: '禁用', readPretty: '只读' }

// The toolkit's own flags, not Formily's single pattern: the catalogue shows them at work.
const FLAGS: Record<CataloguePattern, FieldStateFlags> = {
  editable: { editable: true },
  disabled: { disabled: true },
  readPretty: { readPretty: true },
}

/** One field in one pattern, in a form of its own with the field's sample value. */
export const CatalogueCell = ({ field, pattern }: { field: CatalogueField; pattern: CataloguePattern }) => {
  const [schema] = useState<ISchema>(() => ({
    type: 'object',
    properties: { [field.key]: { ...field.schema, 'x-data': { flags: FLAGS[pattern] } } },
  }))
  // Each form gets its own copy: three forms must never share one array.
  const [initialValues] = useState(() => (field.value === undefined ? {} : { [field.key]: structuredClone(field.value) }))
  return (
    <div data-testid={`catalogue-${field.key}-${pattern}`}>
      <SchemaForm schema={schema} initialValues={initialValues} />
    </div>
  )
}
