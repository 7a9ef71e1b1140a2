import type { FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  {
    path: '/homePage',
    handle: { title: '首页', always: true },
    lazy: async () => ({ Component: (await import('./pages/home-page.js')).default }),
  },
]
