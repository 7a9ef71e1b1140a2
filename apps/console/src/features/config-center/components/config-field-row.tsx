import { QuestionCircleOutlined } from '@ant-design/icons'
import type { ConfigValue } from '@yunying/contracts'
import { Checkbox, Image, Space, Tag, Typography } from 'antd'
import { shownChildren, type EditorModel, type EditorState } from '../lib/config-editor.js'
import { ConfigValueInput } from './config-value-input.js'
import styles from './config-editor.module.css'

export interface FieldRowActions {
  onToggle: (code: string, on: boolean) => void
  onChange: (code: string, value: ConfigValue) => void
  onAccess: (code: string, which: 'read' | 'write', on: boolean) => void
}

interface Props extends FieldRowActions {
  model: EditorModel
  state: EditorState
  code: string
  kind: 'brand' | 'group'
  readOnly: boolean
  errors: Record<string, string>
}

const isWebLink = (url: string) => /^https?:\/\//i.test(url)

/**
 * One field of the editor (spec 2 §4): its tick, name, code and help texts; once ticked its input
 * and, for brands, 品牌可读 / 品牌可写; then its dependents for the current value, indented, each with
 * its own tick.
 */
export const ConfigFieldRow = (props: Props) => {
  const { model, state, code, kind, readOnly, errors, onToggle, onChange, onAccess } = props
  const def = model.defs.get(code)
  const s = state[code]
  if (!def || !s) return null
  const error = errors[code]
  const errorId = `config-error-${code}`
  const children = s.enabled ? shownChildren(model, state, code) : []
  const parentOption = def.parent ? model.defs.get(def.parent.code)?.optionValues.find((o) => o.value === def.parent!.value) : undefined

  return (
    <div className={def.parent ? styles.dependent : styles.field} data-field-code={code} aria-invalid={error ? true : undefined}>
      <div className={styles.head}>
        <Checkbox checked={s.enabled} disabled={readOnly} onChange={(e) => onToggle(code, e.target.checked)}>
          <Typography.Text strong>{def.name}</Typography.Text>
        </Checkbox>
        <Typography.Text type="secondary" className={styles.code}>
          {code}
        </Typography.Text>
        {def.parent ? (
          <Tag bordered={false}>
            {model.defs.get(def.parent.code)?.name}：{parentOption?.title ?? (def.parent.value === 'true' ? '开启' : def.parent.value === 'false' ? '关闭' : def.parent.value)}
          </Tag>
        ) : null}
        {kind === 'brand' && (
          <Space size={12} className={styles.access}>
            <Checkbox checked={s.read} disabled={readOnly || !s.enabled} aria-label={`品牌可读（${def.name}）`} onChange={(e) => onAccess(code, 'read', e.target.checked)}>
              品牌可读
            </Checkbox>
            <Checkbox checked={s.write} disabled={readOnly || !s.enabled} aria-label={`品牌可写（${def.name}）`} onChange={(e) => onAccess(code, 'write', e.target.checked)}>
              品牌可写
            </Checkbox>
          </Space>
        )}
      </div>
      {def.descrip || def.manualText || def.helpLink || def.exampleImage ? (
        <div className={styles.help}>
          {def.descrip ? <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>{def.descrip}</Typography.Paragraph> : null}
          {def.manualText || def.helpLink || def.exampleImage ? (
            <Space size={16} wrap>
              {def.manualText ? <Typography.Text type="secondary">说明：{def.manualText}</Typography.Text> : null}
              {def.helpLink && isWebLink(def.helpLink) ? (
                <Typography.Link href={def.helpLink} target="_blank" rel="noopener noreferrer">
                  <QuestionCircleOutlined /> 帮助文档
                </Typography.Link>
              ) : null}
              {def.exampleImage ? (
                <Space size={4}>
                  <Typography.Text type="secondary">示例图：</Typography.Text>
                  <Image src={def.exampleImage} alt={`${def.name}示例图`} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />
                </Space>
              ) : null}
            </Space>
          ) : null}
        </div>
      ) : null}
      {s.enabled ? (
        <div className={styles.input}>
          <ConfigValueInput def={def} value={s.value} disabled={readOnly} invalid={Boolean(error)} onChange={(v) => onChange(code, v)} />
          {error ? (
            <Typography.Text id={errorId} type="danger" role="alert" className={styles.error}>
              {error}
            </Typography.Text>
          ) : null}
        </div>
      ) : null}
      {children.length > 0 ? (
        <div className={styles.children} role="group" aria-label={`${def.name}的关联配置`}>
          {children.map((c) => (
            <ConfigFieldRow key={c.code} {...props} code={c.code} />
          ))}
        </div>
      ) : null}
    </div>
  )
}
