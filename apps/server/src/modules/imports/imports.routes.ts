import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ImportStartedSchema, envelopeOf, success } from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'
import type { ImportsService } from './imports.service.js'

const BASE = '/org-center/operating/cfg/accounts'

/**
 * Brand super-admin import: upload (multipart `file`, .xlsx or .csv) and its template. The upload
 * counts against the same per-client rate as the other uploads (`perMinute`, UPLOAD_RATE_PER_MINUTE).
 */
export const importsRoutes =
  (imports: ImportsService, perMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/import-hq-account`,
      {
        config: { access: 'code:brand.edit.btn', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['导入'],
          summary: '导入品牌超级管理员（.xlsx 或 .csv：品牌ID、姓名、手机区号、手机号）；结果见任务中心',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(ImportStartedSchema) },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('FILE_MISSING')
        const part = await request.file()
        if (!part || part.fieldname !== 'file') throw new AppError('FILE_MISSING')
        const started = await imports.startSuperAdminImport(request.session!, { filename: part.filename || 'import.xlsx', stream: part.file })
        request.operationDetail = { planId: started.planId, file: part.filename }
        return success(started, '导入任务已创建，请在任务中心查看结果')
      },
    )

    app.get(
      `${BASE}/import-hq-account-template`,
      {
        config: { access: 'code:brand.edit.btn' },
        schema: { tags: ['导入'], summary: '下载品牌超级管理员导入模板（xlsx）' },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent('品牌超级管理员导入模板.xlsx')}`)
          .send(await imports.template()),
    )
  }
