import { describe, expect, it } from 'vitest'
import { pgTextArray, sqlContains, sqlInt, sqlIntList, sqlString } from './sql-literal.js'

describe('SQL literals', () => {
  it('doubles quotes and keeps backslashes as they are', () => {
    expect(sqlString("O'Brien")).toBe("'O''Brien'")
    expect(sqlString('a\\b')).toBe("'a\\b'")
    expect(sqlString("'); drop table brands; --")).toBe("'''); drop table brands; --'")
  })

  it('refuses NUL and non-integers', () => {
    expect(() => sqlString('a\u0000b')).toThrow()
    expect(() => sqlInt(1.5)).toThrow()
    expect(() => sqlInt(Number.NaN)).toThrow()
    expect(sqlIntList([1, 2, 3])).toBe('1, 2, 3')
  })

  it('writes a text array value with each element quoted', () => {
    expect(pgTextArray(['abc', 'a"b', 'c\\d'])).toBe('{"abc","a\\"b","c\\\\d"}')
    expect(pgTextArray([])).toBe('{}')
  })

  it('escapes LIKE wildcards', () => {
    expect(sqlContains('50%_off\\')).toBe("'%50\\%\\_off\\\\%'")
  })
})
