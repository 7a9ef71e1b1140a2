import type { ISchema } from '@formily/json-schema'

/** A problem in a pasted schema: `error` stops rendering, `warning` only informs. */
export interface SchemaProblem {
  /** Where, as a JSON path (`properties.name.x-component`); empty for the root. */
  path: string
  message: string
  level: 'error' | 'warning'
}

export type SchemaCheck = { schema: ISchema | null; problems: SchemaProblem[] }

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'void', 'date', 'datetime'])
const EXPRESSION = /^\s*\{\{[\s\S]*\}\}\s*$/
const MAX_PROBLEMS = 20

const kindOf = (value: unknown): string => {
  if (value === null) return 'null'
  if (Array.isArray(value)) return '数组'
  return { string: '字符串', number: '数字', boolean: '布尔值' }[typeof value as string] ?? typeof value
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Finds a registered component by name, following dots (`ArrayTable.Column`). */
export function findComponent(components: object, name: string): unknown {
  let current: unknown = components
  for (const part of name.split('.')) {
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return typeof current === 'function' || (typeof current === 'object' && current !== null) ? current : undefined
}

/**
 * Checks a parsed value before Formily sees it: the root is an object schema, every component and
 * decorator is registered, and no `{{ }}` expression appears (the console's content security
 * policy forbids the string evaluation Formily would need, so they could never run here).
 */
export function checkSchema(value: unknown, components: object): SchemaCheck {
  const problems: SchemaProblem[] = []
  const add = (path: string, message: string, level: SchemaProblem['level'] = 'error') => {
    if (problems.length < MAX_PROBLEMS) problems.push({ path, message, level })
  }
  if (!isObject(value)) {
    add('', `最外层必须是一个对象 { … }，当前是${kindOf(value)}`)
    return { schema: null, problems }
  }
  if (value.type !== undefined && value.type !== 'object') add('type', '最外层的 type 必须是 "object"')
  if (!isObject(value.properties) || Object.keys(value.properties).length === 0) add('properties', '没有任何字段：请在 properties 中定义字段', 'warning')

  const known = Object.keys(components).join('、')
  const scanExpressions = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (EXPRESSION.test(node)) add(path, '不支持 {{ }} 表达式：控制台的安全策略不允许执行字符串代码，请改用固定值或 x-data 中的 flags')
    } else if (Array.isArray(node)) node.forEach((item, i) => scanExpressions(item, `${path}.${i}`))
    else if (isObject(node)) for (const [key, item] of Object.entries(node)) scanExpressions(item, path ? `${path}.${key}` : key)
  }
  scanExpressions(value, '')

  const visit = (node: unknown, path: string) => {
    if (!isObject(node)) {
      add(path, `字段定义必须是对象，当前是${kindOf(node)}`)
      return
    }
    const at = (key: string) => (path ? `${path}.${key}` : key)
    if (node.type !== undefined && (typeof node.type !== 'string' || !TYPES.has(node.type))) {
      add(at('type'), `未知的 type“${String(node.type)}”，可用：${[...TYPES].join('、')}`, 'warning')
    }
    for (const key of ['x-component', 'x-decorator'] as const) {
      const name = node[key]
      if (name === undefined) continue
      if (typeof name !== 'string') add(at(key), `${key} 须为组件名字符串`)
      else if (!findComponent(components, name)) add(at(key), `未知组件“${name}”，可用组件：${known}`)
    }
    if (node.properties !== undefined) {
      if (!isObject(node.properties)) add(at('properties'), 'properties 必须是对象，键为字段名')
      else for (const [key, child] of Object.entries(node.properties)) visit(child, `${at('properties')}.${key}`)
    }
    if (Array.isArray(node.items)) node.items.forEach((child, i) => visit(child, `${at('items')}.${i}`))
    else if (node.items !== undefined) visit(node.items, at('items'))
  }
  visit(value, '')

  return { schema: problems.some((p) => p.level === 'error') ? null : (value as ISchema), problems }
}
