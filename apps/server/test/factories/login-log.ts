import { toChinaTime } from '../../src/lib/china-time.js'
import type { TestApp } from '../build-app.js'
import { authed, loginAsAdmin } from './accounts.js'

export interface LoginLogEntry {
  accountName: string
  accountPhone: string
  method: string
  success: boolean
  reason: string
  ip: string
  userAgent: string
}

/** Today's login log as an operator reads it through the list call, newest first. */
export const readLoginLog = async (t: TestApp, filter: Record<string, unknown> = {}): Promise<LoginLogEntry[]> => {
  const today = toChinaTime(new Date()).slice(0, 10)
  const res = await t.app.inject({
    method: 'POST',
    url: '/org-center/login-log/list',
    headers: authed(await loginAsAdmin(t)),
    payload: { createdAtBegin: today, createdAtEnd: today, pageSize: 100, ...filter },
  })
  if (res.statusCode !== 200) throw new Error(`login-log/list answered ${res.statusCode}: ${res.body}`)
  return res.json().data.list
}
