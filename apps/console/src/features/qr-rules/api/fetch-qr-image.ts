import { TOKEN_HEADER } from '@yunying/contracts'
import { readToken } from '../../../shared/lib/cookie.js'
import { gatewayBase } from '../../../shared/lib/gateway.js'
import { RequestError } from '../../../shared/lib/request.js'
import { QR_APP } from './qr-keys.js'

/**
 * `GET …/tool/qrcode/image {codeId}`: the code as an SVG, read with the session header (the server
 * authenticates by the header only, so an `<img src>` could not carry it) and handed back as text.
 */
export const fetchQrImage = async (codeId: number): Promise<string> => {
  const url = new URL(`/${QR_APP}/cmk-operating/tool/qrcode/image`, `${gatewayBase()}/`)
  url.searchParams.set('codeId', String(codeId))
  const token = readToken()
  const response = await fetch(url, { credentials: 'include', headers: token ? { [TOKEN_HEADER]: token } : {} })
  if (!response.ok) throw new RequestError('二维码图片加载失败', -1, null, response.status)
  return response.text()
}
