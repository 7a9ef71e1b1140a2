import { DownloadOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { ShellCodes, OrgType } from '@yunying/contracts'
import { Button, Tooltip, Typography, theme } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { matchRoutes, useLocation, useNavigate } from 'react-router-dom'
import { DownloadCenterHost } from '../../features/tasks/download-center-host.js'
import { useFeedbackCount } from '../../features/shell/api/feedback-count.js'
import { BrowserTip } from '../../features/shell/components/browser-tip.js'
import { RenewalPrompt } from '../../features/shell/components/renewal-prompt.js'
import { ThemeSwitch } from '../../features/shell/components/theme-switch.js'
import { UpdateNotice } from '../../features/shell/components/update-notice.js'
import { UserMenu } from '../../features/shell/components/user-menu.js'
import { readAsideChoice, rememberAsideChoice, useShellStore } from '../../features/shell/shell-store.js'
import { KeepAliveOutlet } from '../../features/shell/tabs/keep-alive-outlet.js'
import { HOME_PATH, useTabsStore } from '../../features/shell/tabs/tabs-store.js'
import { TabsBar } from '../../features/shell/tabs/tabs-bar.js'
import { t } from '../../shared/i18n/messages.js'
import { IMPLIED_MENU_PATHS, useAccountStore } from '../../shared/lib/account-store.js'
import { useMenus } from '../../shared/lib/user-info.js'
import { bus } from '../../shared/lib/event-bus.js'
import { handleOf } from '../../shared/lib/routes.js'
import { FRAME_FEATURE_ROUTES } from '../routes/feature-routes.js'
import { SPEC_ROUTES } from '../routes/spec-routes.js'
import { buildMenuModel, isPermitted, routeSegments, trailOf } from './menu-model.js'
import { FourthMenu, MainMenu, SubMenu } from './menus.js'
import { buildShellRoutes } from './shell-routes.js'
import styles from './app-layout.module.css'

/** Header height (spec 1 §9). */
export const HEADER_HEIGHT = 68

const SOURCES = { features: FRAME_FEATURE_ROUTES, spec: SPEC_ROUTES }

/**
 * The frame every signed-in screen lives in (spec 1 §2.3): the 60 px first-level column, the 140 px
 * sub menu and the 100 px fourth level, the 68 px header, the browser tip, tabs with keep-alive, the
 * renewal prompt and the update notice. Menus and routes are built from the server's tree and rebuilt
 * in place when the organisation changes.
 */
export const AppLayout = () => {
  const location = useLocation()
  const navigate = useNavigate()
  const { token } = theme.useToken()
  const menus = useMenus()
  const user = useAccountStore((s) => s.user)
  const brand = useAccountStore((s) => s.brand)
  // The badge needs the code: a check without a code passes, this one must not.
  const canSeeFeedback = useAccountStore((s) => s.permission.includes(ShellCodes.feedbackView))
  const { setSegments, asideOpen, setAsideOpen } = useShellStore()
  const userId = useAccountStore((s) => s.user?.id)
  // The spec's default (open above 1800 px) until the user chooses; then their choice, on every window.
  useEffect(() => {
    const choice = readAsideChoice(userId)
    if (choice !== null) setAsideOpen(choice)
  }, [userId, setAsideOpen])
  const tabs = useTabsStore((s) => s.tabs)

  const model = useMemo(() => buildMenuModel(menus, { impliedPaths: [HOME_PATH, ...IMPLIED_MENU_PATHS] }), [menus])
  const routes = useMemo(() => buildShellRoutes(model, SOURCES), [model])
  const pathname = location.pathname
  const handle = useMemo(() => {
    const matches = matchRoutes(routes, location) ?? []
    return handleOf(matches[matches.length - 1]?.route)
  }, [routes, location])
  const title = handle.titleFor ? handle.titleFor(new URLSearchParams(location.search)) : (handle.title ?? '')

  const segmentKey = routeSegments(model, pathname).join('|')
  const segments = useMemo(() => segmentKey.split('|') as [string, string, string, string], [segmentKey])
  useEffect(() => setSegments(segments), [segments, setSegments])

  useEffect(() => {
    document.title = title ? `${title} - ${t('platformName')}` : t('platformName')
  }, [title])

  useEffect(() => {
    const visit = () => useTabsStore.getState().visit({ path: pathname, fullPath: pathname + location.search, title: title || pathname })
    visit()
    // Closing the shown page's tab was called off (the page had unsaved input, and the user stayed): the tab comes back.
    return bus.on('leave-called-off', visit)
  }, [pathname, location.search, title])

  // Another organisation: other pages belong to the old one. Keep the page if the new menu allows it.
  const orgKey = user?.org ? `${user.org.type}:${user.org.typeId}` : ''
  const [generation, setGeneration] = useState(0)
  const seenOrg = useRef(orgKey)
  useEffect(() => {
    if (seenOrg.current === orgKey) return
    seenOrg.current = orgKey
    setGeneration((g) => g + 1)
    const stay = isPermitted(model, pathname, handle.menuPath) || handle.always
    useTabsStore.getState().reset(stay ? { path: pathname, fullPath: pathname + location.search, title } : undefined)
    if (!stay) navigate(HOME_PATH, { replace: true })
  }, [orgKey]) // eslint-disable-line react-hooks/exhaustive-deps

  const storeId = user?.org?.type === OrgType.brand ? brand?.id : undefined
  const feedbackCount = useFeedbackCount(canSeeFeedback, storeId).data ?? 0

  const onNavigate = useCallback((path: string) => navigate(path), [navigate])
  const trail = trailOf(model, pathname)
  const first = trail[0]
  const third = trail[2]
  const openPaths = useMemo(() => new Set(tabs.map((tab) => tab.path)), [tabs])
  const menuProps = { segments, adminType: user?.adminType, feedbackCount, onNavigate }

  return (
    <div className={styles.frame} style={{ background: token.colorBgLayout, color: token.colorText }}>
      <BrowserTip />
      <div className={styles.body}>
        <MainMenu roots={model.roots} {...menuProps} />
        {asideOpen && first && first.children.length > 0 ? <SubMenu key={first.path} parent={first} {...menuProps} /> : null}
        {asideOpen && third && third.children.length > 0 ? <FourthMenu parent={third} {...menuProps} /> : null}
        <div className={styles.main}>
          <header className={styles.header} style={{ height: HEADER_HEIGHT, background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}>
            <div className={styles.titleRow}>
              <Tooltip title={asideOpen ? '收起菜单' : '展开菜单'}>
                {/* Folded, the button says what it does: laptop users must find the sub menus. */}
                <Button
                  type={asideOpen ? 'text' : 'default'}
                  aria-label={asideOpen ? '收起菜单' : '展开菜单'}
                  icon={asideOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                  onClick={() => {
                    rememberAsideChoice(userId, !asideOpen)
                    setAsideOpen(!asideOpen)
                  }}
                >
                  {asideOpen ? null : '菜单'}
                </Button>
              </Tooltip>
              <Typography.Title level={5} className={styles.pageTitle} data-testid="page-title">
                {title}
              </Typography.Title>
            </div>
            <div className={styles.actions}>
              <Button type="text" icon={<DownloadOutlined />} onClick={() => bus.emit('open-task-center')}>
                下载中心
              </Button>
              <ThemeSwitch />
              <UserMenu />
            </div>
          </header>
          <TabsBar active={pathname} />
          <RenewalPrompt pathname={pathname} />
          <KeepAliveOutlet routes={routes} keepAlive={Boolean(handle.keepAlive)} openPaths={openPaths} generation={generation} />
        </div>
      </div>
      {pathname === HOME_PATH ? <UpdateNotice /> : null}
      <DownloadCenterHost />
    </div>
  )
}

export default AppLayout
