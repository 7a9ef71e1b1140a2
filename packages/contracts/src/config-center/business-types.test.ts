import { describe, expect, it } from 'vitest'
import { BIZ_TYPES, BIZ_TYPE_OF_BRAND_TYPE, BizTypesSchema, bizTypeOfBrand, bizTypeOfIndustry } from '../index.js'

describe('business types', () => {
  it('fixes the business type of 烘焙, 品牌加盟 and 新正餐 brands whatever their industry', () => {
    expect(bizTypeOfBrand(18, '茶饮')).toBe(4)
    expect(bizTypeOfBrand(68, '快餐简餐')).toBe(5)
    expect(bizTypeOfBrand(70, null)).toBe(3)
    expect(Object.values(BIZ_TYPE_OF_BRAND_TYPE).map((t) => BIZ_TYPES[t])).toEqual(['烘焙', '加盟店', '正餐'])
  })

  it('gives other brands the business type of their industry, 正餐 when it names none', () => {
    expect(bizTypeOfBrand(2, '茶饮')).toBe(1)
    expect(bizTypeOfBrand(66, '精品咖啡')).toBe(1)
    expect(bizTypeOfBrand(2, '轻食')).toBe(2)
    expect(bizTypeOfBrand(66, '快餐简餐')).toBe(2)
    expect(bizTypeOfBrand(2, '火锅')).toBe(3)
    expect(bizTypeOfBrand(2, null)).toBe(3)
    expect(bizTypeOfIndustry(undefined)).toBe(3)
  })

  it('reads the business types a dictionary field applies to as a sorted comma list, from text or a list', () => {
    expect(BizTypesSchema.parse('3, 1,3')).toBe('1,3')
    expect(BizTypesSchema.parse([5, 2])).toBe('2,5')
    expect(BizTypesSchema.safeParse('').error?.issues[0]?.message).toBe('请选择业态')
    expect(BizTypesSchema.safeParse('1,6').error?.issues[0]?.message).toBe('业态不正确')
  })
})
