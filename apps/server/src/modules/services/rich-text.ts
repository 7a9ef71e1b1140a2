import sanitizeHtml from 'sanitize-html'

/**
 * Rich text as it is stored (the service detail; later the QR rules' description): the editor's
 * own elements and nothing active. Scripts, event handlers, styles that could hide or overlay,
 * frames and `javascript:` links are dropped; links open in a new tab without an opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a', 'img', 'video', 'source', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    source: ['src', 'type'],
    ol: ['start'],
    '*': [],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
    video: (tagName, attribs) => ({ tagName, attribs: { ...attribs, controls: 'controls' } }),
  },
  disallowedTagsMode: 'discard',
}

export const sanitizeRichText = (html: string) => {
  const clean = sanitizeHtml(html, OPTIONS).trim()
  // An editor's empty document is nothing.
  return /^(<p>(<br \/>|<br>)?<\/p>)*$/.test(clean) ? '' : clean
}
