import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'

/**
 * Where file bytes live. The local store writes under DATA_DIR/files; an object store can
 * implement the same interface when several instances need shared storage.
 */
export interface FileStore {
  /** A fresh random key with the given extension: 128 random bits, unguessable. */
  newKey(extension: string): string
  /** Moves a finished temporary file into the store under `key`. */
  putFile(key: string, tempPath: string): Promise<void>
  putStream(key: string, stream: Readable): Promise<number>
  open(key: string): Readable
  size(key: string): Promise<number | null>
  remove(key: string): Promise<void>
  /** A path for a temporary file on the same volume, so `putFile` is a rename. */
  tempPath(): string
}

const SAFE_KEY = /^[a-z0-9]{2}\/[a-z0-9]{32}\.[a-z0-9]{2,5}$/

export const createLocalFileStore = (root: string): FileStore => {
  const tmp = path.join(root, '.tmp')
  fs.mkdirSync(tmp, { recursive: true })
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid file key ${key}`)
    return path.join(root, key)
  }
  return {
    newKey(extension) {
      const id = randomBytes(16).toString('hex')
      return `${id.slice(0, 2)}/${id}.${extension}`
    },
    async putFile(key, tempPath) {
      const target = resolve(key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.rename(tempPath, target)
    },
    async putStream(key, stream) {
      const target = resolve(key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await pipeline(stream, fs.createWriteStream(target))
      return (await fs.promises.stat(target)).size
    },
    open: (key) => fs.createReadStream(resolve(key)),
    size: (key) => fs.promises.stat(resolve(key)).then((s) => s.size, () => null),
    remove: (key) => fs.promises.rm(resolve(key), { force: true }),
    tempPath: () => path.join(tmp, randomBytes(12).toString('hex')),
  }
}

export const isFileKey = (key: string) => SAFE_KEY.test(key)
