import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  lazyPage('/homePage', { title: '首页', always: true }, async () => (await import('./pages/home-page.js')).default),
]
