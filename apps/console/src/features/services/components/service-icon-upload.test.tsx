import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SERVICE_ICON_RULE } from '@yunying/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServiceIconUpload } from './service-icon-upload.js'

// A 1×1 GIF: a square picture the upload takes, though the icon does not.
const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0))
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('the service icon', () => {
  it('names the formats the icon takes when the upload refuses a file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ status: false, code: 41500, message: '仅允许上传 JPG/PNG/GIF/WEBP/BMP/SVG 图片', data: null }, 415)))
    const onChange = vi.fn()
    render(<ServiceIconUpload onChange={onChange} />)
    await userEvent.upload(screen.getByLabelText('选择服务图标文件'), new File([GIF], 'icon.png', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_ICON_RULE.message)
    expect(screen.getByRole('alert')).not.toHaveTextContent(/GIF|WEBP/)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses a GIF named .png at once, not at save', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ status: true, code: 0, message: '上传成功', data: { url: '/files/a.gif', name: 'icon.png', size: 43, contentType: 'image/gif' } })))
    const onChange = vi.fn()
    render(<ServiceIconUpload onChange={onChange} />)
    await userEvent.upload(screen.getByLabelText('选择服务图标文件'), new File([GIF], 'icon.png', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_ICON_RULE.message)
    expect(onChange).not.toHaveBeenCalled()
  })
})
