/**
 * What a file really is, from its first bytes. Names and the client's content type
 * are not believed: a renamed executable is refused whatever it is called.
 */
export type FileKind = 'image' | 'video' | 'document'

export interface Sniffed {
  kind: FileKind
  contentType: string
  extension: string
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b)
const ascii = (buf: Buffer, text: string, offset = 0) => buf.toString('latin1', offset, offset + text.length) === text

/**
 * Whether an SVG is an active document (scripts, event handlers, `javascript:` links, foreign
 * objects): refused rather than cleaned. `sniffFile` sees only the head; an upload checks the whole
 * file with this too, since the head of an SVG can be harmless padding.
 */
export const isActiveSvg = (bytes: Buffer): boolean => /<script|\son[a-z]+\s*=|javascript:|<foreignObject/i.test(bytes.toString('utf8'))

const sniffSvg = (head: Buffer): Sniffed | null => {
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart()
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return null
  if (isActiveSvg(head)) return null
  return { kind: 'image', contentType: 'image/svg+xml', extension: 'svg' }
}

// Text is valid UTF-8 without control characters other than tab, CR, LF and form feed.
// The last bytes may be a character cut in half by the head's limit.
const isPlainText = (head: Buffer) => {
  // eslint-disable-next-line no-control-regex -- finding control bytes is the point
  if (head.length === 0 || /[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(head.toString('latin1'))) return false
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head)
  return !text.slice(0, -1).includes('\uFFFD')
}

export const sniffFile = (head: Buffer): Sniffed | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', contentType: 'image/png', extension: 'png' }
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return { kind: 'image', contentType: 'image/gif', extension: 'gif' }
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return { kind: 'image', contentType: 'image/webp', extension: 'webp' }
  if (ascii(head, 'BM') && head.length > 14 && head.readUInt32LE(2) > 14) return { kind: 'image', contentType: 'image/bmp', extension: 'bmp' }
  if (ascii(head, 'ftyp', 4)) {
    const brand = head.toString('latin1', 8, 12)
    if (brand === 'qt  ') return { kind: 'video', contentType: 'video/quicktime', extension: 'mov' }
    if (/^(heic|heix|mif1|avif)/.test(brand)) return null
    return { kind: 'video', contentType: 'video/mp4', extension: 'mp4' }
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', contentType: 'video/webm', extension: 'webm' }
  if (ascii(head, '%PDF-')) return { kind: 'document', contentType: 'application/pdf', extension: 'pdf' }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const text = head.toString('latin1')
    if (text.includes('xl/')) return { kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }
    if (text.includes('word/')) return { kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' }
    if (text.includes('[Content_Types].xml')) return { kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }
    return null
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: 'document', contentType: 'application/vnd.ms-excel', extension: 'xls' }
  // Markup is an SVG (if it is a safe one) and never text, whatever else it might pass for.
  if (head.toString('utf8').replace(/^\uFEFF/, '').trimStart().startsWith('<')) return sniffSvg(head)
  if (isPlainText(head) && !head.toString('utf8').startsWith('#!')) return { kind: 'document', contentType: 'text/csv; charset=utf-8', extension: 'csv' }
  return null
}
