import { z } from 'zod'

/** `fileType` of `POST /sellers/dispatch/uploadFile`: 0 image, 1 video (spec 1 §7). */
export const UploadFileType = { image: 0, video: 1 } as const

export const UploadFileFieldsSchema = z.object({
  fileType: z.coerce.number().int().pipe(z.union([z.literal(0), z.literal(1)])).default(0),
})

export const UploadFileResultSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
})
export type UploadFileResult = z.infer<typeof UploadFileResultSchema>

/** `POST /coroutine/open/upload/image`: `type` defaults to 'excel,pic,pdf,word', `store_type` 1 (spec 2 §7). */
export const UploadImageFieldsSchema = z.object({
  type: z.string().default('excel,pic,pdf,word'),
  store_type: z.coerce.number().int().default(1),
})

export const UploadImageResultSchema = z.object({ path: z.string(), url: z.string() })
export type UploadImageResult = z.infer<typeof UploadImageResultSchema>
