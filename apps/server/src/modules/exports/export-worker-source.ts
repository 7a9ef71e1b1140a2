/**
 * The export worker: a worker thread that turns raw rows (COPY's text format: tab-separated,
 * `\N` for null, backslash escapes) into the file, CSV or XLSX, and compresses the XLSX parts
 * with zlib while the main thread only reads pages from the database.
 *
 * Rows are rendered byte to byte: a field is found by scanning the page's bytes, and a cell is
 * a pre-encoded prefix, the field's bytes copied as they are, and a pre-encoded suffix. Strings
 * are made only for the rare text that needs escaping (a quote, a comma, a backslash, `&<>`),
 * so a million rows make no garbage to speak of (ADR 0010).
 *
 * It is plain JavaScript run with `new Worker(source, { eval: true })`: no bundler or loader
 * has to know about a second entry file, so it runs the same from source, from the bundle and
 * under the test runner. fflate is loaded with `createRequire(workerData.base)`.
 *
 * Protocol. In: { type: 'rows', buf } (an ArrayBuffer of complete lines), { type: 'end' },
 * { type: 'abort' }. Out: { type: 'ack', buf } once a chunk is written (its bytes handed back), { type: 'done', rows, sheets },
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
const enc = (text) => Buffer.from(text, 'utf8')
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

// Column kinds, and the bytes the scanner looks for.
const INT = 0, LABEL = 1, TIME = 2, TEXT = 3, LOOKUP = 4
const kinds = columns.map((c) => c.lookup ? LOOKUP : c.type === 'int' ? INT : c.type === 'label' ? LABEL : c.type === 'time' ? TIME : TEXT)
const n = columns.length
const TAB = 9, LF = 10, BACKSLASH = 92

/**
 * Output bytes: two buffers used in turn, each growing as needed. While one is being filled,
 * the other's bytes are being written or compressed; a buffer is filled again only once they
 * are, so the bytes in flight stay bounded and no garbage piles up. Small copies are done by hand
 * (faster than set() for a few bytes).
 */
const slots = [Buffer.allocUnsafe(1 << 20), Buffer.allocUnsafe(1 << 20)]
const slotBusy = [null, null]
let slot = 0
let ob = slots[0]
let op = 0
const room = (bytes) => {
  if (op + bytes <= ob.length) return
  const bigger = Buffer.allocUnsafe(Math.max(ob.length * 2, op + bytes))
  ob.copy(bigger, 0, 0, op)
  ob = bigger
}
const put = (bytes) => { for (let k = 0; k < bytes.length; k++) ob[op++] = bytes[k] }
const copy = (src, from, to) => {
  if (to - from > 64) { src.copy(ob, op, from, to); op += to - from; return }
  for (let k = from; k < to; k++) ob[op++] = src[k]
}
/** Hands the bytes rendered so far to use (which resolves once it no longer needs them), then switches buffers. */
const hand = async (use) => {
  slots[slot] = ob
  slotBusy[slot] = use(ob.subarray(0, op))
  slot ^= 1
  await slotBusy[slot]
  slotBusy[slot] = null
  ob = slots[slot]
  op = 0
}
/** A label code as a number, or NaN when the field is not a plain integer. */
const codeOf = (src, s, e) => {
  let k = s, sign = 1, v = 0
  if (src[k] === 45) { sign = -1; k++ }
  if (k === e || e - k > 15) return NaN
  for (; k < e; k++) {
    const d = src[k] - 48
    if (d < 0 || d > 9) return NaN
    v = v * 10 + d
  }
  return sign * v
}
/** Where the field starting at s ends (the tab or newline after it). */
const fieldEnd = (src, s) => {
  let e = s
  for (let c = src[e]; c !== TAB && c !== LF; c = src[++e]);
  return e
}
const isNull = (src, s, e) => e === s + 2 && src[s] === BACKSLASH && src[s + 1] === 78
/** Where a lookup column's value for the field's key sits in its table's bytes; undefined for a null or unknown key. */
const lookupAt = (table, src, s, e) => (isNull(src, s, e) ? undefined : table.at.get(codeOf(src, s, e)))
/**
 * A lookup table as sent by the main thread (id TAB value lines, COPY text): the bytes, where
 * each id's value starts (the value ends at the line's end), and the longest value.
 */
const lookups = columns.map((c) => {
  if (!c.lookup) return null
  const buf = Buffer.from(c.lookup)
  const at = new Map()
  let longest = 0
  for (let s = 0; s < buf.length;) {
    const tab = buf.indexOf(TAB, s)
    const end = buf.indexOf(LF, tab)
    at.set(codeOf(buf, s, tab), tab + 1)
    longest = Math.max(longest, end - tab)
    s = end + 1
  }
  return { buf, at, room: longest * 6 + 64 }
})

/** Makes room for the row at s: its bytes and the most the format adds around them. */
const roomForRow = (src, s, perRow) => room(src.indexOf(LF, s) + 1 - s + perRow)

// ---------------------------------------------------------------- CSV
const csvQuote = (s) => /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s
// A leading = + - @ would be a formula in a spreadsheet: shown as text instead.
const csvText = (raw) => {
  let s = unescape(raw)
  if (/^[=+\-@]/.test(s)) s = "'" + s
  return enc(csvQuote(s))
}
const csvWords = columns.map((col) => new Map(Object.entries(col.labels || {}).map(([value, word]) => [Number(value), enc(csvQuote(word))])))
const CSV_PER_ROW = n + 1 + csvWords.reduce((max, words) => Math.max(max, ...Array.from(words.values(), (w) => w.length)), 0) * n

/** Writes the text field of buf at s as a CSV field; returns where the field ends. */
const csvTextAt = (buf, s) => {
  // Plain text (no quote, comma, backslash escape, leading formula sign) is copied as it is.
  const first = buf[s]
  let plain = first !== 61 && first !== 43 && first !== 45 && first !== 64
  let e = s
  for (let c = buf[e]; c !== TAB && c !== LF; c = buf[++e]) if (c === 34 || c === 44 || c === BACKSLASH) plain = false
  if (plain) copy(buf, s, e)
  else if (!isNull(buf, s, e)) {
    const text = csvText(buf.toString('utf8', s, e))
    room(text.length)
    put(text)
  }
  return e
}

/** Renders the page's lines as CSV lines into the output bytes; returns the number of rows. */
const renderCsv = (src) => {
  const len = src.length
  let count = 0
  for (let s = 0; s < len; count++) {
    roomForRow(src, s, CSV_PER_ROW)
    for (let i = 0; i < n; i++) {
      if (i > 0) ob[op++] = 44
      const kind = kinds[i]
      let e
      if (kind === TEXT) e = csvTextAt(src, s)
      else if (kind === LOOKUP) {
        e = fieldEnd(src, s)
        const table = lookups[i]
        const at = lookupAt(table, src, s, e)
        if (at !== undefined) {
          room(table.room)
          csvTextAt(table.buf, at)
        }
      } else {
        e = fieldEnd(src, s)
        if (isNull(src, s, e)) { /* empty */ } else if (kind === LABEL) {
          const word = csvWords[i].get(codeOf(src, s, e))
          if (word) put(word)
          else copy(src, s, e)
        } else copy(src, s, kind === TIME ? Math.min(e, s + 19) : e)
      }
      s = e + 1
    }
    ob[op++] = LF
  }
  return count
}

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
// Most cells carry no reference: r is optional (ECMA-376 §18.3.1.4) and a cell without one is
// the next column. A null is no cell at all, so the cell after it, like a row's first, says
// where it is (exceljs, for one, places a cell without r after the previous cell it read).
const X_NUM = enc('<c><v>'), X_NUM_END = enc('</v></c>')
const X_STR = enc('<c t="inlineStr"><is><t>'), X_STR_SPACE = enc('<c t="inlineStr"><is><t xml:space="preserve">'), X_STR_END = enc('</t></is></c>')
const X_ROW = enc('<row r="'), X_ROW_OPEN = enc('">'), X_ROW_END = enc('</row>\n')
const xlsxWords = sharedIndex.map((map) => new Map(Object.entries(map).map(([value, i]) => [Number(value), enc('<c t="s"><v>' + i + '</v></c>')])))
const XLSX_PER_ROW = 40 + n * (X_STR_SPACE.length + X_STR_END.length + 20)
const letterBytes = letters.map(enc)
const X_REF = enc('<c r="')
// A cell says where it is when it is the row's first or follows an empty (omitted) one.
let refNeeded = true
let refColumn = 0
let refRow = ''
const putCell = (bytes) => {
  let k = 0
  if (refNeeded) {
    put(X_REF)
    put(letterBytes[refColumn])
    for (let j = 0; j < refRow.length; j++) ob[op++] = refRow.charCodeAt(j)
    ob[op++] = 34
    refNeeded = false
    k = 2
  }
  for (; k < bytes.length; k++) ob[op++] = bytes[k]
}
/** A text that needs escaping: through strings (rare). */
const xlsxText = (raw) => {
  const text = xmlEscape(unescape(raw))
  // Leading or trailing spaces are kept only when the cell says so.
  const space = text.length && (text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32)
  return enc((space ? '<c t="inlineStr"><is><t xml:space="preserve">' : '<c t="inlineStr"><is><t>') + text + '</t></is></c>')
}

/** Writes the text field of buf at s as a cell; returns where the field ends. */
const xlsxTextAt = (buf, s) => {
  let plain = true
  let e = s
  for (let c = buf[e]; c !== TAB && c !== LF; c = buf[++e]) if (c < 32 || c === 38 || c === 60 || c === 62 || c === 34 || c === BACKSLASH) plain = false
  if (plain) {
    putCell(e > s && (buf[s] === 32 || buf[e - 1] === 32) ? X_STR_SPACE : X_STR)
    copy(buf, s, e)
    put(X_STR_END)
  } else if (isNull(buf, s, e)) refNeeded = true
  else {
    const cell = xlsxText(buf.toString('utf8', s, e))
    room(cell.length)
    putCell(cell)
  }
  return e
}

/** Renders up to limit lines from start as sheet rows, about a block's worth; returns where it stopped. */
const renderXlsx = (src, start, limit) => {
  const len = src.length
  let s = start
  for (let count = 0; s < len && count < limit && op < BLOCK_BYTES; count++) {
    roomForRow(src, s, XLSX_PER_ROW)
    rowInSheet++
    put(X_ROW)
    const r = String(rowInSheet)
    for (let k = 0; k < r.length; k++) ob[op++] = r.charCodeAt(k)
    put(X_ROW_OPEN)
    refNeeded = true
    refRow = r
    for (let i = 0; i < n; i++) {
      refColumn = i
      const kind = kinds[i]
      let e
      if (kind === TEXT) e = xlsxTextAt(src, s)
      else if (kind === LOOKUP) {
        e = fieldEnd(src, s)
        const table = lookups[i]
        const at = lookupAt(table, src, s, e)
        if (at === undefined) refNeeded = true
        else {
          room(table.room)
          xlsxTextAt(table.buf, at)
        }
      } else {
        e = fieldEnd(src, s)
        if (isNull(src, s, e)) refNeeded = true
        else if (kind === TIME) {
          putCell(X_STR)
          copy(src, s, Math.min(e, s + 19))
          put(X_STR_END)
        } else {
          const word = kind === LABEL ? xlsxWords[i].get(codeOf(src, s, e)) : undefined
          if (word) putCell(word)
          else {
            putCell(X_NUM)
            copy(src, s, e)
            put(X_NUM_END)
          }
        }
      }
      s = e + 1
    }
    put(X_ROW_END)
    rows++
  }
  return s
}

let zip = null
let sheet = null
let sheetCount = 0
let rowInSheet = 0
let zipFailed = null

// A zip member deflated in blocks of about BLOCK_BYTES: each block is compressed on its own in
// zlib's thread pool (up to PARALLEL at once, so rendering and compression overlap) and ends on
// a byte boundary (Z_SYNC_FLUSH); an empty last block ends the stream (Z_FINISH). The blocks
// concatenate into one valid deflate stream, as pigz does. The CRC is computed here over the
// uncompressed bytes.
const BLOCK_BYTES = 1 << 20
const PARALLEL = 2
const deflateBlock = (buf, final) => new Promise((resolve, reject) =>
  zlib.deflateRaw(buf, { level: 1, memLevel: 9, finishFlush: final ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }, (e, r) => e ? reject(e) : resolve(r)))
class Member {
  constructor(name) {
    this.filename = name
    this.size = 0
    this.crc = 0
    this.compression = 8
    this.pending = []
  }
  /** Starts compressing a block; resolves once its bytes are no longer needed. */
  write(data) {
    const buf = typeof data === 'string' ? enc(data) : data
    if (buf.length === 0) return Promise.resolve()
    this.size += buf.length
    this.crc = zlib.crc32(buf, this.crc)
    const block = deflateBlock(buf, false)
    this.pending.push(block)
    return block.then(() => {}, () => {})
  }
  /** Passes compressed blocks on, in order, until at most max are still compressing. */
  async settle(max) {
    while (this.pending.length > max) this.ondata(null, await this.pending.shift(), false)
  }
  async end() {
    this.pending.push(deflateBlock(Buffer.alloc(0), true))
    await this.settle(0)
    this.ondata(null, new Uint8Array(0), true)
  }
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
const writeRows = async (src) => {
  if (src.length && src[src.length - 1] !== LF) throw new Error('a page must end with a newline')
  if (cfg.format === 'csv') {
    rows += renderCsv(src)
    await hand((bytes) => new Promise((resolve) => out.write(bytes, () => resolve())))
    return outDrained()
  }
  for (let s = 0; s < src.length;) {
    if (!sheet || rowInSheet >= cfg.maxRowsPerSheet) {
      await closeSheet()
      await openSheet()
    }
    s = renderXlsx(src, s, cfg.maxRowsPerSheet - rowInSheet)
    const member = sheet
    await hand((bytes) => member.write(bytes))
    await member.settle(PARALLEL - 1)
  }
  return outDrained()
}

let queue = start()
parentPort.on('message', (msg) => {
  queue = queue.then(async () => {
    if (failed || zipFailed) throw failed || zipFailed
    if (msg.type === 'rows') {
      await writeRows(Buffer.from(msg.buf))
      // The page's bytes go back to be dropped there: this thread makes so little garbage that
      // its collector would run too rarely to free them soon.
      parentPort.postMessage({ type: 'ack', buf: msg.buf }, [msg.buf])
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
