import { maskMapKey } from '@yunying/contracts'
import { Button, Typography } from 'antd'
import { useState } from 'react'

/** A provider's keys in the list, one a line, masked until 显示 is clicked; '—' when the provider is not configured. */
export const MapKeysCell = ({ keys, provider }: { keys: readonly string[] | undefined; provider: string }) => {
  const [isRevealed, setRevealed] = useState(false)
  if (!keys || keys.length === 0) return <Typography.Text type="secondary">—</Typography.Text>
  return (
    <div style={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
      <div style={{ minWidth: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {keys.map((key, i) => (
          <div key={i}>{isRevealed ? <Typography.Text copyable={{ text: key }}>{key}</Typography.Text> : maskMapKey(key)}</div>
        ))}
      </div>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        aria-label={`${isRevealed ? '隐藏' : '显示'}${provider} Key`}
        aria-pressed={isRevealed}
        onClick={() => setRevealed((v) => !v)}
      >
        {isRevealed ? '隐藏' : '显示'}
      </Button>
    </div>
  )
}
