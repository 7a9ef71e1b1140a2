import type { FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  {
    // Spec 1 §2.4: the path containing /memberCenter/thirdChannel/feedback is the feedback page.
    path: '/operateCenter/memberCenter/thirdChannel/feedback',
    handle: { title: '意见反馈', keepAlive: true },
    lazy: async () => ({ Component: (await import('./pages/feedback-page.js')).FeedbackPage }),
  },
]
