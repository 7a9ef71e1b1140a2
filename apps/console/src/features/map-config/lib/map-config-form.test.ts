import type { MapConfigRow } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import {
  checkBrand,
  checkMapKeys,
  checkProviders,
  toAddBody,
  toInfoList,
  toMapConfigValues,
  toUpdateBody,
  validationOf,
  type ProviderValues,
} from './map-config-form.js'

const buildRow = (overrides: Partial<MapConfigRow> = {}): MapConfigRow => ({
  id: 7,
  sellerId: 12,
  sellerName: '蜀香火锅',
  groupName: '蜀香餐饮集团',
  infoList: [{ type: 2, typeName: '腾讯地图', keys: ['TXKEY-0001-abcd', 'TXKEY-0002-abcd'] }],
  updatedAt: '2024-05-01T08:00:00.000Z',
  updatedBy: '运营小王',
  version: 3,
  ...overrides,
})

const provider = (type: 1 | 2, enabled: boolean, keys: string[]): ProviderValues => ({ type, enabled, keys })

describe('toMapConfigValues', () => {
  it('starts a new configuration with both providers unchecked and one empty key each', () => {
    expect(toMapConfigValues()).toEqual({
      providers: [provider(1, false, ['']), provider(2, false, [''])],
    })
  })

  it('fills the brand and checks the providers the row configures', () => {
    expect(toMapConfigValues(buildRow())).toEqual({
      sellerId: 12,
      sellerName: '蜀香火锅',
      providers: [provider(1, false, ['']), provider(2, true, ['TXKEY-0001-abcd', 'TXKEY-0002-abcd'])],
    })
  })

  it('does not share the row’s key array with the form', () => {
    const row = buildRow()
    toMapConfigValues(row).providers[1]!.keys.push('extra')
    expect(row.infoList[0]!.keys).toHaveLength(2)
  })
})

describe('toInfoList', () => {
  it('sends only the checked providers, with trimmed keys', () => {
    expect(toInfoList([provider(1, true, ['  amap-1 ', 'amap-2']), provider(2, false, ['ignored'])])).toEqual([{ type: 1, keys: ['amap-1', 'amap-2'] }])
  })

  it('sends both providers when both are checked', () => {
    expect(toInfoList([provider(1, true, ['a1']), provider(2, true, ['t1'])])).toEqual([
      { type: 1, keys: ['a1'] },
      { type: 2, keys: ['t1'] },
    ])
  })
})

describe('checkBrand', () => {
  it('asks for a brand until one is chosen', () => {
    expect(checkBrand(undefined)).toBe('请选择品牌')
    expect(checkBrand(12)).toBeUndefined()
  })
})

describe('checkProviders', () => {
  it('asks for at least one provider, in the contract’s words', () => {
    expect(checkProviders([provider(1, false, ['a']), provider(2, false, [''])])).toBe('请至少配置一种地图')
    expect(checkProviders(undefined)).toBe('请至少配置一种地图')
  })

  it('accepts any checked provider', () => {
    expect(checkProviders([provider(1, false, ['']), provider(2, true, [''])])).toBeUndefined()
  })
})

describe('checkMapKeys', () => {
  it('passes distinct valid keys', () => {
    expect(checkMapKeys(['amapKey1', 'amapKey2'])).toEqual({ keyErrors: [undefined, undefined] })
  })

  it('reports each key’s own rule at its index', () => {
    expect(checkMapKeys(['', 'ok_key', 'a b', 'x'.repeat(65), undefined]).keyErrors).toEqual([
      '请输入 Key',
      undefined,
      'Key 只能包含字母、数字、下划线和短横线',
      'Key 最多 64 个字符',
      '请输入 Key',
    ])
  })

  it('marks every later repeat of a key, after trimming, and not the first', () => {
    expect(checkMapKeys(['abc', ' abc ', 'def', 'abc']).keyErrors).toEqual([undefined, 'Key 不能重复', undefined, 'Key 不能重复'])
  })

  it('does not call two empty keys repeats', () => {
    expect(checkMapKeys(['', '']).keyErrors).toEqual(['请输入 Key', '请输入 Key'])
  })

  it('reports too many keys for the list', () => {
    const keys = Array.from({ length: 11 }, (_, i) => `key${i}`)
    expect(checkMapKeys(keys)).toEqual({ keyErrors: keys.map(() => undefined), listError: '每种地图最多 10 个 Key' })
  })
})

describe('request bodies', () => {
  const values = { sellerId: 12, sellerName: '蜀香火锅', providers: [provider(1, true, [' amapKey1 ']), provider(2, false, ['t'])] }

  it('adds with the brand and the keys', () => {
    expect(toAddBody(values)).toEqual({ sellerId: 12, sellerName: '蜀香火锅', infoList: [{ type: 1, keys: ['amapKey1'] }] })
  })

  it('updates with the row’s id and version and the keys, never the brand', () => {
    expect(toUpdateBody(buildRow(), values)).toEqual({ id: 7, version: 3, infoList: [{ type: 1, keys: ['amapKey1'] }] })
  })
})

describe('validationOf', () => {
  it('rejects with the message, or resolves without one', async () => {
    await expect(validationOf('Key 不能重复')).rejects.toThrow('Key 不能重复')
    await expect(validationOf(undefined)).resolves.toBeUndefined()
  })
})
