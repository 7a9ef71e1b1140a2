import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { readStored, writeStored } from '../lib/storage.js'

// Imported from antd/es: in an ESM build `antd/locale/zh_CN` silently gives English.
export type LocaleName = 'zh-CN' | 'en-US'
export const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const

/**
 * The date library's locale for each console locale: antd's zh_CN names its own buttons (今天, 确定)
 * but month and weekday names, and relative times, come from dayjs, which speaks English until told.
 */
const DAYJS_LOCALES: Record<LocaleName, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' }

/** Sets the date library's locale (month and weekday names in every picker and calendar); the console's root calls it once. */
export const applyDateLocale = (locale: LocaleName) => {
  dayjs.locale(DAYJS_LOCALES[locale])
}

const KEY = 'admin.locale'
export const readLocale = (): LocaleName => (readStored<string>(KEY, 'zh-CN') === 'en-US' ? 'en-US' : 'zh-CN')
export const writeLocale = (locale: LocaleName) => writeStored(KEY, locale)
