import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { expect, onTestFinished, vi } from 'vitest'
import { ANTD_LOCALES } from '../shared/i18n/locale.js'
import { setNotifier } from '../shared/lib/notify.js'
import type { ThemeMode } from '../shared/lib/theme-store.js'
import { themeConfig } from '../shared/lib/theme-tokens.js'

/** A contract's schema (zod): the fake answer must parse, as the real server's does. */
export interface Schema<T> {
  parse(value: unknown): T
}

/** What a call sent: the JSON body of a POST or the query of a GET. */
export type Sent = Record<string, unknown>

/** Throwing this from a handler answers the call with the envelope's failure, as the server refuses. */
export class Refusal {
  constructor(
    readonly message: string,
    readonly code = 40000,
    readonly httpStatus = 400,
    /** What the failure carries (a 409's conflicting rows), `null` as most refusals. */
    readonly data: unknown = null,
  ) {}
}

type Handler<T> = (sent: Sent) => T | Promise<T>

export interface FakeApi {
  /** Answers `url` (the path after the gateway app: `operating/map-config/list`) with what `handler` returns, parsed by `schema`. */
  answer<T>(url: string, schema: Schema<T>, handler: Handler<T>): FakeApi
  /** Refuses every call to `url` with the envelope's failure until answered again. */
  refuse(url: string, message: string, code?: number, httpStatus?: number, data?: unknown): FakeApi
  /** Answers the dispatcher's call to `url` (`POST /sellers/dispatch/post` with `{ appName, method, url, requestBody }`); `handler` gets the `requestBody`. */
  dispatched<T>(url: string, schema: Schema<T>, handler: Handler<T>): FakeApi
  /** The calls to `url`, oldest first. */
  calls(url: string): Sent[]
  /** The request bodies the dispatcher carried to `url`, oldest first. */
  dispatchedCalls(url: string): Sent[]
  /** Every call, oldest first. */
  all(): Array<{ url: string; sent: Sent }>
  /** The error messages the request layer showed the user. */
  readonly errors: string[]
}

const envelope = (data: unknown, message = '操作成功', status = true, code = 0, httpStatus = 200) =>
  new Response(JSON.stringify({ status, code, message, data }), { status: httpStatus, headers: { 'content-type': 'application/json' } })

/**
 * The screen tests' one fake backend: `fetch` answers from handlers whose answers are parsed by the
 * contracts' schemas, so a fake that drifts from the contract fails its test (with the schema's
 * message) instead of passing against a shape the server never sends. Unknown calls answer 404
 * (as the gateway does); every answer goes through the console's real request layer.
 * Call it in `beforeEach`; it is undone when the test ends.
 */
export const fakeApi = (): FakeApi => {
  const handlers = new Map<string, Handler<unknown>>()
  const log: Array<{ url: string; sent: Sent }> = []
  const errors: string[] = []
  const drift: string[] = []

  setNotifier({
    error: (text, onClose) => {
      errors.push(text)
      onClose()
    },
    info: () => {},
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const address = new URL(String(input))
      const url = address.pathname.replace(/^\/[^/]+\//, '')
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Sent) : {}
      const query: Sent = {}
      for (const [key, value] of address.searchParams) query[key] = value
      const sent = init.method === 'GET' || !init.method ? query : { ...query, ...body }
      log.push({ url, sent })
      const handler = handlers.get(url)
      if (!handler) return envelope(null, 'not found', false, 40400, 404)
      try {
        return envelope(await handler(sent))
      } catch (error) {
        if (error instanceof Refusal) return envelope(error.data, error.message, false, error.code, error.httpStatus)
        drift.push(`${url}: ${error instanceof Error ? error.message : String(error)}`)
        throw error
      }
    }),
  )
  onTestFinished(() => {
    vi.unstubAllGlobals()
    setNotifier(null)
    if (drift.length > 0) throw new Error(`A fake answer does not match its contract:\n${drift.join('\n')}`)
  })

  const dispatchers = new Map<string, Handler<unknown>>()
  const DISPATCH = 'dispatch/post'

  const api: FakeApi = {
    answer: (url, schema, handler) => {
      handlers.set(url, async (sent) => schema.parse(await handler(sent)))
      return api
    },
    refuse: (url, message, code = 40000, httpStatus = 400, data = null) => {
      handlers.set(url, () => {
        throw new Refusal(message, code, httpStatus, data)
      })
      return api
    },
    dispatched: (url, schema, handler) => {
      dispatchers.set(url, async (sent) => schema.parse(await handler(sent)))
      handlers.set(DISPATCH, (sent) => {
        const dispatcher = dispatchers.get(String(sent.url))
        if (!dispatcher) throw new Refusal(`not found: ${String(sent.url)}`, 40400, 404)
        return dispatcher((sent.requestBody as Sent | undefined) ?? {})
      })
      return api
    },
    calls: (url) => log.filter((c) => c.url === url).map((c) => c.sent),
    dispatchedCalls: (url) => log.filter((c) => c.url === DISPATCH && c.sent.url === url).map((c) => (c.sent.requestBody as Sent | undefined) ?? {}),
    all: () => [...log],
    errors,
  }
  return api
}

/** The schema of a list answered as a bare array (`[{…}, …]`), each item parsed by `item`. */
export const listOf = <T,>(item: Schema<T>): Schema<T[]> => ({
  parse: (value) => {
    if (!Array.isArray(value)) throw new Error(`expected an array, got ${JSON.stringify(value)}`)
    return value.map((entry) => item.parse(entry))
  },
})

/** The page of `rows` a list call asked for (the request's `pageNum` and `pageSize`), as most list calls answer it. */
export const pageOf = <T,>(rows: T[], sent: Sent) => {
  const pageNum = Number(sent.pageNum)
  const pageSize = Number(sent.pageSize)
  return { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize }
}

/** The schema of an answer with no data (`data: null`). */
export const NoData: Schema<null> = {
  parse: (value) => {
    if (value !== null) throw new Error(`expected null, got ${JSON.stringify(value)}`)
    return null
  },
}

let shownAt = ''
const LocationProbe = () => {
  const location = useLocation()
  shownAt = `${location.pathname}${location.search}`
  return null
}

export interface ScreenOptions {
  /** Where the router starts (a list keeps its search there). */
  url?: string
  /** The theme, light unless asked. */
  theme?: ThemeMode
  /** Other pages by path, for a screen that leads to them (a save back to its list): shown instead of `ui` there. */
  routes?: Record<string, ReactNode>
  /** The history state the router starts with (what the page before handed over with its navigation). */
  state?: unknown
}

/**
 * Renders a screen as the console does: a fresh query client (no retries), antd in Chinese with its
 * App for the messages, the theme, and a data router at `url` (as the console's, so a leave guard can
 * block a navigation): `ui` on every path but those of `routes`. Returns the user, where the router is
 * now, and `navigate` (a menu or a tab taking the page away).
 */
export const renderScreen = (ui: ReactNode, { url = '/', theme = 'light', routes = {}, state }: ScreenOptions = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const page = (element: ReactNode) => (
    <>
      {element}
      <LocationProbe />
    </>
  )
  const router = createMemoryRouter([...Object.entries(routes).map(([path, element]) => ({ path, element: page(element) })), { path: '*', element: page(ui) }], { initialEntries: [{ pathname: url.split('?')[0]!, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }] })
  const view = render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={ANTD_LOCALES['zh-CN']} theme={themeConfig(theme)}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  )
  // Skipping the pointer-events check spares a getComputedStyle over antd's styles on every click.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { user, view, client, location: () => shownAt, navigate: (to: string) => void router.navigate(to) }
}

/** A list that failed to load says so (`failed`, the kit's `…加载失败`) with 重试, and not that it is empty (`empty`). */
export const expectLoadFailure = async (failed: string, empty: string) => {
  expect(await screen.findByText(failed)).toBeInTheDocument()
  expect(screen.queryByText(empty)).not.toBeInTheDocument()
  expect(screen.getByText('重试')).toBeInTheDocument()
}

/** Types `text` into the search box with that placeholder (pasted, as one change) and presses Enter. */
export const searchBy = async (user: ReturnType<typeof userEvent.setup>, placeholder: string, text: string) => {
  await user.click(screen.getByPlaceholderText(placeholder))
  await user.paste(text)
  await user.keyboard('{Enter}')
}
