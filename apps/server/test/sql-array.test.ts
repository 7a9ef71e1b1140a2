import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client.js'
import { pgTextArray } from '../src/lib/sql-literal.js'
import { createTestDatabase } from './build-app.js'

describe('a text array as one bound value', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('round-trips every element, quotes, backslashes, braces, commas and the word NULL included', async () => {
    const values = ['abc123', 'a"b', 'c\\d', '{x}', 'one,two', 'NULL', '', ' spaced ', '门店', "it's"]
    const result = (await database.db.execute(sql`select unnest(${pgTextArray(values)}::text[]) as v`)) as unknown as { rows: Array<{ v: string | null }> }
    expect(result.rows.map((r) => r.v)).toEqual(values)
    expect(() => pgTextArray(['a\u0000b'])).toThrow()
  })
})
