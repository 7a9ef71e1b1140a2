import { describe, expect, it } from 'vitest'
import { csvCell, csvQuote } from './csv.js'

describe('CSV fields', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(csvQuote('门店A')).toBe('门店A')
    expect(csvQuote('a,b')).toBe('"a,b"')
    expect(csvQuote('say "hi"')).toBe('"say ""hi"""')
    expect(csvQuote('two\nlines')).toBe('"two\nlines"')
    expect(csvQuote('cr\r')).toBe('"cr\r"')
  })

  it('keeps a leading formula character as text, then quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+86 138')).toBe("'+86 138")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@sum')).toBe("'@sum")
    expect(csvCell('a=b')).toBe('a=b')
  })
})
