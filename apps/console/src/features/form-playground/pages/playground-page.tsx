import type { Form } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { createFormKitForm, formKitComponents, useStepWizard } from '@yunying/form-kit'
import { App, Col, Row, Space, Typography } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { FormKitHost } from '../components/form-kit-host.js'
import { FormStatePanels } from '../components/form-state-panels.js'
import { SchemaEditor } from '../components/schema-editor.js'
import { SchemaPreview } from '../components/schema-preview.js'
import { checkSchema, type SchemaProblem } from '../lib/check-schema.js'
import { parseJson, type JsonProblem } from '../lib/parse-json.js'
import { PRESETS, formatSchema, type SchemaPreset } from '../lib/presets.js'
import styles from '../components/playground.module.css'

/** The schema on screen, with the form made for it: a new schema always gets a new form. */
interface Applied {
  schema: ISchema
  source: string
  form: Form
  revision: number
}

interface Reading {
  schema: ISchema | null
  jsonProblem: JsonProblem | null
  schemaProblems: SchemaProblem[]
}

const readSchema = (text: string): Reading => {
  const parsed = parseJson(text)
  if (!parsed.ok) return { schema: null, jsonProblem: parsed.problem, schemaProblems: [] }
  const { schema, problems } = checkSchema(parsed.value, formKitComponents)
  return { schema, jsonProblem: null, schemaProblems: problems }
}

const applied = (schema: ISchema, revision: number): Applied => ({
  schema,
  source: JSON.stringify(schema),
  form: createFormKitForm({ locale: 'zh-CN' }),
  revision,
})

/** Emitted values, remembered with the revision of the form that emitted them. */
type Emitted = { revision: number; values: unknown } | null

const Playground = () => {
  const { message } = App.useApp()
  const first = PRESETS[0]!
  const [text, setText] = useState(() => formatSchema(first.schema))
  const reading = useMemo(() => readSchema(text), [text])
  const [current, setCurrent] = useState(() => applied(first.schema, 0))
  const [draft, setDraft] = useState<Emitted>(null)
  const [submitted, setSubmitted] = useState<Emitted>(null)

  const apply = useCallback((schema: ISchema) => {
    setCurrent((prev) => (prev.source === JSON.stringify(schema) ? prev : applied(schema, prev.revision + 1)))
  }, [])

  // Typing renders the schema once it has been valid for a moment.
  useEffect(() => {
    const { schema } = reading
    if (!schema) return
    const timer = setTimeout(() => apply(schema), 300)
    return () => clearTimeout(timer)
  }, [reading, apply])

  const wizard = useStepWizard(current.form, {
    onSubmit: (values) => {
      setSubmitted({ revision: current.revision, values })
      void message.success('已提交')
    },
    onSubmitFailed: (errors) => void message.error(`提交未通过校验：${errors.length} 处错误`),
    onSaveDraft: (values) => {
      setDraft({ revision: current.revision, values })
      void message.success('草稿已保存')
    },
  })

  const choosePreset = (preset: SchemaPreset) => {
    setText(formatSchema(preset.schema))
    apply(preset.schema)
  }

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className={styles.page}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        粘贴或编辑 JSON Schema，右侧即时渲染为表单（组件见<Link to="/devtools/formKit/catalogue">组件目录</Link>）。修改 Schema 后表单会重新生成。
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <SchemaEditor
            text={text}
            onChange={setText}
            onPreset={choosePreset}
            onFormat={() => {
              const parsed = parseJson(text)
              if (parsed.ok) setText(formatSchema(parsed.value))
            }}
            jsonProblem={reading.jsonProblem}
            schemaProblems={reading.schemaProblems}
          />
        </Col>
        <Col xs={24} lg={14}>
          <SchemaPreview schema={current.schema} form={current.form} wizard={wizard} revision={current.revision} />
        </Col>
      </Row>
      <FormStatePanels
        form={current.form}
        draft={draft?.revision === current.revision ? draft.values : undefined}
        submitted={submitted?.revision === current.revision ? submitted.values : undefined}
      />
    </Space>
  )
}

/** /devtools/formKit/playground: any JSON schema, rendered live with its values and validation. */
export const PlaygroundPage = () => (
  <FormKitHost>
    <Playground />
  </FormKitHost>
)

export default PlaygroundPage
