import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LoadError } from './load-error.js'

describe('LoadError', () => {
  it('says what did not load and why, and retries on 重试', () => {
    const onRetry = vi.fn()
    render(<LoadError what="地图配置" error={new Error('网络异常，请稍后重试')} onRetry={onRetry} />)
    expect(screen.getByText('地图配置加载失败')).toBeInTheDocument()
    expect(screen.getByText('网络异常，请稍后重试')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重试'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('leaves out an empty reason', () => {
    const { container } = render(<LoadError what="品牌详情" error={new Error('')} onRetry={() => {}} />)
    expect(screen.getByText('品牌详情加载失败')).toBeInTheDocument()
    expect(container.querySelector('.ant-alert-description')).toBeNull()
  })
})
