import { Alert, Button, Input, Space, Typography } from 'antd'
import type { TextAreaRef } from 'antd/es/input/TextArea'
import { useRef } from 'react'
import type { SchemaProblem } from '../lib/check-schema.js'
import type { JsonProblem } from '../lib/parse-json.js'
import { PRESETS, type SchemaPreset } from '../lib/presets.js'
import styles from './playground.module.css'

interface SchemaEditorProps {
  text: string
  onChange: (text: string) => void
  onPreset: (preset: SchemaPreset) => void
  onFormat: () => void
  jsonProblem: JsonProblem | null
  schemaProblems: SchemaProblem[]
}

const where = (path: string) => (path ? `${path}：` : '')

/** The JSON side of the playground: presets, the text, and what is wrong with it, in plain Chinese. */
export const SchemaEditor = ({ text, onChange, onPreset, onFormat, jsonProblem, schemaProblems }: SchemaEditorProps) => {
  const area = useRef<TextAreaRef>(null)
  const errors = schemaProblems.filter((p) => p.level === 'error')
  const warnings = schemaProblems.filter((p) => p.level === 'warning')

  const showProblem = () => {
    const element = area.current?.resizableTextArea?.textArea
    if (!element || !jsonProblem) return
    element.focus()
    element.setSelectionRange(jsonProblem.offset, Math.min(text.length, jsonProblem.offset + 1))
  }

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap size={[8, 8]}>
        <Typography.Text type="secondary">预设：</Typography.Text>
        {PRESETS.map((preset) => (
          <Button key={preset.key} size="small" onClick={() => onPreset(preset)}>
            {preset.label}
          </Button>
        ))}
        <Button size="small" type="link" disabled={jsonProblem !== null} onClick={onFormat}>
          格式化
        </Button>
      </Space>
      <div className={styles.editor}>
        <Input.TextArea
          ref={area}
          aria-label="JSON Schema"
          spellCheck={false}
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          placeholder='在此粘贴 JSON Schema，例如 { "type": "object", "properties": { … } }'
        />
      </div>
      {jsonProblem ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message="JSON 格式错误"
          description={
            <span data-testid="json-problem">
              第 {jsonProblem.line} 行第 {jsonProblem.column} 列：{jsonProblem.message}。右侧仍显示上一次有效的表单。
            </span>
          }
          action={
            <Button size="small" onClick={showProblem}>
              定位
            </Button>
          }
        />
      ) : null}
      {errors.length ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message="Schema 有误，未渲染"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="schema-problems">
              {errors.map((p) => (
                <li key={`${p.path}:${p.message}`}>{where(p.path) + p.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {warnings.length ? (
        <Alert
          type="warning"
          showIcon
          message="提示"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {warnings.map((p) => (
                <li key={`${p.path}:${p.message}`}>{where(p.path) + p.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Space>
  )
}
