import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

// Developer pages: menu pages under 开发工具 that only the operator role holds (never brand or group staff).
// The playground is kept alive so that a pasted schema survives a trip to another tab.
export const routes: FeatureRoute[] = [
  lazyPage('/devtools/formKit/playground', { title: '表单工具 · 试验场', keepAlive: true }, async () => (await import('./pages/playground-page.js')).default),
  lazyPage('/devtools/formKit/catalogue', '表单工具 · 组件目录', async () => (await import('./pages/catalogue-page.js')).default),
]
