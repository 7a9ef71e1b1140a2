import { memo, useLayoutEffect, useRef, type ReactElement } from 'react'
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom'
import styles from './keep-alive-outlet.module.css'

interface Props {
  routes: RouteObject[]
  /** Whether the page at a pathname is kept alive (its route's `handle.keepAlive`). */
  keepAlive: boolean
  /** Pathnames of the open tabs: a kept page whose tab closed is dropped. */
  openPaths: ReadonlySet<string>
  /** Changes when the routes are rebuilt for another organisation: every kept page is dropped. */
  generation: number
}

/** One page rendered for its own location: a kept page keeps seeing the URL it was left at. */
const Page = memo(function Page({ routes, location }: { routes: RouteObject[]; location: Location }): ReactElement | null {
  return useRoutes(routes, location)
})

/** A page's own scroll container; its scroll position survives being hidden (display: none resets it). */
const Pane = ({ active, children, name }: { active: boolean; children: ReactElement; name: string }) => {
  const el = useRef<HTMLDivElement>(null)
  const top = useRef(0)
  useLayoutEffect(() => {
    if (active && el.current) el.current.scrollTop = top.current
  }, [active])
  return (
    <div
      ref={el}
      className={styles.pane}
      data-page={name}
      hidden={!active}
      onScroll={(e) => {
        if (active) top.current = e.currentTarget.scrollTop
      }}
    >
      {children}
    </div>
  )
}

/**
 * The frame's outlet with keep-alive (spec 1 §2.5): pages flagged keep-alive stay mounted, hidden, while
 * their tab is open, whatever their menu depth, with their state and scroll position; other pages
 * mount fresh on every visit. Each page renders its routes against its own location.
 */
export const KeepAliveOutlet = ({ routes, keepAlive, openPaths, generation }: Props) => {
  const location = useLocation()
  const kept = useRef(new Map<string, Location>())
  const seenGeneration = useRef(generation)
  if (seenGeneration.current !== generation) {
    kept.current = new Map()
    seenGeneration.current = generation
  }
  const active = location.pathname
  for (const path of [...kept.current.keys()]) if (!openPaths.has(path) && path !== active) kept.current.delete(path)
  if (keepAlive) kept.current.set(active, location)

  const panes: ReactElement[] = []
  for (const [path, at] of kept.current) {
    panes.push(
      <Pane key={`k:${path}`} active={path === active} name={path}>
        <Page routes={routes} location={at} />
      </Pane>,
    )
  }
  if (!keepAlive) {
    panes.push(
      <Pane key={`p:${active}`} active name={active}>
        <Page routes={routes} location={location} />
      </Pane>,
    )
  }
  return <div className={styles.outlet}>{panes}</div>
}
