import { configure } from '@testing-library/react'
import type { ReactElement } from 'react'
import { useLocation } from 'react-router-dom'
import { vi } from 'vitest'
import { renderScreen } from '../../../test/screen.js'

/** Where a test's navigation ended: the path and query, for assertions. */
const Landed = ({ name }: { name: string }) => {
  const location = useLocation()
  return <div data-testid="landed">{`${name} ${location.pathname}${location.search}`}</div>
}

const PLACES: Array<[string, string]> = [
  ['/', 'home'],
  ['/homePage', 'home'],
  ['/accountRegistration', 'registration'],
  ['/login', 'login'],
]

/**
 * Renders an auth screen at `path` on the shared screen harness, with stand-ins for the places it sends
 * the user (home, registration, login) that say where the user landed.
 */
export const renderAuth = (element: ReactElement, { path, at, state }: { path: string; at: string; state?: unknown }) => {
  const routes = Object.fromEntries(PLACES.filter(([p]) => p !== path).map(([p, name]) => [p, <Landed name={name} />]))
  const { view } = renderScreen(element, { url: at, state, routes })
  return view
}

/**
 * The auth screens' test files call this first: a longer test budget (a login runs several steps), and
 * role queries that skip the costly visibility check (`hidden`), as the screens render no hidden duplicates.
 */
export const configureAuthTests = () => {
  vi.setConfig({ testTimeout: 30_000 })
  configure({ asyncUtilTimeout: 10_000, defaultHidden: true })
}
