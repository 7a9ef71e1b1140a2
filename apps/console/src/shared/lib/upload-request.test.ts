import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearToken, writeToken } from './cookie.js'
import { consoleUploadRequest } from './upload-request.js'

const respond = (body: unknown) => vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))

afterEach(() => {
  vi.unstubAllGlobals()
  clearToken()
})

describe('consoleUploadRequest', () => {
  it('posts multipart fileType 0 and file with the token header, and answers in form-kit’s shape', async () => {
    const fetch = respond({ status: true, code: 0, message: '上传成功', data: { url: 'http://x/files/ab/c.png', name: 'c.png', size: 3, contentType: 'image/png' } })
    vi.stubGlobal('fetch', fetch)
    writeToken('tok-7')
    const file = new File(['png'], 'c.png', { type: 'image/png' })
    await expect(consoleUploadRequest(file, { url: 'ignored' })).resolves.toEqual({ status: true, data: { url: 'http://x/files/ab/c.png' } })
    const [url, init] = fetch.mock.calls[0]!
    expect(new URL(url).pathname).toBe('/sellers/dispatch/uploadFile')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'operating-token': 'tok-7' } })
    const body = init.body as FormData
    expect([...body.keys()]).toEqual(['fileType', 'file'])
    expect(body.get('fileType')).toBe('0')
    expect((body.get('file') as File).name).toBe('c.png')
  })

  it('turns a refusal into status false with the server’s message', async () => {
    vi.stubGlobal('fetch', respond({ status: false, code: 40013, message: '文件内容与类型不符，仅支持JPG/PNG/GIF/WEBP/BMP/SVG 图片', data: null }))
    await expect(consoleUploadRequest(new File(['x'], 'a.txt'), { url: '' })).resolves.toEqual({
      status: false,
      message: '文件内容与类型不符，仅支持JPG/PNG/GIF/WEBP/BMP/SVG 图片',
    })
  })
})
