import { screen, waitFor, within } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../../test/render-schema.js'
import type { UploadRequest } from '../../core/types.js'
import { checkUploadFile, defaultUploadRequest } from './upload-request.js'

const MB = 1024 * 1024

function fileOfSize(name: string, bytes: number): File {
  const file = new File(['x'], name, { type: 'application/pdf' })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

function renderUpload(props: Record<string, unknown>, uploadRequest: UploadRequest) {
  const view = renderSchema(
    objectSchema({ files: { type: 'array', title: '附件', 'x-decorator': 'FormItem', 'x-component': 'Upload', 'x-component-props': props } }),
    { uploadRequest, uploadUrl: 'https://gateway.test/upload' },
  )
  // rc-upload swaps its <input> after every upload, so it is looked up each time.
  const upload = (file: File) => view.user.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, file)
  return { ...view, upload }
}

const okRequest = (url = 'https://cdn.test/a.pdf') => vi.fn<UploadRequest>().mockResolvedValue({ status: true, message: '', data: { url } })

describe('FileUpload', () => {
  it('refuses a file of exactly the size limit with 上传文件大小不能超过2MB', async () => {
    const request = okRequest()
    const { upload, form } = renderUpload({ sizeLimit: 2 }, request)
    await upload(fileOfSize('menu.pdf', 2 * MB))
    expect(await screen.findByRole('alert')).toHaveTextContent('上传文件大小不能超过2MB')
    expect(request).not.toHaveBeenCalled()
    expect(form.values.files ?? []).toHaveLength(0)
  })

  it('sends a file just under the limit and stores the returned address', async () => {
    const request = okRequest()
    const { upload, form, container } = renderUpload({ sizeLimit: 2 }, request)
    await upload(fileOfSize('menu.pdf', 2 * MB - 1))
    await waitFor(() => expect(form.values.files).toEqual([{ name: 'menu.pdf', url: 'https://cdn.test/a.pdf' }]))
    expect(request).toHaveBeenCalledWith(expect.any(File), { url: 'https://gateway.test/upload' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(within(container.querySelector('.ant-upload-list') as HTMLElement).getByTitle('menu.pdf')).toBeInTheDocument()
  })

  it('refuses a file beyond the maximum count with 最多只能上传2个文件', async () => {
    const request = okRequest()
    const { upload } = renderUpload({ maxCount: 2 }, request)
    await upload(fileOfSize('a.pdf', 10))
    await upload(fileOfSize('b.pdf', 10))
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2))
    await upload(fileOfSize('c.pdf', 10))
    expect(await screen.findByRole('alert')).toHaveTextContent('最多只能上传2个文件')
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('replaces the file when the maximum count is 1', async () => {
    const request = vi
      .fn<UploadRequest>()
      .mockResolvedValueOnce({ status: true, data: { url: 'https://cdn.test/1.pdf' } })
      .mockResolvedValueOnce({ status: true, data: { url: 'https://cdn.test/2.pdf' } })
    const { upload, form } = renderUpload({ maxCount: 1 }, request)
    await upload(fileOfSize('first.pdf', 10))
    await waitFor(() => expect(form.values.files).toHaveLength(1))
    await upload(fileOfSize('second.pdf', 10))
    await waitFor(() => expect(form.values.files).toEqual([{ name: 'second.pdf', url: 'https://cdn.test/2.pdf' }]))
  })

  it('shows the server message when status is false, and 上传失败 when the request fails', async () => {
    const request = vi
      .fn<UploadRequest>()
      .mockResolvedValueOnce({ status: false, message: '文件类型不支持', data: null })
      .mockRejectedValueOnce(new Error('network'))
    const { upload, form } = renderUpload({}, request)
    await upload(fileOfSize('a.exe', 10))
    expect(await screen.findByText('文件类型不支持')).toBeInTheDocument()
    await upload(fileOfSize('b.pdf', 10))
    expect(await screen.findByText('上传失败')).toBeInTheDocument()
    expect(form.values.files ?? []).toHaveLength(0)
  })
})

describe('upload checks and request', () => {
  it('refuses at or above the limit only', () => {
    expect(checkUploadFile({ size: MB }, { sizeLimitMb: 1, currentCount: 0 })).toEqual({ key: 'fileTooLarge', params: { n: 1 } })
    expect(checkUploadFile({ size: MB - 1 }, { sizeLimitMb: 1, currentCount: 0 })).toBeNull()
    expect(checkUploadFile({ size: 1 }, { maxCount: 1, currentCount: 1 })).toBeNull()
  })

  it('posts multipart field "file" with credentials and reads the response', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'ok', data: { url: 'u' } })))
    vi.stubGlobal('fetch', fetchMock)
    const file = fileOfSize('a.png', 10)
    await expect(defaultUploadRequest(file, { url: 'https://gateway.test/upload' })).resolves.toEqual({ status: true, message: 'ok', data: { url: 'u' } })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('https://gateway.test/upload')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' })
    expect((init.body as FormData).get('file')).toBe(file)
    vi.unstubAllGlobals()
  })
})
