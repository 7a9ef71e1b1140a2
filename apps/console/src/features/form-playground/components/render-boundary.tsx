import { Alert } from 'antd'
import { Component, type ReactNode } from 'react'

interface Props {
  /** A new key (the next schema) clears the error. */
  resetKey: unknown
  children: ReactNode
}

interface State {
  error: Error | null
  key: unknown
}

/** Keeps a schema that throws while rendering from taking the page down; says what broke, in Chinese. */
export class RenderBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey }
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <Alert
        type="error"
        showIcon
        message="表单渲染失败"
        description={`这个 Schema 能解析，但渲染时出错：${this.state.error.message}。请检查组件的属性（x-component-props）是否与组件相符。`}
      />
    )
  }
}
