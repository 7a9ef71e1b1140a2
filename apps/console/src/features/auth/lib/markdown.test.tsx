import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Markdown, parseMarkdown } from './markdown.js'

const SOURCE = `# 服务协议

> 本协议为通用模板。

## 一、范围

1. 第一条
2. **第二条**，见 \`LEGAL_DIR\`

- 甲
- 乙
  续行

正文第一行
正文第二行
`

describe('Markdown', () => {
  it('reads headings, quotes, lists and paragraphs', () => {
    expect(parseMarkdown(SOURCE)).toEqual([
      { kind: 'heading', level: 1, text: '服务协议' },
      { kind: 'quote', text: '本协议为通用模板。' },
      { kind: 'heading', level: 2, text: '一、范围' },
      { kind: 'list', ordered: true, items: ['第一条', '**第二条**，见 `LEGAL_DIR`'] },
      { kind: 'list', ordered: false, items: ['甲', '乙 续行'] },
      { kind: 'paragraph', text: '正文第一行 正文第二行' },
    ])
  })

  it('renders elements, with bold and code', () => {
    const { container } = render(<Markdown source={SOURCE} />)
    expect(container.querySelector('h1')).toHaveTextContent('服务协议')
    expect(container.querySelectorAll('ol li')).toHaveLength(2)
    expect(container.querySelector('ol strong')).toHaveTextContent('第二条')
    expect(container.querySelector('code')).toHaveTextContent('LEGAL_DIR')
  })

  it('never turns the text into HTML', () => {
    const { container } = render(<Markdown source={'<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n- <b>x</b>'} />)
    expect(container.querySelector('img, script, b')).toBeNull()
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <script>alert(2)</script>')
  })
})
