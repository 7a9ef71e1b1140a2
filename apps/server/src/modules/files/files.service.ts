import fs from 'node:fs'
import type { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { FileStore } from './file-store.js'
import { findStoredFile, insertStoredFile } from './files.repository.js'
import { imageSize } from 'image-size'
import { isFileKey } from './file-store.js'
import { isActiveSvg, sniffFile, type Sniffed } from './sniff.js'

const HEAD_BYTES = 4100

export interface UploadRule {
  /** Extensions (as `sniffFile` names them) this upload takes. */
  accept: ReadonlySet<string>
  maxBytes: number
  /** How the accepted types are named in the refusal message. */
  label: string
}

export interface UploadedFile {
  key: string
  name: string
  size: number
  contentType: string
  fields: Record<string, string>
}

/** 10MB, 1.5MB, 512KB: the limit as a user reads it. */
export const formatLimit = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`

/** Streams the part to a temporary file, keeping the first bytes for sniffing and refusing past `maxBytes`. */
const spool = async (stream: Readable, target: string, maxBytes: number) => {
  const out = fs.createWriteStream(target)
  let size = 0
  const head: Buffer[] = []
  let headSize = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `文件大小不能超过${formatLimit(maxBytes)}`)
      if (headSize < HEAD_BYTES) {
        head.push(chunk)
        headSize += chunk.length
      }
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
    }
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()))
  }
  return { size, head: Buffer.concat(head).subarray(0, HEAD_BYTES) }
}

export const createFilesService = ({ db, store }: { db: Db; store: FileStore }) => ({
  /**
   * Reads a multipart request: exactly one `file` part plus form fields. `ruleFor` picks the
   * rule once the fields are known (the file may come before or after them).
   */
  async receive(
    parts: AsyncIterableIterator<Multipart>,
    ruleFor: (fields: Record<string, string>) => UploadRule,
    maxBytes: number,
    ownerAccountId: number | null,
  ): Promise<UploadedFile> {
    const fields: Record<string, string> = {}
    let spooled: { path: string; size: number; head: Buffer; name: string } | null = null
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value)
        } else if (part.fieldname === 'file' && !spooled) {
          const path = store.tempPath()
          spooled = { path, name: part.filename || 'file', ...(await spool(part.file, path, maxBytes)) }
        } else {
          part.file.resume()
        }
      }
      if (!spooled || spooled.size === 0) throw new AppError('FILE_MISSING')
      const rule = ruleFor(fields)
      if (spooled.size > rule.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `文件大小不能超过${formatLimit(rule.maxBytes)}`)
      const sniffed: Sniffed | null = sniffFile(spooled.head)
      // An SVG is read whole: a script after the head's 4,100 bytes is as active as one inside them.
      const activeSvg = sniffed?.extension === 'svg' && isActiveSvg(await fs.promises.readFile(spooled.path))
      if (!sniffed || !rule.accept.has(sniffed.extension) || activeSvg) {
        throw new AppError('UNSUPPORTED_FILE_TYPE', `文件内容与类型不符，仅支持${rule.label}`)
      }
      const key = store.newKey(sniffed.extension)
      await store.putFile(key, spooled.path)
      try {
        await insertStoredFile(db, {
          key,
          originalName: spooled.name.slice(0, 255),
          contentType: sniffed.contentType,
          size: spooled.size,
          kind: sniffed.kind,
          ownerAccountId,
        })
      } catch (error) {
        await store.remove(key)
        throw error
      }
      return { key, name: spooled.name, size: spooled.size, contentType: sniffed.contentType, fields }
    } finally {
      if (spooled) await fs.promises.rm(spooled.path, { force: true })
    }
  },

  /** A file that may be served publicly by its key (uploads, not exports). */
  async findPublic(key: string) {
    const row = await findStoredFile(db, key)
    return row && ['image', 'video', 'document'].includes(row.kind) ? row : null
  },

  open: (key: string) => store.open(key),

  /**
   * An uploaded image named by its URL or path (`…/files/<shard>/<name>`): what it really is, its
   * size and its pixel dimensions, read from the stored bytes. Null when the URL names no file of
   * ours; `width`/`height` are null when the image cannot be measured.
   */
  async inspectImage(urlOrPath: string) {
    const match = /\/files\/([^/?#]+\/[^/?#]+)(?:[?#].*)?$/.exec(urlOrPath)
    const key = match?.[1]
    if (!key || !isFileKey(key)) return null
    const row = await findStoredFile(db, key)
    if (!row || row.kind !== 'image') return null
    const chunks: Buffer[] = []
    let read = 0
    // 1 MB is the largest icon we take; 2 MB more than covers what measuring needs.
    for await (const chunk of store.open(key) as AsyncIterable<Buffer>) {
      chunks.push(chunk)
      read += chunk.length
      if (read > 2 * 1024 * 1024) break
    }
    const bytes = Buffer.concat(chunks)
    const sniffed = sniffFile(bytes.subarray(0, HEAD_BYTES))
    let width: number | null = null
    let height: number | null = null
    try {
      const size = imageSize(new Uint8Array(bytes))
      width = size.width ?? null
      height = size.height ?? null
    } catch {
      // Not measurable: the caller decides.
    }
    return { key, extension: sniffed?.extension ?? null, size: row.size, width, height }
  },
})

export type FilesService = ReturnType<typeof createFilesService>
