import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ProduceTypeRow } from '@yunying/contracts'
import { App as AntApp } from 'antd'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { ServiceList } from './service-list.js'

const row = (id: number, produceName: string, pid: number | null): ProduceTypeRow => ({
  id,
  produceType: `svc_${id}`,
  produceName,
  produceMold: 1,
  produceMoldName: '供应链',
  classDesc: '供应链',
  pid,
  produceIcon: '',
  level: 2,
  levelName: '品牌',
  produceModel: 1,
  brandTypes: [],
  brandTypeNames: [],
  industryIds: [],
  introduce: '',
  isShow: 1,
  sort: 0,
  version: 1,
  createdAt: '2026-01-01 10:00:00',
  updatedAt: '2026-01-01 10:00:00',
})
const envelope = (data: unknown) => new Response(JSON.stringify({ status: true, code: 0, message: '操作成功', data }), { headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  useAccountStore.setState({ permission: [] })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input)).pathname
      if (url.endsWith('produce-mold-list')) return envelope([{ id: 1, name: '供应链', serviceCount: 2, fixed: false }])
      if (url.endsWith('produce-type-list')) return envelope({ list: [{ ...row(1, '仓储配送', null), subProduceTypes: [row(2, '冷链配送', 1)] }, { ...row(3, '采购管理', null), subProduceTypes: [] }], total: 2, pageNum: 1, pageSize: 10 })
      return new Response(JSON.stringify({ status: false, code: 40400, message: 'not found', data: null }), { status: 404 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the service tree', () => {
  it('indents a sub-service under its parent', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ServiceList /> }])
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </QueryClientProvider>,
    )
    const left = (name: string) => screen.getByText(name, { selector: '.ant-space-item' }).getBoundingClientRect().left
    await screen.findByText('冷链配送', { selector: '.ant-space-item' })
    expect(left('冷链配送') - left('仓储配送')).toBeGreaterThanOrEqual(24)
    expect(left('采购管理')).toBe(left('仓储配送'))
  })
})
