import { toSqlText } from '../../lib/sql-literal.js'
import type { TenantScope } from '../access/tenant-scope.js'
import type { ExportSource } from '../exports/export-source.js'
import { OPERATION_LOG_FROM, logConditions, type LogFilter } from './operation-log.repository.js'

export const OPERATION_LOG_SOURCE = 'operation-log'

/** The operation log with the screen's filters and the session's scope, mobile numbers masked. */
export const operationLogExportSource = (filter: LogFilter, scope: TenantScope, keywordRoutes: readonly string[]): ExportSource => ({
  modelName: 'OPERATION_LOG',
  modelNameDesc: '操作日志导出',
  title: '操作日志',
  keyTable: 'operation_logs',
  keyAlias: 'l',
  from: OPERATION_LOG_FROM,
  where: toSqlText(logConditions(filter, scope, keywordRoutes)),
  narrowed: true,
  columns: [
    { header: '记录ID', sql: 'l.id', type: 'int', width: 10 },
    { header: '操作时间', sql: 'l.created_at', type: 'time', width: 20 },
    { header: '操作人', sql: `coalesce(a.name, '')`, type: 'text', width: 14 },
    { header: '手机号', sql: `case when length(coalesce(a.username, '')) >= 11 then substr(a.username, 1, 3) || '****' || substr(a.username, 8, 4) else coalesce(a.username, '') end`, type: 'text', width: 14 },
    { header: '所属组织', sql: `case l.org_type when 0 then '平台' when 1 then coalesce(g.name, '') when 2 then coalesce(b.name, '') else '' end`, type: 'text', width: 18 },
    { header: '页面', sql: `coalesce(m.name, '')`, type: 'text', width: 14 },
    { header: '页面路径', sql: 'l.operating_url', type: 'text', width: 30 },
    { header: '请求', sql: `l.method || ' ' || l.route`, type: 'text', width: 40 },
    { header: '结果', sql: `case when l.code = 0 and l.status_code < 400 then '成功' else '失败' end`, type: 'text', width: 8 },
    { header: '客户端地址', sql: 'l.ip', type: 'text', width: 16 },
    { header: '请求编号', sql: 'l.request_id', type: 'text', width: 24 },
  ],
})
