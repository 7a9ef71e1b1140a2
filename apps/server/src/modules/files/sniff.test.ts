import { describe, expect, it } from 'vitest'
import { sniffFile } from './sniff.js'

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

describe('sniffFile', () => {
  it.each([
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['mp4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0])],
    ['mov', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['xlsx', bytes([0x50, 0x4b, 0x03, 0x04], 'xxxx[Content_Types].xml....xl/workbook.xml')],
    ['svg', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['csv', Buffer.from('名称,编号\n一叶茶,1\n', 'utf8')],
  ])('knows %s by its bytes', (extension, head) => {
    expect(sniffFile(head)?.extension).toBe(extension)
  })

  it.each([
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['an ELF binary', bytes([0x7f], 'ELF', [2, 1, 1])],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /\n')],
    ['an SVG with a script', bytes('<svg><script>alert(1)</script></svg>')],
    ['an SVG with an event handler', bytes('<svg onload="alert(1)"></svg>')],
    ['an empty file', bytes('')],
    ['random binary', bytes([0, 1, 2, 3, 0, 0, 0xfe])],
  ])('refuses %s', (_label, head) => {
    expect(sniffFile(head)).toBeNull()
  })
})
