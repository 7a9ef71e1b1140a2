import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './rich-text.js'

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting, images and videos', () => {
    const html = '<h2>介绍</h2><p><strong>粗体</strong> <em>斜体</em></p><ul><li>一</li></ul><img src="https://cdn.example.com/a.png" alt="图"><video src="/files/ab/x.mp4"></video>'
    expect(sanitizeRichText(html)).toBe(
      '<h2>介绍</h2><p><strong>粗体</strong> <em>斜体</em></p><ul><li>一</li></ul><img src="https://cdn.example.com/a.png" alt="图" /><video src="/files/ab/x.mp4" controls="controls"></video>',
    )
  })

  it('drops scripts, handlers, frames, styles and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="position:fixed">文</p><script>alert(1)</script><iframe src="https://evil"></iframe><a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(1)"><style>p{}</style>'
    const clean = sanitizeRichText(html)
    expect(clean).toBe('<p>文</p><a target="_blank" rel="noopener noreferrer">链接</a><img src="x" />')
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|javascript|style/i)
  })

  it('opens links in a new tab without an opener, and stores an empty document as nothing', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self">a</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>')
    expect(sanitizeRichText('<p></p>')).toBe('')
    expect(sanitizeRichText('<p><br></p>')).toBe('')
  })
})
