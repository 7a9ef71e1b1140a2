import { listKeyDown } from '../../../shared/lib/list-keys.js'
import { CloseOutlined } from '@ant-design/icons'
import { Dropdown, theme, type MenuProps } from 'antd'
import { useLayoutEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { HOME_PATH, useTabsStore, type PageTab } from './tabs-store.js'
import styles from './tabs-bar.module.css'

/** Minimum width of the tab context menu (spec 1 §9). */
export const CONTEXT_MENU_MIN_WIDTH = 150

/**
 * The page shown now, for closing tabs: the URL. A keypress or click can come after a navigation
 * changed the URL but before the re-render that passes the new `active`; closing the shown page's
 * tab must still move to its neighbour rather than leave the page without a tab.
 */
const shownPath = () => window.location.pathname

/** A tab per visited page; right-click for close others, left, right and all (spec 1 §2.3). */
export const TabsBar = ({ active }: { active: string }) => {
  const navigate = useNavigate()
  const { token } = theme.useToken()
  const tabs = useTabsStore((s) => s.tabs)
  const store = useTabsStore.getState
  const go = (target: string | null) => {
    if (target) navigate(target)
  }
  const bar = useRef<HTMLDivElement>(null)
  // A tab closed while it had the focus hands it to the tab of the page then shown, once the bar has
  // re-rendered: left on the removed tab, the focus would fall to the page body and the next key be lost.
  const focusAfterClose = useRef<string | null>(null)
  useLayoutEffect(() => {
    const path = focusAfterClose.current
    if (path === null) return
    focusAfterClose.current = null
    bar.current?.querySelector<HTMLElement>(`[role="tab"][data-path="${CSS.escape(path)}"]`)?.focus()
  }, [tabs])
  const closeTab = (tab: PageTab, element: HTMLElement) => {
    const hadFocus = element.contains(document.activeElement)
    const target = store().close([tab.path], shownPath())
    if (hadFocus) focusAfterClose.current = target ? target.split('?')[0]! : shownPath()
    go(target)
  }

  const menuOf = (tab: PageTab, index: number): MenuProps => ({
    style: { minWidth: CONTEXT_MENU_MIN_WIDTH },
    items: [
      { key: 'others', label: '关闭其他', disabled: tabs.length <= 1 || tabs.every((t) => t.path === tab.path || t.path === HOME_PATH) },
      { key: 'left', label: '关闭左侧', disabled: tabs.slice(0, index).every((t) => t.path === HOME_PATH) },
      { key: 'right', label: '关闭右侧', disabled: index === tabs.length - 1 },
      { key: 'all', label: '关闭全部', disabled: tabs.length <= 1 },
    ],
    onClick: ({ key }) => {
      const s = store()
      const shown = shownPath()
      if (key === 'others') go(s.closeOthers(tab.path, shown) ?? (tab.path !== shown ? tab.fullPath : null))
      if (key === 'left') go(s.closeLeft(tab.path, shown))
      if (key === 'right') go(s.closeRight(tab.path, shown))
      if (key === 'all') go(s.closeAll(shown))
    },
  })

  return (
    <div ref={bar} className={styles.bar} role="tablist" aria-label="已打开的页面" style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}>
      {tabs.map((tab, index) => {
        const isActive = tab.path === active
        return (
          <Dropdown key={tab.path} trigger={['contextMenu']} menu={menuOf(tab, index)}>
            <div
              role="tab"
              aria-selected={isActive}
              tabIndex={0}
              title={tab.title}
              data-path={tab.path}
              className={styles.tab}
              style={{
                color: isActive ? token.colorPrimaryText : token.colorText,
                background: isActive ? token.colorPrimaryBg : 'transparent',
                borderColor: isActive ? token.colorPrimaryBorder : token.colorBorderSecondary,
              }}
              onClick={() => !isActive && navigate(tab.fullPath)}
              onKeyDown={(e) => {
                // Delete closes the tab (not 首页); the context menu opens with the ContextMenu key or Shift+F10.
                if (e.key === 'Delete' && tab.path !== HOME_PATH) {
                  e.preventDefault()
                  closeTab(tab, e.currentTarget)
                  return
                }
                listKeyDown(e, () => !isActive && navigate(tab.fullPath), { orientation: 'horizontal', list: '[role="tablist"]', item: '[role="tab"]' })
              }}
            >
              <span className={styles.title}>{tab.title}</span>
              {tab.path === HOME_PATH ? null : (
                <CloseOutlined
                  className={styles.close}
                  aria-label={`关闭 ${tab.title}`}
                  onClick={(e) => {
                    e.stopPropagation()
                    closeTab(tab, e.currentTarget.closest<HTMLElement>('[role="tab"]')!)
                  }}
                />
              )}
            </div>
          </Dropdown>
        )
      })}
    </div>
  )
}
