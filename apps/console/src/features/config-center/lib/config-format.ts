import type { Option } from './config-editor.js'

/** The words for "no value" in history diffs and the effective view. */
export const NOT_CONFIGURED = '未配置'

const titleOf = (options: readonly Option[] | undefined, value: string) => options?.find((o) => o.value === value)?.title ?? value

/**
 * A configuration value as the history and the effective view show it: null → 未配置, a switch
 * → 开启/关闭, options by their titles, lists joined with 、.
 */
export const formatConfigValue = (value: unknown, def?: { dataType: string; optionValues: readonly Option[] }): string => {
  if (value === null || value === undefined) return NOT_CONFIGURED
  if (typeof value === 'boolean') return value ? '开启' : '关闭'
  if (Array.isArray(value)) {
    if (value.length === 0) return '（空）'
    const items = value.map((v) => (def?.dataType === 'checkbox' ? titleOf(def.optionValues, String(v)) : String(v)))
    return items.join('、')
  }
  if (typeof value === 'string') {
    if (value === '') return '（空）'
    return def?.dataType === 'radio' ? titleOf(def.optionValues, value) : value
  }
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** A brand's access to a value in the history: 可读可写, 仅可读, 不可读, or 未配置. */
export const formatAccess = (access: { isSellerRead: boolean; isSellerWrite: boolean } | null | undefined): string => {
  if (!access) return NOT_CONFIGURED
  if (access.isSellerWrite) return '可读可写'
  return access.isSellerRead ? '仅可读' : '不可读'
}
