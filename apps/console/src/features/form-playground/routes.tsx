import type { FeatureRoute } from '../../shared/lib/routes.js'

// Developer pages: no menu entry grants them, so every signed-in user may open them (`always`).
// The playground is kept alive so that a pasted schema survives a trip to another tab.
export const routes: FeatureRoute[] = [
  {
    path: '/devtools/formKit/playground',
    handle: { title: '表单工具 · 试验场', always: true, keepAlive: true },
    lazy: async () => ({ Component: (await import('./pages/playground-page.js')).default }),
  },
  {
    path: '/devtools/formKit/catalogue',
    handle: { title: '表单工具 · 组件目录', always: true },
    lazy: async () => ({ Component: (await import('./pages/catalogue-page.js')).default }),
  },
]
