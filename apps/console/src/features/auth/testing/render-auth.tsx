import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { App as AntApp, ConfigProvider } from 'antd'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'

/** Where a test's navigation ended: the path and query, for assertions. */
const Landed = ({ name }: { name: string }) => {
  const location = useLocation()
  return <div data-testid="landed">{`${name} ${location.pathname}${location.search}`}</div>
}

/**
 * Renders an auth screen at a route, in the providers the app gives it, with stand-ins for the
 * places it sends the user (home, registration, login).
 */
export const renderAuth = (element: ReactElement, { path, at, state }: { path: string; at: string; state?: unknown }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const stand = (p: string, name: string) => ({ path: p, element: <Landed name={name} /> })
  const routes = [
    { path, element },
    ...[
      ['/', 'home'],
      ['/homePage', 'home'],
      ['/accountRegistration', 'registration'],
      ['/login', 'login'],
    ]
      .filter(([p]) => p !== path)
      .map(([p, name]) => stand(p!, name!)),
  ]
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: at.split('?')[0]!, search: at.includes('?') ? `?${at.split('?')[1]}` : '', state }] })
  const view = render(
    // No motion: a message or field error is there at once, not fading in.
    <ConfigProvider theme={{ token: { motion: false } }} wave={{ disabled: true }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  )
  return { ...view, router, queryClient }
}
