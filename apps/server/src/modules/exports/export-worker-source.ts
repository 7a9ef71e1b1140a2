/**
 * The export worker: a worker thread that turns raw rows (COPY's text format: tab-separated,
 * `\N` for null, backslash escapes) into the file, CSV or XLSX, and compresses the XLSX parts
 * with zlib while the main thread only reads pages from the database.
 *
 * It is plain JavaScript run with `new Worker(source, { eval: true })`: no bundler or loader
 * has to know about a second entry file, so it runs the same from source, from the bundle and
 * under the test runner. fflate is loaded with `createRequire(workerData.base)`.
 *
 * Protocol. In: { type: 'rows', buf } (an ArrayBuffer of complete lines), { type: 'end' },
 * { type: 'abort' }. Out: { type: 'ack' } once a chunk is written, { type: 'done', rows, sheets },
 * { type: 'error', message }.
 */
export const EXPORT_WORKER_SOURCE = String.raw`
'use strict'
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const zlib = require('node:zlib')
const { createRequire } = require('node:module')
const { Zip, ZipPassThrough, strToU8 } = createRequire(workerData.base)('fflate')

const cfg = workerData
const columns = cfg.columns
const decoder = new TextDecoder('utf-8')
const out = fs.createWriteStream(cfg.path)
let failed = null
out.on('error', (e) => { failed = e })
const outDrained = () => out.writableLength < 4 * 1024 * 1024 ? Promise.resolve() : new Promise((r) => out.once('drain', r))
const outClosed = new Promise((resolve, reject) => { out.once('finish', resolve); out.once('error', reject) })

const unescape = (s) => {
  if (s.indexOf('\\') < 0) return s
  return s.replace(/\\(.)/g, (m, c) => c === 'n' ? '\n' : c === 't' ? '\t' : c === 'r' ? '\r' : c === 'b' ? '\b' : c === 'f' ? '\f' : c === 'v' ? '\v' : c)
}
const NULL = '\\N'

// ---------------------------------------------------------------- CSV
const csvQuote = (s) => /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s
const CSV_SPECIAL = /[",\r\n\\]|^[=+\-@]/
// One formatter per column, chosen once: the per-cell work is a call and a lookup.
const csvFormat = columns.map((col) => {
  if (col.type === 'int') return (raw) => raw
  if (col.type === 'time') return (raw) => raw.slice(0, 19)
  if (col.type === 'label') {
    const words = new Map(Object.entries(col.labels || {}).map(([value, word]) => [value, csvQuote(word)]))
    return (raw) => words.get(raw) ?? raw
  }
  return (raw) => {
    if (!CSV_SPECIAL.test(raw)) return raw
    let s = unescape(raw)
    // A leading = + - @ would be a formula in a spreadsheet: shown as text instead.
    if (/^[=+\-@]/.test(s)) s = "'" + s
    return csvQuote(s)
  }
})

// ---------------------------------------------------------------- XLSX
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const NEEDS_ESCAPE = /[\x00-\x08\x0b\x0c\x0e-\x1f&<>"]/
const xmlEscape = (s) => NEEDS_ESCAPE.test(s) ? s.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : s
const letters = columns.map((_, i) => { let n = i + 1, s = ''; while (n > 0) { const m = (n - 1) % 26; s = String.fromCharCode(65 + m) + s; n = Math.floor((n - 1) / 26) } return s })
const shared = []
const sharedIndex = columns.map((col) => {
  const map = {}
  for (const [value, word] of Object.entries(col.labels || {})) {
    let i = shared.indexOf(word)
    if (i < 0) { shared.push(word); i = shared.length - 1 }
    map[value] = i
  }
  return map
})
const xlsxFormat = columns.map((col, i) => {
  const open = '<c r="' + letters[i]
  if (col.type === 'int') return (raw, r) => open + r + '"><v>' + raw + '</v></c>'
  if (col.type === 'label') {
    const index = new Map(Object.entries(sharedIndex[i]).map(([value, s]) => [value, '" t="s"><v>' + s + '</v></c>']))
    return (raw, r) => {
      const tail = index.get(raw)
      return tail === undefined ? open + r + '"><v>' + raw + '</v></c>' : open + r + tail
    }
  }
  if (col.type === 'time') return (raw, r) => open + r + '" t="inlineStr"><is><t>' + raw.slice(0, 19) + '</t></is></c>'
  return (raw, r) => {
    const text = xmlEscape(unescape(raw))
    // Leading or trailing spaces are kept only when the cell says so.
    const space = text.length && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32) ? ' xml:space="preserve"' : ''
    return open + r + '" t="inlineStr"><is><t' + space + '>' + text + '</t></is></c>'
  }
})

let zip = null
let sheet = null
let sheetCount = 0
let rowInSheet = 0
let zipFailed = null

class Member {
  constructor(name) {
    this.filename = name
    this.size = 0
    this.crc = 0
    this.compression = 8
    this.deflate = zlib.createDeflateRaw({ level: 1, memLevel: 9 })
    this.deflate.on('data', (c) => this.ondata(null, c, false))
    this.ended = new Promise((resolve, reject) => {
      this.deflate.once('end', () => { this.ondata(null, new Uint8Array(0), true); resolve() })
      this.deflate.once('error', reject)
    })
  }
  write(text) {
    const buf = Buffer.from(text)
    if (buf.length === 0) return Promise.resolve()
    this.size += buf.length
    this.crc = zlib.crc32(buf, this.crc)
    return this.deflate.write(buf) ? Promise.resolve() : new Promise((r) => this.deflate.once('drain', r))
  }
  end() { this.deflate.end(); return this.ended }
}

const openSheet = async () => {
  sheetCount++
  sheet = new Member('xl/worksheets/sheet' + sheetCount + '.xml')
  zip.add(sheet)
  rowInSheet = 1
  const cols = columns.map((c, i) => '<col min="' + (i + 1) + '" max="' + (i + 1) + '" width="' + (c.width || 14) + '" customWidth="1"/>').join('')
  const header = columns.map((c, i) => '<c r="' + letters[i] + '1" t="inlineStr" s="1"><is><t>' + xmlEscape(c.header) + '</t></is></c>').join('')
  await sheet.write('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="' + NS + '" xmlns:r="' + REL + '">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    '<cols>' + cols + '</cols><sheetData><row r="1">' + header + '</row>\n')
}
const closeSheet = async () => {
  if (!sheet) return
  await sheet.write('</sheetData></worksheet>')
  await sheet.end()
  sheet = null
}
const part = (name, text) => { const m = new ZipPassThrough(name); zip.add(m); m.push(strToU8(text), true) }
const finishXlsx = async () => {
  if (!sheet) await openSheet()
  await closeSheet()
  const ids = Array.from({ length: sheetCount }, (_, i) => i + 1)
  const title = (i) => xmlEscape(i === 1 ? cfg.title : cfg.title + i)
  part('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    ids.map((i) => '<Override PartName="/xl/worksheets/sheet' + i + '.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>').join('') +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>')
  part('_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="' + REL + '/officeDocument" Target="xl/workbook.xml"/></Relationships>')
  part('xl/workbook.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="' + NS + '" xmlns:r="' + REL + '"><sheets>' +
    ids.map((i) => '<sheet name="' + title(i) + '" sheetId="' + i + '" r:id="rId' + i + '"/>').join('') + '</sheets></workbook>')
  part('xl/_rels/workbook.xml.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    ids.map((i) => '<Relationship Id="rId' + i + '" Type="' + REL + '/worksheet" Target="worksheets/sheet' + i + '.xml"/>').join('') +
    '<Relationship Id="rId' + (sheetCount + 1) + '" Type="' + REL + '/styles" Target="styles.xml"/>' +
    '<Relationship Id="rId' + (sheetCount + 2) + '" Type="' + REL + '/sharedStrings" Target="sharedStrings.xml"/></Relationships>')
  part('xl/styles.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="' + NS + '">' +
    '<fonts count="2"><font><sz val="11"/><name val="等线"/></font><font><b/><sz val="11"/><name val="等线"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>')
  part('xl/sharedStrings.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="' + NS + '" count="' + shared.length + '" uniqueCount="' + shared.length + '">' +
    shared.map((s) => '<si><t>' + xmlEscape(s) + '</t></si>').join('') + '</sst>')
  zip.end()
}

// ---------------------------------------------------------------- driver
let rows = 0
const start = async () => {
  if (cfg.format === 'csv') {
    out.write('\uFEFF' + columns.map((c) => csvQuote(c.header)).join(',') + '\n')
  } else {
    zip = new Zip((err, chunk, final) => {
      if (err) { zipFailed = err; return }
      out.write(chunk)
      if (final) out.end()
    })
  }
}
const writeRows = async (text) => {
  const n = columns.length
  if (cfg.format === 'csv') {
    const out2 = []
    for (let start = 0, end = text.indexOf('\n'); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
      const f = text.slice(start, end).split('\t')
      for (let i = 0; i < n; i++) f[i] = f[i] === NULL ? '' : csvFormat[i](f[i])
      out2.push(f.join(','))
      rows++
    }
    out.write(out2.join('\n') + '\n')
    return outDrained()
  }
  let xml = []
  for (let start = 0, end = text.indexOf('\n'); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
    if (!sheet || rowInSheet >= cfg.maxRowsPerSheet) {
      if (xml.length) { await sheet.write(xml.join('')); xml = [] }
      await closeSheet()
      await openSheet()
    }
    rowInSheet++
    const r = String(rowInSheet)
    const f = text.slice(start, end).split('\t')
    let s = '<row r="' + r + '">'
    for (let i = 0; i < n; i++) if (f[i] !== NULL) s += xlsxFormat[i](f[i], r)
    xml.push(s + '</row>\n')
    rows++
  }
  if (xml.length) await sheet.write(xml.join(''))
  return outDrained()
}

let queue = start()
parentPort.on('message', (msg) => {
  queue = queue.then(async () => {
    if (failed || zipFailed) throw failed || zipFailed
    if (msg.type === 'rows') {
      await writeRows(decoder.decode(new Uint8Array(msg.buf)))
      parentPort.postMessage({ type: 'ack' })
    } else if (msg.type === 'end') {
      if (cfg.format === 'csv') out.end()
      else await finishXlsx()
      await outClosed
      if (failed || zipFailed) throw failed || zipFailed
      parentPort.postMessage({ type: 'done', rows, sheets: sheetCount })
    } else if (msg.type === 'abort') {
      out.destroy()
      process.exit(0)
    }
  }).catch((e) => {
    parentPort.postMessage({ type: 'error', message: String((e && e.message) || e) })
  })
})
`
