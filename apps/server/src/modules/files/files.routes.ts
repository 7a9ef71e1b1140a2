import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorCodes, UploadFileFieldsSchema, UploadFileResultSchema, UploadImageFieldsSchema, UploadImageResultSchema, envelopeOf, success } from '@yunying/contracts'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import { isFileKey } from './file-store.js'
import type { FilesService, UploadRule } from './files.service.js'

export interface UploadLimits {
  imageMaxBytes: number
  videoMaxBytes: number
  fileMaxBytes: number
  /** Uploads per client address per minute. */
  perMinute: number
}

const IMAGES = ['jpg', 'png', 'gif', 'webp', 'bmp', 'svg']
const VIDEOS = ['mp4', 'mov', 'webm']
/** The `type` words of `coroutine/open/upload/image` and the file types each admits. */
const TYPE_WORDS: Record<string, { ext: string[]; label: string }> = {
  pic: { ext: IMAGES, label: '图片' },
  excel: { ext: ['xlsx', 'xls', 'csv'], label: 'Excel/CSV' },
  pdf: { ext: ['pdf'], label: 'PDF' },
  word: { ext: ['docx'], label: 'Word' },
}

const parseFields = <T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> => {
  const parsed = schema.safeParse(fields)
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((i) => ({ path: `body.${i.path.join('.')}`, message: i.message }))
    throw new AppError('VALIDATION_FAILED', undefined, fieldErrors)
  }
  return parsed.data
}


export const filesRoutes =
  (files: FilesService, limits: UploadLimits, publicUrl: (path: string) => string): FastifyPluginAsyncZod =>
  async (app) => {
    const requireMultipart = (isMultipart: boolean) => {
      if (!isMultipart) throw new AppError('FILE_MISSING')
    }

    app.post(
      '/sellers/dispatch/uploadFile',
      {
        config: { access: 'session', rateLimit: { max: limits.perMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['文件'],
          summary: '上传图片或视频（fileType 0 图片，1 视频）',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(UploadFileResultSchema) },
        },
      },
      async (request) => {
        requireMultipart(request.isMultipart())
        const uploaded = await files.receive(
          request.parts(),
          (fields): UploadRule => {
            const { fileType } = parseFields(UploadFileFieldsSchema, fields)
            return fileType === 1
              ? { accept: new Set(VIDEOS), maxBytes: limits.videoMaxBytes, label: 'MP4/MOV/WEBM 视频' }
              : { accept: new Set(IMAGES), maxBytes: limits.imageMaxBytes, label: 'JPG/PNG/GIF/WEBP/BMP/SVG 图片' }
          },
          Math.max(limits.imageMaxBytes, limits.videoMaxBytes),
          request.session?.accountId ?? null,
        )
        request.operationDetail = { uploaded: uploaded.key, size: uploaded.size }
        const { key, name, size, contentType } = uploaded
        return success({ url: publicUrl(`/files/${key}`), name, size, contentType }, '上传成功')
      },
    )

    app.post(
      '/coroutine/open/upload/image',
      {
        config: { access: 'session', rateLimit: { max: limits.perMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['文件'],
          summary: '上传图片或文档（type 默认 excel,pic,pdf,word；成功码 2000）',
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(UploadImageResultSchema) },
        },
      },
      async (request) => {
        requireMultipart(request.isMultipart())
        const uploaded = await files.receive(
          request.parts(),
          (fields): UploadRule => {
            const { type } = parseFields(UploadImageFieldsSchema, fields)
            const words = type.split(',').map((w) => TYPE_WORDS[w.trim()]).filter((w): w is { ext: string[]; label: string } => w !== undefined)
            if (words.length === 0) throw new AppError('VALIDATION_FAILED', 'type 取值应为 excel、pic、pdf、word 之一或其组合')
            return {
              accept: new Set(words.flatMap((w) => w.ext)),
              maxBytes: limits.fileMaxBytes,
              label: words.map((w) => w.label).join('、'),
            }
          },
          limits.fileMaxBytes,
          request.session?.accountId ?? null,
        )
        request.operationDetail = { uploaded: uploaded.key, size: uploaded.size }
        const path = `/files/${uploaded.key}`
        return success({ path, url: publicUrl(path) }, '上传成功', ErrorCodes.IMAGE_UPLOAD_OK.code)
      },
    )

    app.get(
      '/files/:shard/:name',
      {
        config: { access: 'public' },
        schema: {
          tags: ['文件'],
          summary: '读取已上传的文件',
          params: z.object({ shard: z.string(), name: z.string() }),
        },
      },
      async (request, reply) => {
        const key = `${request.params.shard}/${request.params.name}`
        const row = isFileKey(key) ? await files.findPublic(key) : null
        if (!row) throw new AppError('NOT_FOUND', '文件不存在或已删除')
        const disposition = row.kind === 'document' ? 'attachment' : 'inline'
        return reply
          .header('content-type', row.contentType)
          .header('content-length', row.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
          .send(files.open(key))
      },
    )
  }

