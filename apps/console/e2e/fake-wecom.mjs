// A fake enterprise-WeChat provider on 127.0.0.1 for the browser tests (started by playwright.config.ts).
// Its authorisation page sends the browser straight back with a code; its API maps that code to
// the seeded operator's mobile.
import http from 'node:http'

const port = Number(process.env.FAKE_WECOM_PORT ?? 8194)
http
  .createServer((req, res) => {
    const url = new URL(req.url, `http://127.0.0.1:${port}`)
    const json = (body) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/healthz') return json({ ok: true })
    if (url.pathname === '/sso') {
      const back = new URL(url.searchParams.get('redirect_uri'))
      back.searchParams.set('code', 'fake-code-ok')
      back.searchParams.set('state', url.searchParams.get('state'))
      res.writeHead(302, { location: back.toString() })
      return res.end()
    }
    if (url.pathname === '/cgi-bin/gettoken') return json({ errcode: 0, access_token: 'fake-access-token' })
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      return url.searchParams.get('code') === 'fake-code-ok' ? json({ errcode: 0, userid: 'operator' }) : json({ errcode: 40029, errmsg: 'invalid code' })
    }
    if (url.pathname === '/cgi-bin/user/get') return json({ errcode: 0, mobile: '13800000000' })
    res.writeHead(404)
    res.end()
  })
  .listen(port, '127.0.0.1')
