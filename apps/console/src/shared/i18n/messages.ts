import { readLocale, type LocaleName } from './locale.js'

/** The shell's own words in both locales. Feature screens are Chinese first; English follows them here. */
const MESSAGES = {
  platformName: { 'zh-CN': '运营平台', 'en-US': 'Operations Platform' },
  logout: { 'zh-CN': '退出登录', 'en-US': 'Log out' },
  home: { 'zh-CN': '首页', 'en-US': 'Home' },
  notFound: { 'zh-CN': '抱歉，您访问的页面不存在', 'en-US': 'Sorry, the page you visited does not exist' },
  forbidden: { 'zh-CN': '抱歉，您没有权限访问此页面', 'en-US': 'Sorry, you are not allowed to see this page' },
  backHome: { 'zh-CN': '返回首页', 'en-US': 'Back home' },
  notInstalled: { 'zh-CN': '此模块尚未安装在本控制台', 'en-US': 'This module is not installed on this console' },
  notInstalledHint: { 'zh-CN': '该页面所属模块未随本控制台部署，如需使用请联系平台管理员。', 'en-US': 'The module this page belongs to is not deployed with this console; ask the platform administrator.' },
  lightTheme: { 'zh-CN': '浅色主题', 'en-US': 'Light theme' },
  darkTheme: { 'zh-CN': '深色主题', 'en-US': 'Dark theme' },
  language: { 'zh-CN': 'English', 'en-US': '中文' },
} as const satisfies Record<string, Record<LocaleName, string>>

export type MessageKey = keyof typeof MESSAGES

export const t = (key: MessageKey, locale: LocaleName = readLocale()) => MESSAGES[key][locale]
