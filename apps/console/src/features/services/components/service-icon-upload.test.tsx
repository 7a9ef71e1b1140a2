import { screen } from '@testing-library/react'
import { SERVICE_ICON_RULE, UploadFileResultSchema } from '@yunying/contracts'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, renderScreen } from '../../../test/screen.js'
import { ServiceIconUpload } from './service-icon-upload.js'

// A 1×1 GIF: a square picture the upload takes, though the icon does not.
const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0))
const UPLOAD = 'dispatch/uploadFile'

describe('the service icon', () => {
  it('names the formats the icon takes when the upload refuses a file', async () => {
    fakeApi().refuse(UPLOAD, '仅允许上传 JPG/PNG/GIF/WEBP/BMP/SVG 图片', 41500, 415)
    const onChange = vi.fn()
    const { user } = renderScreen(<ServiceIconUpload onChange={onChange} />)
    await user.upload(screen.getByLabelText('选择服务图标文件'), new File([GIF], 'icon.png', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_ICON_RULE.message)
    expect(screen.getByRole('alert')).not.toHaveTextContent(/GIF|WEBP/)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses a GIF named .png at once, not at save', async () => {
    fakeApi().answer(UPLOAD, UploadFileResultSchema, () => ({ url: '/files/a.gif', name: 'icon.png', size: 43, contentType: 'image/gif' }))
    const onChange = vi.fn()
    const { user } = renderScreen(<ServiceIconUpload onChange={onChange} />)
    await user.upload(screen.getByLabelText('选择服务图标文件'), new File([GIF], 'icon.png', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_ICON_RULE.message)
    expect(onChange).not.toHaveBeenCalled()
  })
})
