import { TOKEN_COOKIE } from '@yunying/contracts'

export const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** The session token lives in a cookie that the console reads (spec 1 §7); it is sent as a header, never by the browser. */
export const readToken = () => readCookie(TOKEN_COOKIE)

export const writeToken = (token: string) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${secure}`
}

export const clearToken = () => {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
}
