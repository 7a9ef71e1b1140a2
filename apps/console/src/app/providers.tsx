import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import { useEffect, useState, type ReactNode } from 'react'
import { ANTD_LOCALES, applyDateLocale, readLocale } from '../shared/i18n/locale.js'
import { setNotifier } from '../shared/lib/notify.js'
import { RequestError } from '../shared/lib/request.js'
import { DARK_BACKGROUND, useThemeStore } from '../shared/lib/theme-store.js'
import { themeConfig } from '../shared/lib/theme-tokens.js'

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // A refused call (permission, session) will not succeed by asking again.
        retry: (count, error) => !(error instanceof RequestError && error.code !== -1) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  })

/** Connects the request layer's toasts to antd's message API, inside the theme. */
const NotifierBridge = () => {
  const { message } = AntApp.useApp()
  useEffect(() => {
    setNotifier({
      error: (text, onClose) => void message.error({ content: text, onClose }),
      info: (text) => void message.success(text),
    })
  }, [message])
  return null
}

export const Providers = ({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) => {
  const mode = useThemeStore((s) => s.mode)
  const [locale] = useState(() => {
    const chosen = readLocale()
    // Before anything renders: the pickers read the date library's locale as they draw.
    applyDateLocale(chosen)
    return chosen
  })
  useEffect(() => {
    document.documentElement.dataset.theme = mode
    document.body.style.background = mode === 'dark' ? DARK_BACKGROUND : ''
  }, [mode])
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      theme={themeConfig(mode)}
    >
      <AntApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  )
}
