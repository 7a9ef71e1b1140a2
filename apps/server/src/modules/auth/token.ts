import { hash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe. The client holds it; the server keeps only its hash. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url')

/** SHA-256, hex. The one-shot `hash` costs a third of `createHash` (it runs on every request). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex')
