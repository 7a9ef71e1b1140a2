import type { FeatureRoute } from '../../shared/lib/routes.js'

// Developer pages: menu pages under 开发工具 that only the operator role holds (never brand or group staff).
// The playground is kept alive so that a pasted schema survives a trip to another tab.
export const routes: FeatureRoute[] = [
  {
    path: '/devtools/formKit/playground',
    handle: { title: '表单工具 · 试验场', keepAlive: true },
    lazy: async () => ({ Component: (await import('./pages/playground-page.js')).default }),
  },
  {
    path: '/devtools/formKit/catalogue',
    handle: { title: '表单工具 · 组件目录' },
    lazy: async () => ({ Component: (await import('./pages/catalogue-page.js')).default }),
  },
]
