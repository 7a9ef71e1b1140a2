import type { FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  {
    // The shell's shared components (map picker, area picker, success dialog) for developers and testers.
    path: '/devtools/shell/components',
    handle: { title: '组件示例', always: true },
    lazy: async () => ({ Component: (await import('./pages/components-page.js')).ComponentsPage }),
  },
]
