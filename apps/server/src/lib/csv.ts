/** A text as one CSV field (RFC 4180): quoted, with its quotes doubled, when it holds a quote, a comma or a line break. */
export const csvQuote = (s: string): string => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)

/**
 * A text as a CSV field a spreadsheet opens: a leading = + - @ would be read as a formula (CSV
 * injection), so such a text is kept as text with a leading apostrophe, then quoted as needed. Every
 * CSV the server writes (the exports, the QR refresh sheet) goes through this.
 */
export const csvCell = (text: string): string => csvQuote(/^[=+\-@]/.test(text) ? `'${text}` : text)
