import { describe, expect, it } from 'vitest'
import { adminTestApp, authed } from './factories/accounts.js'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
// A Windows executable's first bytes, named as if it were a picture.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])

const form = (parts: Array<[string, string | Blob, string?]>) => {
  const fd = new FormData()
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') fd.append(name, value)
    else fd.append(name, value, filename)
  }
  return fd
}

describe('file uploads', () => {
  const t = adminTestApp({ env: { UPLOAD_IMAGE_MAX_BYTES: '1024', UPLOAD_FILE_MAX_BYTES: '2048' } })

  const upload = (url: string, payload: FormData, headers = authed(t.operator)) =>
    t.app.inject({ method: 'POST', url, headers, payload })

  it('stores an image under a random name and serves it with its type and nosniff', async () => {
    const res = await upload('/sellers/dispatch/uploadFile', form([['fileType', '0'], ['file', new Blob([PNG]), 'logo.png']]))
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ status: true, code: 0, data: { name: 'logo.png', size: PNG.length, contentType: 'image/png' } })
    expect(body.data.url).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/)
    expect(body.data.url).not.toContain('logo')
    const served = await t.app.inject({ method: 'GET', url: body.data.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    // The request log names the route, never the file key.
    expect(t.logs.some((l) => l.route === '/files/:shard/:name' && !('path' in l))).toBe(true)
    expect(t.logText()).not.toContain(body.data.url.split('/').at(-1))
  })

  it('refuses a renamed executable by its content, whatever its name', async () => {
    const res = await upload('/sellers/dispatch/uploadFile', form([['fileType', '0'], ['file', new Blob([EXE]), 'photo.png']]))
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ status: false, code: 41500, message: '文件内容与类型不符，仅支持JPG/PNG/GIF/WEBP/BMP/SVG 图片' })
  })

  it('refuses an SVG that carries a script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const res = await upload('/sellers/dispatch/uploadFile', form([['file', new Blob([svg]), 'icon.svg']]))
    expect(res.statusCode).toBe(415)
  })

  it('refuses a file over the configured limit with 413 and a message naming the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2000)])
    const res = await upload('/sellers/dispatch/uploadFile', form([['fileType', '0'], ['file', new Blob([big]), 'big.png']]))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ status: false, code: 41300, message: '文件大小不能超过1KB' })
  })

  it('refuses a request without a file with a clear message', async () => {
    const res = await upload('/sellers/dispatch/uploadFile', form([['fileType', '0']]))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: false, code: 40002, message: '请选择要上传的文件' })
    const notMultipart = await t.app.inject({ method: 'POST', url: '/sellers/dispatch/uploadFile', headers: authed(t.operator), payload: {} })
    expect(notMultipart.json()).toMatchObject({ code: 40002 })
  })

  it('refuses a bad fileType with the field named', async () => {
    const res = await upload('/sellers/dispatch/uploadFile', form([['fileType', '7'], ['file', new Blob([PNG]), 'a.png']]))
    expect(res.statusCode).toBe(400)
    expect(res.json().data[0].path).toBe('body.fileType')
  })

  it('answers the image-upload endpoint with code 2000 and data.path', async () => {
    const res = await upload('/coroutine/open/upload/image', form([['type', 'pic'], ['store_type', '1'], ['file', new Blob([PNG]), 'x.png']]))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, code: 2000, data: { path: expect.stringMatching(/^\/files\/.+\.png$/) } })
    const pdfOnly = await upload('/coroutine/open/upload/image', form([['type', 'pdf'], ['file', new Blob([PNG]), 'x.pdf']]))
    expect(pdfOnly.statusCode).toBe(415)
  })

  it('needs a session to upload, and lists no directory', async () => {
    const res = await upload('/sellers/dispatch/uploadFile', form([['file', new Blob([PNG]), 'a.png']]), {} as never)
    expect(res.json()).toMatchObject({ code: 50002 })
    expect((await t.app.inject({ method: 'GET', url: '/files/' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/files/ab/' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/files/..%2F..%2Fetc/passwd' })).statusCode).toBe(404)
  })
})

describe('upload checks over the whole file, and the upload rate', () => {
  const t = adminTestApp({ env: { UPLOAD_IMAGE_MAX_BYTES: String(64 * 1024), UPLOAD_RATE_PER_MINUTE: '3' } })

  const upload = (svg: string, headers = authed(t.operator)) =>
    t.app.inject({ method: 'POST', url: '/sellers/dispatch/uploadFile', headers, payload: form([['file', new Blob([Buffer.from(svg)]), 'icon.svg']]) })

  it('refuses an SVG whose script comes after harmless first bytes, and stops a client past the upload rate', async () => {
    const padded = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'花'.repeat(3000)}</desc><script>alert(1)</script></svg>`
    expect(Buffer.byteLength(padded)).toBeGreaterThan(9000)
    const refused = await upload(padded)
    expect(refused.statusCode).toBe(415)
    expect(refused.json()).toMatchObject({ status: false, code: 41500, message: '文件内容与类型不符，仅支持JPG/PNG/GIF/WEBP/BMP/SVG 图片' })
    const plain = await upload(`<svg xmlns="http://www.w3.org/2000/svg"><desc>${'花'.repeat(3000)}</desc></svg>`)
    expect(plain.statusCode).toBe(200)
    // Three uploads a minute in this app, the refused one included: the next one is refused before it is read.
    const fourth = await upload('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    expect(fourth.statusCode).toBe(200)
    const fifth = await upload('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    expect(fifth.statusCode).toBe(429)
    expect(fifth.json()).toMatchObject({ status: false, code: 42900, message: '请求过于频繁，请稍后再试' })
  })
})
