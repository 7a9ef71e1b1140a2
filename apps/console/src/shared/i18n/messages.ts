import { readLocale, type LocaleName } from './locale.js'

/** The shell's own words in both locales. Feature screens are Chinese first; English follows them here. */
const MESSAGES = {
  platformName: { 'zh-CN': '运营平台', 'en-US': 'Operations Platform' },
  logout: { 'zh-CN': '退出登录', 'en-US': 'Log out' },
  home: { 'zh-CN': '首页', 'en-US': 'Home' },
  notFound: { 'zh-CN': '抱歉，您访问的页面不存在', 'en-US': 'Sorry, the page you visited does not exist' },
  forbidden: { 'zh-CN': '抱歉，您没有权限访问此页面', 'en-US': 'Sorry, you are not allowed to see this page' },
  backHome: { 'zh-CN': '返回首页', 'en-US': 'Back home' },
  notInstalled: { 'zh-CN': '该功能暂未开放，敬请期待', 'en-US': 'This feature is not open yet' },
  notInstalledHint: { 'zh-CN': '该页面的功能正在建设中，开放后会出现在这里。', 'en-US': 'This page is being built; it will appear here once it opens.' },
  lightTheme: { 'zh-CN': '浅色主题', 'en-US': 'Light theme' },
  darkTheme: { 'zh-CN': '深色主题', 'en-US': 'Dark theme' },
  language: { 'zh-CN': 'English', 'en-US': '中文' },
} as const satisfies Record<string, Record<LocaleName, string>>

export type MessageKey = keyof typeof MESSAGES

export const t = (key: MessageKey, locale: LocaleName = readLocale()) => MESSAGES[key][locale]
