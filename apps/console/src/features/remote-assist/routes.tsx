import type { FeatureRoute } from '../../shared/lib/routes.js'

/** 远程协助 (spec 3 §2.3): devices, applications, records; and the remote-desktop page the dialog opens. */
export const routes: FeatureRoute[] = [
  {
    path: '/businessCenter/remoteAssistance/device',
    handle: { title: '设备管理' },
    lazy: async () => ({ Component: (await import('./pages/device-page.js')).DevicePage }),
  },
  {
    path: '/businessCenter/remoteAssistance/apply',
    handle: { title: '申请列表' },
    lazy: async () => ({ Component: (await import('./pages/apply-page.js')).ApplyPage }),
  },
  {
    path: '/businessCenter/remoteAssistance/records',
    handle: { title: '远程记录' },
    lazy: async () => ({ Component: (await import('./pages/records-page.js')).RecordsPage }),
  },
  {
    // Outside the frame: a window of its own; the session's code and password are its only key.
    path: '/remote-desktop',
    handle: { title: '远程桌面', public: true },
    lazy: async () => ({ Component: (await import('./pages/remote-desktop-page.js')).RemoteDesktopPage }),
  },
]
