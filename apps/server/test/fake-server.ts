import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeRequest {
  method: string
  url: URL
  headers: http.IncomingHttpHeaders
  body: string
}

/** A real HTTP server on 127.0.0.1 standing in for an outside provider (SMS gateway, enterprise WeChat). */
export const startFakeServer = async (answer: (req: FakeRequest) => { status?: number; json: unknown }) => {
  const requests: FakeRequest[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const request = { method: req.method!, url: new URL(req.url!, 'http://127.0.0.1'), headers: req.headers, body }
      requests.push(request)
      const out = answer(request)
      res.writeHead(out.status ?? 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(out.json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
