import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe. The client holds it; the server keeps only its hash. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
