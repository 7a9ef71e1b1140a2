import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  // The shell's shared components (map picker, area picker, success dialog) for developers and testers:
  // a menu page under 开发工具 that only the operator role holds.
  lazyPage('/devtools/shell/components', '组件示例', async () => (await import('./pages/components-page.js')).ComponentsPage),
]
