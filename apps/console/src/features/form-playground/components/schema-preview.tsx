import type { Form } from '@formily/core'
import type { ISchema } from '@formily/json-schema'
import { observer } from '@formily/react'
import { FormKitLayout, SchemaForm, resetForm, scrollToFirstError, type StepWizard } from '@yunying/form-kit'
import { App, Button, Space, Tag, theme } from 'antd'
import { useEffect, useMemo, useState, type CSSProperties } from 'react'
import { findSections, visibleSections } from '../lib/schema-sections.js'
import { RenderBoundary } from './render-boundary.js'
import styles from './playground.module.css'

interface SchemaPreviewProps {
  schema: ISchema
  form: Form
  wizard: StepWizard<object>
  /** Changes with every newly applied schema. */
  revision: number
}

/** 校验 / 重置 / 切换只读, and the form's current pattern. */
const Toolbar = observer(({ form }: { form: Form }) => {
  const { message } = App.useApp()
  const readPretty = form.pattern === 'readPretty'
  const validate = async () => {
    try {
      await form.validate()
      void message.success('校验通过')
    } catch {
      void scrollToFirstError()
      void message.error(`校验未通过：${form.errors.length} 处错误`)
    }
  }
  return (
    <Space wrap>
      <Button onClick={() => void validate()}>校验</Button>
      <Button onClick={() => void resetForm(form).then(() => message.info('已恢复初始值'))}>重置</Button>
      <Button onClick={() => form.setPattern(readPretty ? 'editable' : 'readPretty')}>切换只读</Button>
      <Tag color={readPretty ? 'orange' : 'blue'} data-testid="form-pattern">
        {readPretty ? '只读' : '可编辑'}
      </Tag>
    </Space>
  )
})

interface PreviewLayoutProps extends SchemaPreviewProps {
  container: HTMLDivElement | null
}

/** The toolkit's page layout around the form; the directory lists the sections on screen. */
const PreviewLayout = observer(({ schema, form, wizard, container }: PreviewLayoutProps) => {
  const { message } = App.useApp()
  const sections = useMemo(() => findSections(schema), [schema])
  const directory = visibleSections(sections, wizard).map(({ id, title }) => ({ id, title }))
  const step = wizard.current

  // A new step starts at its top, and the directory highlights its first section.
  useEffect(() => {
    if (!container) return
    container.scrollTop = 0
    container.dispatchEvent(new Event('scroll'))
  }, [container, step])

  return (
    <FormKitLayout
      wizard={wizard}
      directory={directory}
      scrollContainer={container ?? undefined}
      fixedActionBar={false}
      onCancel={() => void message.info('试验场中“取消”不会离开页面')}
    >
      <SchemaForm form={form} schema={schema} />
    </FormKitLayout>
  )
})

/** The rendered schema in its own scrolling box, with the toolbar above it. */
export const SchemaPreview = (props: SchemaPreviewProps) => {
  const { token } = theme.useToken()
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const boxStyle = { '--pg-bg': token.colorBgContainer, '--pg-border': token.colorBorderSecondary } as CSSProperties
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Toolbar form={props.form} />
      <div ref={setContainer} className={styles.previewBox} style={boxStyle} data-testid="form-preview">
        <RenderBoundary resetKey={props.revision}>
          <PreviewLayout key={props.revision} {...props} container={container} />
        </RenderBoundary>
      </div>
    </Space>
  )
}
