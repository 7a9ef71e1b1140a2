import DOMPurify from 'dompurify'

/** Sanitises HTML from a schema before it is rendered (DOMPurify, as DESIGN.md prescribes). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html)
}
