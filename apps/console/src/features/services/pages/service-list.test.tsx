import { screen } from '@testing-library/react'
import { ProduceMoldListSchema, ProduceTypePageSchema, type ProduceTypeRow } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { fakeApi, renderScreen } from '../../../test/screen.js'
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
beforeEach(() => {
  useAccountStore.setState({ permission: [] })
  fakeApi()
    .answer('produce/produce-mold-list', ProduceMoldListSchema, () => [{ id: 1, name: '供应链', serviceCount: 2, fixed: false }])
    .answer('produce/produce-type-list', ProduceTypePageSchema, () => ({
      list: [{ ...row(1, '仓储配送', null), subProduceTypes: [row(2, '冷链配送', 1)] }, { ...row(3, '采购管理', null), subProduceTypes: [] }],
      total: 2,
      pageNum: 1,
      pageSize: 10,
    }))
})

describe('the service tree', () => {
  it('indents a sub-service under its parent', async () => {
    renderScreen(<ServiceList />)
    const left = (name: string) => screen.getByText(name, { selector: '.ant-space-item' }).getBoundingClientRect().left
    await screen.findByText('冷链配送', { selector: '.ant-space-item' })
    expect(left('冷链配送') - left('仓储配送')).toBeGreaterThanOrEqual(24)
    expect(left('采购管理')).toBe(left('仓储配送'))
  })
})
