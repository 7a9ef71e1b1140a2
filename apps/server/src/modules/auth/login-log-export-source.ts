import { LOGIN_METHOD_LABELS } from '@yunying/contracts'
import { toSqlText } from '../../lib/sql-literal.js'
import type { ExportSource } from '../exports/export-source.js'
import { LOGIN_LOG_FROM, loginLogConditions, type LoginLogFilter } from './login-logs.repository.js'

export const LOGIN_LOG_SOURCE = 'login-log'

const methodCase = `case l.method ${Object.entries(LOGIN_METHOD_LABELS)
  .map(([k, v]) => `when '${k}' then '${v}'`)
  .join(' ')} else l.method end`

/** The login log with the list's filters, mobile numbers masked as on the screen. */
export const loginLogExportSource = (filter: LoginLogFilter): ExportSource => ({
  modelName: 'LOGIN_LOG',
  modelNameDesc: '登录日志导出',
  title: '登录日志',
  keyTable: 'login_logs',
  keyAlias: 'l',
  from: LOGIN_LOG_FROM,
  where: toSqlText(loginLogConditions(filter)),
  narrowed: true,
  columns: [
    { header: '记录ID', sql: 'l.id', type: 'int', width: 10 },
    { header: '登录时间', sql: 'l.created_at', type: 'time', width: 20 },
    { header: '账号名称', sql: `coalesce(a.name, '')`, type: 'text', width: 16 },
    { header: '手机号', sql: `case when length(l.username) >= 11 then substr(l.username, 1, 3) || '****' || substr(l.username, 8, 4) else l.username end`, type: 'text', width: 14 },
    { header: '登录方式', sql: methodCase, type: 'text', width: 12 },
    { header: '结果', sql: `case when l.success then '成功' else '失败' end`, type: 'text', width: 8 },
    { header: '原因', sql: 'l.reason', type: 'text', width: 30 },
    { header: '客户端地址', sql: 'l.ip', type: 'text', width: 16 },
    { header: '浏览器', sql: 'l.user_agent', type: 'text', width: 40 },
  ],
})
