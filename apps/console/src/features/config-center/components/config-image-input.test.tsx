import { screen } from '@testing-library/react'
import { UploadFileResultSchema } from '@yunying/contracts'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, renderScreen } from '../../../test/screen.js'
import { ConfigImageInput } from './config-image-input.js'

const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0))
const UPLOAD = 'dispatch/uploadFile'

describe('an image value of the configuration', () => {
  it('uploads a picture and keeps its address', async () => {
    const api = fakeApi().answer(UPLOAD, UploadFileResultSchema, () => ({ url: '/files/logo.gif', name: 'logo.gif', size: 43, contentType: 'image/gif' }))
    const onChange = vi.fn()
    const { user } = renderScreen(<ConfigImageInput label="门店图片" value="" onChange={onChange} />)
    await user.upload(screen.getByLabelText('选择门店图片文件'), new File([GIF], 'logo.gif', { type: 'image/gif' }))
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/logo.gif'))
    expect(api.calls(UPLOAD)).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('refuses a picture over 5 MB before sending it, and shows the upload’s own refusal', async () => {
    const api = fakeApi().refuse(UPLOAD, '文件类型不支持', 41500, 415)
    const onChange = vi.fn()
    const { user } = renderScreen(<ConfigImageInput label="门店图片" value="" onChange={onChange} />)
    await user.upload(screen.getByLabelText('选择门店图片文件'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('图片不能超过 5MB')
    expect(api.calls(UPLOAD)).toHaveLength(0)
    await user.upload(screen.getByLabelText('选择门店图片文件'), new File([GIF], 'logo.png', { type: 'image/png' }))
    expect(await screen.findByText('文件类型不支持')).toHaveAttribute('role', 'alert')
    expect(onChange).not.toHaveBeenCalled()
  })
})
