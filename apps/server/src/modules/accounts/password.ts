import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

let dummyHash: Promise<string> | null = null

/** Verifies; an account without a hash is checked against a throw-away one so it costs the same time. */
export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  const target = passwordHash ?? (await (dummyHash ??= hash('no-password-set', OPTIONS)))
  const ok = await verify(target, password).catch(() => false)
  return ok && passwordHash !== null
}

/** A one-time password an administrator hands over: 12 characters without look-alikes, letters and digits. */
export const generateOneTimePassword = () => {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
  const digits = '23456789'
  const bytes = randomBytes(12)
  const body = Array.from(bytes.subarray(0, 10), (b) => alphabet[b % alphabet.length]).join('')
  return `${body}${digits[bytes[10]! % digits.length]}${digits[bytes[11]! % digits.length]}`
}
