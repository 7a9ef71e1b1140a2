import { lazyPage, type FeatureRoute } from '../../shared/lib/routes.js'

/** 远程协助 (spec 3 §2.3): devices, applications, records; and the remote-desktop page the dialog opens. */
export const routes: FeatureRoute[] = [
  lazyPage('/businessCenter/remoteAssistance/device', '设备管理', async () => (await import('./pages/device-page.js')).DevicePage),
  lazyPage('/businessCenter/remoteAssistance/apply', '申请列表', async () => (await import('./pages/apply-page.js')).ApplyPage),
  lazyPage('/businessCenter/remoteAssistance/records', '远程记录', async () => (await import('./pages/records-page.js')).RecordsPage),
  // Outside the frame: a window of its own; the session's code and password are its only key.
  lazyPage('/remote-desktop', { title: '远程桌面', public: true }, async () => (await import('./pages/remote-desktop-page.js')).RemoteDesktopPage),
]
