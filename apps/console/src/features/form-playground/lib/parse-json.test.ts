import { describe, expect, it } from 'vitest'
import { parseJson } from './parse-json.js'

const problemOf = (text: string) => {
  const result = parseJson(text)
  if (result.ok) throw new Error('expected a problem')
  return result.problem
}

describe('parseJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJson('{ "type": "object", "properties": {} }')).toEqual({ ok: true, value: { type: 'object', properties: {} } })
  })

  it('says an empty text is empty', () => {
    expect(problemOf('  \n ').message).toBe('内容为空，请粘贴或输入 JSON Schema')
  })

  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, '属性之间应为英文逗号 ,（或对象在此结束，应为 }），却出现了“"”'],
    ['{ "a": 1, }', 1, 11, '最后一项后面多了逗号'],
    ['[1, 2, ]', 1, 8, '最后一项后面多了逗号'],
    ['{ name: 1 }', 1, 3, '属性名“name”须用英文双引号括起来'],
    ["{ 'a': 1 }", 1, 3, '属性名须用英文双引号 " 括起来，不能用单引号'],
    ['{ "a": \'x\' }', 1, 8, '字符串须用英文双引号 " 括起来，不能用单引号'],
    ['{ "a" 1 }', 1, 7, '属性名后应为英文冒号 :，却出现了“1”'],
    ['{ "a"： 1 }', 1, 6, '使用了中文冒号“：”，请改为英文冒号 :'],
    ['{ "a": 1， "b": 2 }', 1, 9, '使用了中文逗号“，”，请改为英文逗号 ,'],
    ['{ "a": “x” }', 1, 8, '使用了中文引号“，请改为英文双引号 "'],
    ['{ "a": undefined }', 1, 8, 'JSON 不支持 undefined'],
    ['{ "a": yes }', 1, 8, '无法识别的值“yes”，文字须用英文双引号括起来'],
    ['{ "a": 01 }', 1, 8, '数字格式不正确'],
    ['{ "a": "x\\q" }', 1, 10, '无效的转义序列 \\q'],
    ['{ "a": "x', 1, 8, '字符串没有结束，缺少右双引号 "'],
    ['{ "a": "x\n" }', 1, 10, '字符串不能跨行：缺少右双引号 "，或换行请写成 \\n'],
    ['{ "a": [1, 2', 1, 13, '内容意外结束，数组缺少右方括号 ]'],
    ['{ "a": 1', 1, 9, '内容意外结束，对象缺少右花括号 }'],
    ['{ // 说明\n "a": 1 }', 1, 3, 'JSON 不支持注释'],
    ['{} {}', 1, 4, 'JSON 已经结束，后面还有多余的内容“{}”'],
  ])('describes %j at line %i column %i', (text, line, column, message) => {
    expect(problemOf(text)).toMatchObject({ line, column, message })
  })

  it('gives the offset of the problem so the editor can select it', () => {
    const text = '{\n  "a": 1,\n}'
    const problem = problemOf(text)
    expect(text[problem.offset]).toBe('}')
    expect(problem).toMatchObject({ line: 3, column: 1 })
  })
})
