import { render, screen } from '@testing-library/react'
import { ARRAY_INDEX_KEY, cleanValues } from './clean-values.js'
import { formatMessage } from './locale.js'
import { FormKitProvider, useFormKit } from './provider.js'
import { DEFAULT_UPLOAD_PATH, deriveUploadUrl } from './upload-url.js'

const at = (href: string) => {
  const url = new URL(href)
  return { hostname: url.hostname, protocol: url.protocol, origin: url.origin }
}

describe('deriveUploadUrl', () => {
  const suffixes = ['.dev.example.com', '.test.example.com', '.pre.example.com', '.example.com']

  it('uses the known suffix the current host ends with', () => {
    expect(deriveUploadUrl(at('https://console.test.example.com/x'), { suffixes })).toBe(
      `https://gateway.test.example.com${DEFAULT_UPLOAD_PATH}`,
    )
  })

  it('falls back to the last suffix for an unknown host', () => {
    expect(deriveUploadUrl(at('https://ops.other.cn'), { suffixes })).toBe(`https://gateway.example.com${DEFAULT_UPLOAD_PATH}`)
  })

  it('uses the host’s own domain without a list, and the local origin on localhost', () => {
    expect(deriveUploadUrl(at('https://console.shop.cn'))).toBe(`https://gateway.shop.cn${DEFAULT_UPLOAD_PATH}`)
    expect(deriveUploadUrl(at('http://localhost:5173/a'))).toBe(`http://localhost:5173${DEFAULT_UPLOAD_PATH}`)
    expect(deriveUploadUrl(at('http://127.0.0.1:8080'), { path: '/up' })).toBe('http://127.0.0.1:8080/up')
  })
})

function Probe() {
  const { locale, uploadUrl, t } = useFormKit()
  return (
    <p>
      {locale}|{uploadUrl}|{t('tooManyFiles', { n: 3 })}
    </p>
  )
}

describe('FormKitProvider', () => {
  it('defaults to Chinese and the derived upload URL without a provider', () => {
    render(<Probe />)
    expect(screen.getByText(`zh-CN|${window.location.origin}${DEFAULT_UPLOAD_PATH}|最多只能上传3个文件`)).toBeInTheDocument()
  })

  it('passes the configured locale and upload URL down', () => {
    render(
      <FormKitProvider locale="en-US" uploadUrl="https://up.test/file">
        <Probe />
      </FormKitProvider>,
    )
    expect(screen.getByText('en-US|https://up.test/file|You can upload at most 3 files')).toBeInTheDocument()
  })

  it('has every default button text of the spec', () => {
    const keys = ['cancel', 'saveDraft', 'submit', 'delete', 'upload', 'viewExample', 'ok', 'previous', 'next'] as const
    expect(keys.map((key) => formatMessage('zh-CN', key))).toEqual(['取消', '保存草稿', '提交并保存', '删除', '上传', '查看示例', '确定', '上一步', '下一步'])
  })
})

describe('cleanValues', () => {
  it('drops the ArrayTable index key at any depth and returns a detached copy', () => {
    const values = { rows: [{ name: 'a', [ARRAY_INDEX_KEY]: 0, nested: [{ id: 1, [ARRAY_INDEX_KEY]: 0 }] }], title: 't' }
    const clean = cleanValues(values)
    expect(clean).toEqual({ rows: [{ name: 'a', nested: [{ id: 1 }] }], title: 't' })
    ;(clean.rows[0] as { name: string }).name = 'changed'
    expect(values.rows[0]?.name).toBe('a')
  })
})
