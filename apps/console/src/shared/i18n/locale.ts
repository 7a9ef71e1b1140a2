import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'
import { readStored, writeStored } from '../lib/storage.js'

// Imported from antd/es: in an ESM build `antd/locale/zh_CN` silently gives English.
export type LocaleName = 'zh-CN' | 'en-US'
export const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const

const KEY = 'admin.locale'
export const readLocale = (): LocaleName => (readStored<string>(KEY, 'zh-CN') === 'en-US' ? 'en-US' : 'zh-CN')
export const writeLocale = (locale: LocaleName) => writeStored(KEY, locale)
