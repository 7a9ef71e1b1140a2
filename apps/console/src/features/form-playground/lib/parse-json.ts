/** Where a JSON text goes wrong: the offset, its line and column (from 1) and the reason, in Chinese. */
export interface JsonProblem {
  offset: number
  line: number
  column: number
  message: string
}

export type JsonParseResult = { ok: true; value: unknown } | { ok: false; problem: JsonProblem }

class Stop extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message)
  }
}

const WORD = /[A-Za-z_$][\w$]*/y
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])
const CHINESE_PUNCTUATION: Record<string, string> = {
  '“': '使用了中文引号“，请改为英文双引号 "',
  '”': '使用了中文引号”，请改为英文双引号 "',
  '‘': '使用了中文引号‘，请改为英文双引号 "',
  '’': '使用了中文引号’，请改为英文双引号 "',
  '，': '使用了中文逗号“，”，请改为英文逗号 ,',
  '：': '使用了中文冒号“：”，请改为英文冒号 :',
}

/**
 * A strict JSON scanner that only runs after `JSON.parse` has refused the text: browsers word their
 * errors differently (and in English), this one names the first problem the same way everywhere.
 */
class Scanner {
  pos = 0
  constructor(readonly text: string) {}

  stop(message: string, at = this.pos): never {
    throw new Stop(at, message)
  }

  // A method, not a getter: TypeScript would keep a getter's narrowed type across calls that move `pos`.
  peek(): string | undefined {
    return this.text[this.pos]
  }

  word(): string {
    WORD.lastIndex = this.pos
    return WORD.exec(this.text)?.[0] ?? ''
  }

  ended(what: string): never {
    return this.stop(`内容意外结束，${what}`)
  }

  space(): void {
    for (;;) {
      const ch = this.peek()
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') this.pos += 1
      else if (ch === '/' && (this.text[this.pos + 1] === '/' || this.text[this.pos + 1] === '*')) this.stop('JSON 不支持注释')
      else return
    }
  }

  unexpected(expected: string): never {
    const ch = this.peek()
    if (ch === undefined) return this.ended(expected)
    const chinese = CHINESE_PUNCTUATION[ch]
    if (chinese) return this.stop(chinese)
    return this.stop(`${expected}，却出现了“${ch}”`)
  }

  document(): void {
    this.space()
    if (this.peek() === undefined) this.stop('内容为空，请粘贴或输入 JSON Schema')
    this.value()
    this.space()
    if (this.peek() !== undefined) this.stop(`JSON 已经结束，后面还有多余的内容“${this.text.slice(this.pos, this.pos + 10)}”`)
  }

  value(): void {
    const ch = this.peek()
    if (ch === undefined) return this.ended('此处缺少一个值')
    if (ch === '{') return this.object()
    if (ch === '[') return this.array()
    if (ch === '"') return this.string()
    if (ch === "'") return this.stop('字符串须用英文双引号 " 括起来，不能用单引号')
    if (ch === '-' || (ch >= '0' && ch <= '9')) return this.number()
    const word = this.word()
    if (word === 'true' || word === 'false' || word === 'null') {
      this.pos += word.length
      return
    }
    if (word === 'undefined' || word === 'NaN' || word === 'Infinity') return this.stop(`JSON 不支持 ${word}`)
    if (word) return this.stop(`无法识别的值“${word}”，文字须用英文双引号括起来`)
    return this.unexpected('此处应为一个值')
  }

  object(): void {
    this.pos += 1
    this.space()
    if (this.peek() === '}') {
      this.pos += 1
      return
    }
    for (;;) {
      this.space()
      const ch = this.peek()
      if (ch === '}') return this.stop('最后一项后面多了逗号')
      if (ch === "'") return this.stop('属性名须用英文双引号 " 括起来，不能用单引号')
      if (ch !== '"') {
        const word = this.word()
        if (word) return this.stop(`属性名“${word}”须用英文双引号括起来`)
        return this.unexpected('此处应为用英文双引号括起来的属性名')
      }
      this.string()
      this.space()
      if (this.peek() !== ':') return this.unexpected('属性名后应为英文冒号 :')
      this.pos += 1
      this.space()
      this.value()
      this.space()
      if (this.peek() === ',') {
        this.pos += 1
        continue
      }
      if (this.peek() === '}') {
        this.pos += 1
        return
      }
      if (this.peek() === undefined) return this.ended('对象缺少右花括号 }')
      return this.unexpected('属性之间应为英文逗号 ,（或对象在此结束，应为 }）')
    }
  }

  array(): void {
    this.pos += 1
    this.space()
    if (this.peek() === ']') {
      this.pos += 1
      return
    }
    for (;;) {
      this.space()
      if (this.peek() === ']') return this.stop('最后一项后面多了逗号')
      this.value()
      this.space()
      if (this.peek() === ',') {
        this.pos += 1
        continue
      }
      if (this.peek() === ']') {
        this.pos += 1
        return
      }
      if (this.peek() === undefined) return this.ended('数组缺少右方括号 ]')
      return this.unexpected('数组元素之间应为英文逗号 ,（或数组在此结束，应为 ]）')
    }
  }

  string(): void {
    const start = this.pos
    this.pos += 1
    for (;;) {
      const ch = this.peek()
      if (ch === undefined) return this.stop('字符串没有结束，缺少右双引号 "', start)
      if (ch === '"') {
        this.pos += 1
        return
      }
      if (ch === '\n' || ch === '\r') return this.stop('字符串不能跨行：缺少右双引号 "，或换行请写成 \\n')
      if (ch < ' ') return this.stop('字符串中含有控制字符（如制表符），请写成转义形式')
      if (ch === '\\') {
        const next = this.text[this.pos + 1]
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) return this.stop('\\u 后面须跟 4 位十六进制数')
          this.pos += 6
          continue
        }
        if (next === undefined || !ESCAPES.has(next)) return this.stop(`无效的转义序列 \\${next ?? ''}`)
        this.pos += 2
        continue
      }
      this.pos += 1
    }
  }

  number(): void {
    NUMBER.lastIndex = this.pos
    const match = NUMBER.exec(this.text)?.[0]
    const after = match ? this.text[this.pos + match.length] : undefined
    if (!match || (after !== undefined && /[\w.]/.test(after))) return this.stop('数字格式不正确')
    this.pos += match.length
  }
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}

/** Finds and describes the first problem of a text that is not valid JSON. */
export function locateJsonProblem(text: string): JsonProblem {
  const scanner = new Scanner(text)
  let offset = text.length
  let message = 'JSON 格式不正确'
  try {
    scanner.document()
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    offset = error.offset
    message = error.message
  }
  return { offset, ...position(text, offset), message }
}

/** Parses JSON; on failure says where and why in Chinese. */
export function parseJson(text: string): JsonParseResult {
  if (!text.trim()) return { ok: false, problem: { offset: 0, line: 1, column: 1, message: '内容为空，请粘贴或输入 JSON Schema' } }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, problem: locateJsonProblem(text) }
  }
}
