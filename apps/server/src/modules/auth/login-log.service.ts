import { maskPhone, type LoginLogPage, type LoginMethod } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { toChinaTime } from '../../lib/china-time.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from './session-context.js'
import { countLoginLogs, findLoginLogPage, loginLogConditions, type LoginLogFilter } from './login-logs.repository.js'

/** The login log: platform-wide, read by operators only (it names every account on the platform). */
export const createLoginLogService = ({ db }: { db: Db }) => ({
  async list(session: SessionContext, body: LoginLogFilter & { pageNum: number; pageSize: number }): Promise<LoginLogPage> {
    assertPlatformWide(session.scope)
    const where = loginLogConditions(body)
    const [rows, total] = await Promise.all([findLoginLogPage(db, where, (body.pageNum - 1) * body.pageSize, body.pageSize), countLoginLogs(db, where)])
    return {
      list: rows.map((r) => ({
        id: r.id,
        createdAt: toChinaTime(r.createdAt),
        accountId: r.accountId,
        accountName: r.accountName,
        accountPhone: maskPhone(r.username),
        method: r.method as LoginMethod,
        success: r.success,
        reason: r.reason,
        ip: r.ip,
        userAgent: r.userAgent,
      })),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }
  },
})

export type LoginLogService = ReturnType<typeof createLoginLogService>
