import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button } from 'antd'
import type { CSSProperties } from 'react'

interface Props {
  /** What did not load: 品牌列表 → 品牌列表加载失败. */
  what: string
  /** Why, shown under the title when there is a message. */
  error?: Error | null
  onRetry: () => void
  style?: CSSProperties
}

/** A query that failed: what did not load, why, and 重试. */
export const LoadError = ({ what, error, onRetry, style }: Props) => (
  <Alert
    type="error"
    showIcon
    style={style}
    message={`${what}加载失败`}
    description={error?.message || undefined}
    action={
      <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
        重试
      </Button>
    }
  />
)
