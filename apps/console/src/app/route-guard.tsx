import { Spin } from 'antd'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom'
import { t } from '../shared/i18n/messages.js'
import { readToken } from '../shared/lib/cookie.js'
import { handleOf } from '../shared/lib/routes.js'
import { useShellConfig } from '../shared/lib/shell-config.js'
import { useUserInfo } from '../shared/lib/user-info.js'
import { resolveCallback } from './callback.js'
import { isPublicPath } from './public-routes.js'

export type { RouteHandle } from '../shared/lib/routes.js'

/**
 * Document title: the page title followed by the platform name (spec 1 §2.2). Routes inside the frame
 * are titled by the frame, which knows their menu; here only the top-level ones.
 */
const useDocumentTitle = () => {
  const matches = useMatches()
  const title = [...matches].reverse().map((m) => handleOf(m).title).find(Boolean)
  useEffect(() => {
    if (title) document.title = `${title} - ${t('platformName')}`
  }, [title])
}

/** Public routes drop the body's minimum width; the rest keep it (spec 1 §2.2). */
const useBodyMinWidth = (isPublic: boolean) => {
  useEffect(() => {
    document.body.classList.toggle('public-route', isPublic)
  }, [isPublic])
}

/** `?callback=`: leave for an allowed host over https, otherwise ignore it. */
const useCallbackRedirect = (search: string) => {
  const callback = new URLSearchParams(search).get('callback')
  const config = useShellConfig()
  const hosts = config.data?.callbackAllowedHosts
  useEffect(() => {
    if (!callback || !hosts) return
    const target = resolveCallback(callback, hosts)
    // The decision, readable by tests and tools: an ignored callback is final, not a redirect still to come.
    document.body.dataset.callback = target ? 'followed' : 'ignored'
    if (target) window.location.replace(target)
  }, [callback, hosts])
}

export const RootRoute = () => {
  const location = useLocation()
  const matches = useMatches()
  useDocumentTitle()
  useCallbackRedirect(location.search)
  const isPublic = isPublicPath(location.pathname) || matches.some((m) => handleOf(m).public || handleOf(m).name)
  useBodyMinWidth(isPublic)
  return <Outlet />
}

/** Every non-public route needs the token cookie; without it the user goes to /login. */
export const RequireSession = () => {
  const location = useLocation()
  const token = readToken()
  const info = useUserInfo(Boolean(token))
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  if (info.isPending) {
    return (
      <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
        <Spin size="large" />
      </div>
    )
  }
  return <Outlet />
}
