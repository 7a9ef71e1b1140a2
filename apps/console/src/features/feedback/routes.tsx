import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

export const routes: FeatureRoute[] = [
  // Spec 1 §2.4: the path containing /memberCenter/thirdChannel/feedback is the feedback page.
  lazyPage('/operateCenter/memberCenter/thirdChannel/feedback', { title: '意见反馈', keepAlive: true }, async () => (await import('./pages/feedback-page.js')).FeedbackPage),
]
