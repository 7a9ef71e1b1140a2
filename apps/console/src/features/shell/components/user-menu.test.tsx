import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserMenu } from './user-menu.js'

let releaseOrgs: () => void = () => {}

beforeEach(() => {
  const orgsAnswered = new Promise<void>((resolve) => (releaseOrgs = resolve))
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(String(input), window.location.href).pathname
      const envelope = (data: unknown) => new Response(JSON.stringify({ status: true, code: 0, message: '获取成功', data }), { headers: { 'content-type': 'application/json' } })
      if (path.endsWith('/shell/config')) return envelope({ helpCenterUrl: 'https://help.example.com' })
      if (path.endsWith('/not-power/list-role-org')) {
        // The organisations answer while the popover is already open.
        await orgsAnswered
        return envelope([
          { type: 1, typeId: 1, typeName: '运营平台' },
          { type: 2, typeId: 12, typeName: '蜀香火锅' },
        ])
      }
      return envelope(null)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const settled = () => waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0))

describe('UserMenu', () => {
  it('draws 退出登录 where it stays from the moment the popover shows, through its motion and the organisations’ answer', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    await userEvent.hover(screen.getByTestId('account-menu'))
    const logOut = await screen.findByRole('button', { name: /退出登录/ })
    // The first frame on screen (the popup is drawn off screen until it is placed).
    await waitFor(() => expect(logOut.getBoundingClientRect().x).toBeGreaterThan(0))
    const first = logOut.getBoundingClientRect()
    releaseOrgs()
    expect(await screen.findByRole('button', { name: /切换品牌/ })).toBeInTheDocument()
    await settled()
    const last = screen.getByRole('button', { name: /退出登录/ }).getBoundingClientRect()
    expect({ x: last.x, y: last.y, width: last.width, height: last.height }).toEqual({ x: first.x, y: first.y, width: first.width, height: first.height })
  })
})
