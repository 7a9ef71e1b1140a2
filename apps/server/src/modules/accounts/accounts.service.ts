import type { DbOrTx } from '../../db/client.js'
import {
  findAccountById,
  findAccountByUsername,
  insertAccount,
  insertMissingAccounts,
  updatePasswordHash,
  type AccountRow,
} from './accounts.repository.js'

export type { AccountRow } from './accounts.repository.js'
export { hashPassword, verifyPassword } from './password.js'

// The accounts table belongs to this module: other modules find, create or change an account only
// through these, inside their own transaction when they pass one (`db` is the database or a transaction).

export { findAccountById, findAccountByUsername }

/** A person known by mobile: the username of their account. */
export interface Person {
  mobile: string
  name: string
  countryCode: string
}

/** Creates an account; the username must be free (the unique index answers otherwise). */
export const createAccount = (db: DbOrTx, values: Parameters<typeof insertAccount>[1]): Promise<AccountRow> => insertAccount(db, values)

/**
 * The account with the person's mobile, created with the given admin type (and no password: they
 * sign in by SMS code) when there is none. An existing account keeps its name and type.
 */
export const findOrCreateAccount = async (db: DbOrTx, person: Person, adminType: number): Promise<AccountRow> => {
  await insertMissingAccounts(db, [{ username: person.mobile, countryCode: person.countryCode, name: person.name, adminType }])
  return (await findAccountByUsername(db, person.mobile))!
}

/** `findOrCreateAccount` for many people at once (the first of a repeated mobile wins); answers account id by mobile. */
export const findOrCreateAccounts = (db: DbOrTx, people: Person[], adminType: number): Promise<Map<string, number>> => {
  const seen = new Set<string>()
  const fresh = people.filter((p) => !seen.has(p.mobile) && seen.add(p.mobile))
  return insertMissingAccounts(db, fresh.map((p) => ({ username: p.mobile, countryCode: p.countryCode, name: p.name, adminType })))
}

/** The account's own new password: any one-time password an administrator set is spent with it. */
export const setOwnPassword = (db: DbOrTx, id: number, passwordHash: string, now: Date) => updatePasswordHash(db, id, passwordHash, now)
