import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'

/**
 * SQL text with values written in, for statements that take no bind parameters (COPY) or that
 * are built once and run page by page. Only these helpers put values into SQL text: integers
 * are checked, strings are quoted with standard_conforming_strings (PostgreSQL's default, on
 * PGlite too), so a quote is doubled and a backslash means itself.
 */
export const sqlInt = (value: number): string => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`)
  return String(value)
}

export const sqlString = (value: string): string => {
  if (value.includes('\u0000')) throw new Error('NUL in a SQL string')
  return `'${value.replaceAll("'", "''")}'`
}

export const sqlIntList = (values: readonly number[]): string => values.map(sqlInt).join(', ')

/**
 * A PostgreSQL array value (a bound value, not SQL text) of `values`, for `= any($1::text[])`: one
 * parameter however many values, so the statement's text and its one parameter stay the same size
 * (an `in ($1, …, $n)` list is a new statement to parse and n values to bind on every call). Each
 * element is quoted, with `"` and `\` escaped, so any text round-trips.
 */
export const pgTextArray = (values: readonly string[]): string => {
  if (values.some((v) => v.includes('\u0000'))) throw new Error('NUL in an array element')
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`
}

/** A LIKE pattern (a bound value, not SQL text) that matches `value` anywhere, with %, _ and \ taken literally. */
export const likeContains = (value: string): string => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** `likeContains` as a quoted SQL literal, for SQL text. */
export const sqlContains = (value: string): string => sqlString(likeContains(value))

const dialect = new PgDialect()

/**
 * A drizzle condition as SQL text with its values written in, for COPY (which takes no bind
 * parameters). Strings are quoted for standard_conforming_strings, which the server checks at
 * start (`Database.assertStandardStrings`); everywhere else conditions stay bound parameters.
 */
export const toSqlText = (fragment: SQL): string => {
  const { sql: text, params } = dialect.sqlToQuery(fragment.inlineParams())
  if (params.length > 0) throw new Error('a condition kept bound parameters')
  if (text.includes('\u0000')) throw new Error('NUL in SQL text')
  return text
}
