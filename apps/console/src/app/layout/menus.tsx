import { listKeyDown } from '../../shared/lib/list-keys.js'
import { DownOutlined, RightOutlined } from '@ant-design/icons'
import { Badge, theme } from 'antd'
import { memo, useState, type ReactNode } from 'react'
import { clickTarget, shortLabel, type MenuEntry } from './menu-model.js'
import { MenuIcon } from '../../shared/ui/menu-icons.js'
import styles from './menus.module.css'

/** Menu widths of spec 1 §9. */
export const MAIN_MENU_WIDTH = 60
export const SUB_MENU_WIDTH = 140
export const FOURTH_MENU_WIDTH = 100

interface MenuProps {
  segments: readonly string[]
  adminType: number | undefined
  feedbackCount: number
  onNavigate(path: string): void
}

const Count = ({ entry, count }: { entry: MenuEntry; count: number }) =>
  entry.feedback && count > 0 ? <Badge count={count} size="small" overflowCount={99} className={styles.badge} /> : null

const hasFeedback = (entry: MenuEntry): boolean => entry.feedback || entry.children.some(hasFeedback)

interface MenuItemProps {
  entry: MenuEntry
  active: boolean
  title?: string
  className: string | undefined
  /** The text colour while not active (the active one is the theme's primary text). */
  idle: string
  onOpen(): void
  children: ReactNode
}

/** One entry of a menu column: a menu item opened by click or Enter. */
const MenuItem = ({ entry, active, title, className, idle, onOpen, children }: MenuItemProps) => {
  const { token } = theme.useToken()
  const color = active ? token.colorPrimaryText : idle
  return (
    <li
      role="menuitem"
      aria-label={entry.name}
      aria-current={active || undefined}
      tabIndex={0}
      title={title}
      className={className}
      style={{ color, background: active ? token.colorPrimaryBg : undefined }}
      onClick={onOpen}
      onKeyDown={(e) => listKeyDown(e, onOpen)}
    >
      {children}
    </li>
  )
}

/** The 60 px first-level column: icon and the first two characters (spec 1 §2.3). */
export const MainMenu = memo(function MainMenu({ roots, segments, adminType, feedbackCount, onNavigate }: MenuProps & { roots: MenuEntry[] }) {
  const { token } = theme.useToken()
  return (
    <nav className={styles.main} style={{ width: MAIN_MENU_WIDTH, background: token.colorBgContainer, borderColor: token.colorBorderSecondary }} aria-label="一级菜单">
      <div className={styles.logo} style={{ color: token.colorPrimaryText }}>
        运营
      </div>
      <ul role="menu" className={styles.list}>
        {roots.map((entry) => (
          <MenuItem
            key={entry.id}
            entry={entry}
            active={segments[0] === entry.path}
            title={entry.name}
            className={styles.mainItem}
            idle={token.colorTextSecondary}
            onOpen={() => onNavigate(clickTarget(entry, adminType))}
          >
            <Badge dot={feedbackCount > 0 && hasFeedback(entry)} offset={[-2, 2]}>
              <span className={styles.mainIcon} style={{ color: 'inherit' }}>
                <MenuIcon name={entry.icon} />
              </span>
            </Badge>
            <span className={styles.mainLabel}>{shortLabel(entry.name)}</span>
          </MenuItem>
        ))}
      </ul>
    </nav>
  )
})

/** The 140 px sub menu: second-level entries, with collapsible third-level groups (spec 1 §2.3). */
export const SubMenu = memo(function SubMenu({ parent, segments, adminType, feedbackCount, onNavigate }: MenuProps & { parent: MenuEntry }) {
  const { token } = theme.useToken()
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const toggle = (path: string) =>
    setCollapsed((s) => {
      const next = new Set(s)
      if (next.has(path)) next.delete(path)
      else next.add(path)
      return next
    })
  const item = (entry: MenuEntry, depth: 2 | 3) => (
    <MenuItem
      key={entry.id}
      entry={entry}
      active={segments[depth - 1] === entry.path}
      className={depth === 2 ? styles.subItem : styles.groupItem}
      idle={token.colorText}
      onOpen={() => onNavigate(clickTarget(entry, adminType))}
    >
      <span className={styles.ellipsis}>{entry.name}</span>
      <Count entry={entry} count={feedbackCount} />
      {entry.children.length > 0 ? <RightOutlined className={styles.more} /> : null}
    </MenuItem>
  )
  return (
    <nav className={styles.sub} style={{ width: SUB_MENU_WIDTH, background: token.colorBgContainer, borderColor: token.colorBorderSecondary }} aria-label="二级菜单">
      <div className={styles.subTitle} style={{ color: token.colorTextHeading }}>
        {parent.name}
      </div>
      <ul role="menu" className={styles.list}>
        {parent.children.map((entry) => {
          if (entry.children.length === 0) return item(entry, 2)
          const open = !collapsed.has(entry.path) || segments[1] === entry.path
          const active = segments[1] === entry.path
          return (
            <li key={entry.id} role="none">
              <div
                role="menuitem"
                aria-label={entry.name}
                aria-expanded={open}
                tabIndex={0}
                className={styles.groupTitle}
                style={{ color: active ? token.colorPrimaryText : token.colorTextSecondary }}
                onClick={() => {
                  // The seven special parents open their own page; everyone else folds the group (spec 1 §2.4).
                  if (entry.special && adminType !== 3) onNavigate(entry.path)
                  else toggle(entry.path)
                }}
                onKeyDown={(e) => listKeyDown(e, () => toggle(entry.path))}
              >
                <span className={styles.ellipsis}>{entry.name}</span>
                <Badge dot={feedbackCount > 0 && hasFeedback(entry)} />
                <DownOutlined
                  className={styles.caret}
                  style={{ transform: open ? undefined : 'rotate(-90deg)' }}
                  onClick={(e) => {
                    e.stopPropagation()
                    toggle(entry.path)
                  }}
                />
              </div>
              {open ? (
                <ul role="menu" className={styles.list}>
                  {entry.children.map((child) => item(child, 3))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
})

/** The 100 px fourth-level menu, shown when the current third-level entry has children (spec 1 §2.3). */
export const FourthMenu = memo(function FourthMenu({ parent, segments, feedbackCount, onNavigate }: MenuProps & { parent: MenuEntry }) {
  const { token } = theme.useToken()
  return (
    <nav className={styles.fourth} style={{ width: FOURTH_MENU_WIDTH, background: token.colorFillQuaternary, borderColor: token.colorBorderSecondary }} aria-label="四级菜单">
      <div className={styles.fourthTitle} style={{ color: token.colorTextHeading }}>
        {parent.name}
      </div>
      <ul role="menu" className={styles.list}>
        {parent.children.map((entry) => (
          <MenuItem
            key={entry.id}
            entry={entry}
            active={segments[3] === entry.path}
            className={styles.fourthItem}
            idle={token.colorText}
            onOpen={() => onNavigate(entry.firstLeaf)}
          >
            <span className={styles.ellipsis}>{entry.name}</span>
            <Count entry={entry} count={feedbackCount} />
          </MenuItem>
        ))}
      </ul>
    </nav>
  )
})
